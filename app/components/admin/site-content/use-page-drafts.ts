import { useState } from 'react';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useRouteLoaderData } from 'react-router';
import { contentMessages, type Draft, type PageSlug, type PublishedPage } from '#common/site-content.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import {
  draftInputOf,
  type EditorSource,
  formValuesOf,
  type PageFormInput,
  type PageFormValues,
  serverFieldErrors,
} from '../../../lib/admin/site-content-form.ts';
import { useApiWrite, type WriteResult } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSiteTimeZone } from '../../../lib/use-site.ts';

/** What the save bar says: nothing yet, work under way, done, or why it failed. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'busy'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

export interface DraftInfo {
  updated_at: string;
  updated_by: string | null;
}

export interface PublishedInfo {
  revision: number;
  published_at: string;
  published_by: string | null;
}

export const emptySource = { seo: { title: '', description: '' }, sections: [] };

type Failure = Extract<WriteResult<unknown>, { ok: false }>;

/** A page's draft or published version, or null when it has none (404). */
async function unlessMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The editor's conversation with the API (ADR 0037: every call a write of useApiWrite, through the one
 * client of ADR 0050): save the draft from the revision it started from, publish, discard, and the answers to
 * a stale save (409): load the latest version with the typed text kept aside, or save over it on purpose.
 */
export function usePageDrafts(
  form: UseFormReturn<PageFormInput, unknown, PageFormValues>,
  {
    slug,
    source,
    draft,
    published,
  }: {
    slug: PageSlug;
    source: EditorSource | null;
    draft: DraftInfo | null;
    published: PublishedInfo | null;
  },
) {
  const timeZone = useSiteTimeZone();
  const userName = useRouteLoaderData<{ user: { name: string } }>('routes/admin/layout')?.user.name ?? null;
  // the editor keeps what it saved: no loader to run again
  const write = useApiWrite({ revalidate: false });
  const [baseRevision, setBaseRevision] = useState(source?.base_revision ?? published?.revision ?? 0);
  const [draftInfo, setDraftInfo] = useState(draft);
  const [publishedInfo, setPublishedInfo] = useState(published);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const [setAside, setSetAside] = useState<PageFormInput | null>(null);
  const { handleSubmit, reset, setError, getValues } = form;
  const { isDirty } = useFormState({ control: form.control });

  function fail({ error, expired }: Failure, what: string) {
    if (expired) {
      setSave({ kind: 'error', message: `Not ${what}: your session expired. Log in again, then retry.` });
      return;
    }
    if (error.status === 409) {
      setConflict(true);
      setSave({ kind: 'error', message: `Not ${what}: ${error.message}` });
      return;
    }
    const fields = serverFieldErrors(error.fields);
    for (const [path, message] of fields) setError(path as never, { type: 'server', message });
    setSave({
      kind: 'error',
      message:
        fields.length > 0
          ? `Not ${what}: some fields need your attention. They are marked in red.`
          : `Not ${what}: ${error.status > 0 ? error.message : 'the server could not be reached. Please try again.'}`,
    });
  }

  /**
   * Saves the draft from `base`. `draftAt` is the draft the editor last saw (null: none), so a draft
   * someone else saved meanwhile is a 409 too, not silently overwritten.
   */
  async function putDraft(values: PageFormValues, base: number, draftAt: string | null): Promise<Draft> {
    const saved = await apiAnswer(
      client.PUT('/api/v1/pages/{slug}/draft', {
        params: { path: { slug } },
        body: { ...draftInputOf(values, base), draft_updated_at: draftAt },
      }),
    );
    setDraftInfo({ updated_at: saved.updated_at, updated_by: saved.updated_by });
    reset(getValues(), { keepValues: true });
    return saved;
  }

  const draftSaved = (saved: Draft) => {
    setConflict(false);
    setSave({
      kind: 'done',
      message: `${contentMessages.draftSaved} at ${formatDateTime(saved.updated_at, timeZone)}`,
    });
  };

  const invalid = () =>
    setSave({
      kind: 'error',
      message: 'Not saved: some fields need your attention. They are marked in red.',
    });

  const readLatest = async () => {
    const [latestDraft, page] = await Promise.all([
      unlessMissing(apiAnswer(client.GET('/api/v1/pages/{slug}/draft', { params: { path: { slug } } }))),
      unlessMissing(apiAnswer(client.GET('/api/v1/pages/{slug}', { params: { path: { slug } } }))),
    ]);
    return { latestDraft, page };
  };

  const saveDraft = handleSubmit(async (values) => {
    setSave({ kind: 'busy', message: 'Saving draft…' });
    const result = await write.run('save', () =>
      putDraft(values, baseRevision, draftInfo?.updated_at ?? null),
    );
    if (result.ok) draftSaved(result.data);
    else fail(result, 'saved');
  }, invalid);

  const publish = handleSubmit(async (values) => {
    setSave({ kind: 'busy', message: 'Publishing…' });
    const result = await write.run('publish', async () => {
      if (isDirty || !draftInfo) await putDraft(values, baseRevision, draftInfo?.updated_at ?? null);
      return apiAnswer(client.POST('/api/v1/pages/{slug}/publish', { params: { path: { slug } } }));
    });
    if (!result.ok) return fail(result, 'published');
    const page = result.data;
    setBaseRevision(page.revision);
    setPublishedInfo({ revision: page.revision, published_at: page.published_at, published_by: userName });
    setDraftInfo(null);
    setConflict(false);
    reset(formValuesOf(page));
    setSave({ kind: 'done', message: `${contentMessages.published}: visitors now see this version.` });
  }, invalid);

  async function discard() {
    setSave({ kind: 'busy', message: 'Discarding draft…' });
    const result = await write.run('discard', async () => {
      await apiAnswer(client.DELETE('/api/v1/pages/{slug}/draft', { params: { path: { slug } } }));
      return unlessMissing(apiAnswer(client.GET('/api/v1/pages/{slug}', { params: { path: { slug } } })));
    });
    if (!result.ok) return fail(result, 'discarded');
    const page: PublishedPage | null = result.data;
    setDraftInfo(null);
    setConflict(false);
    reset(formValuesOf(page ?? emptySource));
    if (page) setBaseRevision(page.revision);
    setSave({
      kind: 'done',
      message: `${contentMessages.draftDiscarded}: the form shows the published page.`,
    });
  }

  /** The latest saved version (someone's draft, else the published page) replaces the form; mine is kept aside. */
  async function loadLatest() {
    setSave({ kind: 'busy', message: 'Loading the latest version…' });
    const result = await write.run('latest', readLatest);
    if (!result.ok) return fail(result, 'loaded');
    const { latestDraft, page } = result.data;
    setSetAside(getValues());
    reset(formValuesOf(latestDraft ?? page ?? emptySource));
    setBaseRevision(page?.revision ?? 0);
    setDraftInfo(
      latestDraft ? { updated_at: latestDraft.updated_at, updated_by: latestDraft.updated_by } : null,
    );
    if (page)
      setPublishedInfo((info) => ({
        revision: page.revision,
        published_at: page.published_at,
        published_by: info?.revision === page.revision ? info.published_by : null,
      }));
    setConflict(false);
    setSave({ kind: 'done', message: 'The latest version is loaded. Your changes are kept aside below.' });
  }

  /** Saves what is typed over the newer version, on purpose: the base becomes the latest revision. */
  async function saveMineAnyway() {
    setSave({ kind: 'busy', message: 'Saving draft…' });
    const latest = await write.run('latest', readLatest);
    if (!latest.ok) return fail(latest, 'saved');
    const base = latest.data.page?.revision ?? 0;
    setBaseRevision(base);
    await handleSubmit(async (values) => {
      const result = await write.run('save', () =>
        putDraft(values, base, latest.data.latestDraft?.updated_at ?? null),
      );
      if (result.ok) draftSaved(result.data);
      else fail(result, 'saved');
    }, invalid)();
  }

  function bringMineBack() {
    if (!setAside) return;
    reset(getValues());
    form.setValue('seo', setAside.seo, { shouldDirty: true });
    form.setValue('sections', setAside.sections, { shouldDirty: true });
    setSetAside(null);
    setSave({ kind: 'idle' });
  }

  return {
    save,
    busy: save.kind === 'busy',
    conflict,
    keptAside: setAside !== null,
    draftInfo,
    publishedInfo,
    saveDraft,
    publish,
    discard,
    loadLatest,
    saveMineAnyway,
    bringMineBack,
    forgetMine: () => setSetAside(null),
  };
}

export type PageDrafts = ReturnType<typeof usePageDrafts>;
