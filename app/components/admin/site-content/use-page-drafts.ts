import { type FormEvent, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { contentMessages, type Draft, type PageSlug, type PublishedPage } from '#common/site-content.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import {
  draftInputOf,
  type EditorSource,
  formValuesOf,
  type PageFormInput,
  type PageFormValues,
  pageFormSchema,
  pageFormValues,
  serverFieldErrors,
} from '../../../lib/admin/site-content-form.ts';
import { useApiWrite, type WriteResult } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api.ts';
import type { FormRefusal } from '../../../lib/forms/use-api-form.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { useSiteTimeZone } from '../../../lib/site/use-site.ts';

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

/**
 * The submit buttons besides Save draft (ADR 0049: another way to send the form is a submit button with a
 * name, read from the submitter): Publish, and "Save my version over it" after a 409.
 */
export const sendAs = { name: 'send', publish: 'publish', over: 'over' } as const;

const fieldsNeedAttention = (what: string) =>
  `Not ${what}: some fields need your attention. They are marked in red.`;

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
 * A value of the form as it counts for "Unsaved changes", the way Conform reads a form: blanks, empty lists
 * and objects with nothing filled in are nothing; texts are trimmed, as the API stores them.
 */
function comparable(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(comparable);
  if (value === null || typeof value !== 'object') return value ?? undefined;
  const entries = Object.entries(value)
    .map(([key, child]) => [key, comparable(child)] as const)
    .filter(([, child]) => child !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** Whether the form holds what was last saved or loaded (its page content, as typed). */
const sameContent = (a: PageFormInput, b: PageFormInput) =>
  JSON.stringify(comparable({ seo: a.seo, sections: a.sections })) ===
  JSON.stringify(comparable({ seo: b.seo, sections: b.sections }));

/**
 * The page editor's form and its conversation with the API. The form is Conform's (`useApiForm`, ADR 0049)
 * checked with the content schemas of common/; every call is a write of useApiWrite through the one client
 * of ADR 0050: save the draft from the revision it started from, publish, discard, and the answers to a
 * stale save (409): load the latest version with the typed text kept aside, or save over it on purpose.
 */
export function usePageDrafts({
  slug,
  source,
  draft,
  published,
}: {
  slug: PageSlug;
  source: EditorSource | null;
  draft: DraftInfo | null;
  published: PublishedInfo | null;
}) {
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
  const [initial] = useState(() => formValuesOf(source ?? emptySource));
  // what "Unsaved changes" compares the form with: the page as last loaded, saved or published
  const [saved, setSaved] = useState(initial);
  // a new number draws the form's inputs again, from the values Conform was just given
  const [version, setVersion] = useState(0);

  const { form } = useApiForm({
    schema: pageFormSchema,
    // the schema reads any object (see pageFormSchema): the values are typed by formValuesOf
    defaultValue: initial as never,
    async onValid(values, submitter) {
      const send = submitter?.getAttribute('value');
      if (send === sendAs.publish) return publish(values);
      if (send === sendAs.over) return saveMineAnyway(values);
      return saveDraft(values);
    },
  });
  /** What is typed, as Conform reads it from the form on each input. */
  const live = pageFormValues(form.value);
  const dirty = !sameContent(live, saved);

  /** The form shows `values` from now on (another version of the page, or mine brought back). */
  function show(values: PageFormInput) {
    form.update({ value: values as never });
    setVersion((n) => n + 1);
  }

  /** Says why a write failed; the API's field messages go under their fields (the typed text stays). */
  function fail({ error, expired }: Failure, what: string): FormRefusal {
    if (expired) {
      setSave({ kind: 'error', message: `Not ${what}: your session expired. Log in again, then retry.` });
      return {};
    }
    if (error.status === 409) {
      setConflict(true);
      setSave({ kind: 'error', message: `Not ${what}: ${error.message}` });
      return {};
    }
    const fields = serverFieldErrors(error.fields);
    const named = Object.keys(fields).length > 0;
    setSave({
      kind: 'error',
      message: named
        ? fieldsNeedAttention(what)
        : `Not ${what}: ${error.status > 0 ? error.message : 'the server could not be reached. Please try again.'}`,
    });
    return { fields };
  }

  /**
   * Saves the draft from `base`. `draftAt` is the draft the editor last saw (null: none), so a draft
   * someone else saved meanwhile is a 409 too, not silently overwritten. The caller shows the draft's byline
   * once the whole write is done: a button that appears while the form is disabled would make Conform read
   * the form without its values (a disabled input sends nothing).
   */
  async function putDraft(values: PageFormValues, base: number, draftAt: string | null): Promise<Draft> {
    const typed = live;
    const answer = await apiAnswer(
      client.PUT('/api/v1/pages/{slug}/draft', {
        params: { path: { slug } },
        body: { ...draftInputOf(values, base), draft_updated_at: draftAt },
      }),
    );
    setSaved(typed);
    return answer;
  }

  const draftSaved = (answer: Draft) => {
    setDraftInfo({ updated_at: answer.updated_at, updated_by: answer.updated_by });
    setConflict(false);
    setSave({
      kind: 'done',
      message: `${contentMessages.draftSaved} at ${formatDateTime(answer.updated_at, timeZone)}`,
    });
  };

  const readLatest = async () => {
    const [latestDraft, page] = await Promise.all([
      unlessMissing(apiAnswer(client.GET('/api/v1/pages/{slug}/draft', { params: { path: { slug } } }))),
      unlessMissing(apiAnswer(client.GET('/api/v1/pages/{slug}', { params: { path: { slug } } }))),
    ]);
    return { latestDraft, page };
  };

  async function saveDraft(values: PageFormValues) {
    setSave({ kind: 'busy', message: 'Saving draft…' });
    const result = await write.run('save', () =>
      putDraft(values, baseRevision, draftInfo?.updated_at ?? null),
    );
    if (!result.ok) return fail(result, 'saved');
    draftSaved(result.data);
    return undefined;
  }

  async function publish(values: PageFormValues) {
    const typed = live;
    setSave({ kind: 'busy', message: 'Publishing…' });
    // the draft saved first, when the form had changes: it stays if the publish is refused
    const first: { draft?: Draft } = {};
    const result = await write.run('publish', async () => {
      if (dirty || !draftInfo)
        first.draft = await putDraft(values, baseRevision, draftInfo?.updated_at ?? null);
      return apiAnswer(client.POST('/api/v1/pages/{slug}/publish', { params: { path: { slug } } }));
    });
    if (!result.ok) {
      if (first.draft)
        setDraftInfo({ updated_at: first.draft.updated_at, updated_by: first.draft.updated_by });
      return fail(result, 'published');
    }
    const page = result.data;
    setBaseRevision(page.revision);
    setPublishedInfo({ revision: page.revision, published_at: page.published_at, published_by: userName });
    setDraftInfo(null);
    setConflict(false);
    // what is typed is what was published: the form keeps it, and counts changes from it
    setSaved(typed);
    setSave({ kind: 'done', message: `${contentMessages.published}: visitors now see this version.` });
    return undefined;
  }

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
    const values = formValuesOf(page ?? emptySource);
    setSaved(values);
    show(values);
    if (page) setBaseRevision(page.revision);
    setSave({
      kind: 'done',
      message: `${contentMessages.draftDiscarded}: the form shows the published page.`,
    });
  }

  /** The latest saved version (someone's draft, else the published page) replaces the form; mine is kept aside. */
  async function loadLatest() {
    const mine = live;
    setSave({ kind: 'busy', message: 'Loading the latest version…' });
    const result = await write.run('latest', readLatest);
    if (!result.ok) return fail(result, 'loaded');
    const { latestDraft, page } = result.data;
    setSetAside(mine);
    const values = formValuesOf(latestDraft ?? page ?? emptySource);
    setSaved(values);
    show(values);
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
  async function saveMineAnyway(values: PageFormValues) {
    setSave({ kind: 'busy', message: 'Saving draft…' });
    const latest = await write.run('latest', readLatest);
    if (!latest.ok) return fail(latest, 'saved');
    const base = latest.data.page?.revision ?? 0;
    setBaseRevision(base);
    const result = await write.run('save', () =>
      putDraft(values, base, latest.data.latestDraft?.updated_at ?? null),
    );
    if (!result.ok) return fail(result, 'saved');
    draftSaved(result.data);
    return undefined;
  }

  function bringMineBack() {
    if (!setAside) return;
    show(setAside);
    setSetAside(null);
    setSave({ kind: 'idle' });
  }

  /**
   * The form's submit: a new try at saving starts with nothing said (Conform's own list and update
   * buttons submit too, named `__intent__`), then Conform checks the form and sends it to `onValid`.
   */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') !== '__intent__')
      setSave({ kind: 'idle' });
    form.onSubmit(event);
  }
  // a form the schema refused says so in the bar, until the next save is tried
  const shown: SaveState =
    form.status === 'error' && save.kind === 'idle'
      ? { kind: 'error', message: fieldsNeedAttention('saved') }
      : save;

  return {
    form,
    onSubmit,
    /** The form's values as typed, for the preview and the French count. */
    live,
    dirty,
    version,
    save: shown,
    busy: save.kind === 'busy',
    conflict,
    keptAside: setAside !== null,
    draftInfo,
    publishedInfo,
    discard,
    loadLatest,
    bringMineBack,
    forgetMine: () => setSetAside(null),
  };
}

export type PageDrafts = ReturnType<typeof usePageDrafts>;
