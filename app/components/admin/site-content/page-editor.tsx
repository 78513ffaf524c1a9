import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useRouteLoaderData } from 'react-router';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import {
  draftByline,
  draftInputOf,
  type EditorSource,
  formValuesOf,
  newSection,
  type PageFormInput,
  type PageFormValues,
  pageFormSchema,
  sectionKindLabels,
  sectionSummary,
  serverFieldErrors,
} from '#app/lib/admin/site-content-form.ts';
import { ApiError, api } from '#app/lib/api.ts';
import { useSiteTimeZone } from '#app/lib/use-site.ts';
import {
  contentMessages,
  type Draft,
  type PageSlug,
  type PublishedPage,
  type SectionKind,
  sectionKinds,
} from '#common/site-content.ts';
import { removeTextButton } from '../button-styles.ts';
import { ConfirmDialog } from '../dialogs.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { ContentField } from './content-field.tsx';
import { ImageField } from './image-field.tsx';
import { PagePreview } from './page-preview.tsx';
import { ReorderList } from './reorder-list.tsx';
import { SectionFields } from './section-fields.tsx';

export interface PageEditorProps {
  slug: PageSlug;
  title: string;
  /** The saved draft, or the published page when there is no draft; null for a page never written. */
  source: EditorSource | null;
  draft: { updated_at: string; updated_by: string | null } | null;
  published: { revision: number; published_at: string; published_by: string | null } | null;
}

/** What the save bar says: nothing yet, work under way, done, or why it failed. */
type SaveState =
  | { kind: 'idle' }
  | { kind: 'busy'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

const emptySource = { seo: { title: '', description: '' }, sections: [] };

/**
 * The editor of one brochure page: SEO fields and sections as forms, Save draft, Publish, Discard draft,
 * a live preview, and the answer to a stale save (409): the typed text stays, and the user chooses
 * between loading the latest version (theirs kept aside) and saving over it.
 */
export function PageEditor({ slug, title, source, draft, published }: PageEditorProps) {
  const timeZone = useSiteTimeZone();
  const { reportIfExpired } = useSessionExpiry();
  const userName = useRouteLoaderData<{ user: { name: string } }>('routes/admin/layout')?.user.name ?? null;
  const [baseRevision, setBaseRevision] = useState(source?.base_revision ?? published?.revision ?? 0);
  const [draftInfo, setDraftInfo] = useState(draft);
  const [publishedInfo, setPublishedInfo] = useState(published);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const [setAside, setSetAside] = useState<PageFormInput | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [newKind, setNewKind] = useState<SectionKind>('rich_text');
  const kindId = useId();

  const form = useForm<PageFormInput, unknown, PageFormValues>({
    resolver: zodResolver(pageFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(source ?? emptySource),
  });
  const { control, formState, handleSubmit, reset, setError, getValues } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const liveValues = useWatch({ control }) as PageFormInput;
  const busy = save.kind === 'busy';

  function fail(error: unknown, what: string) {
    if (reportIfExpired(error)) {
      setSave({ kind: 'error', message: `Not ${what}: your session expired. Log in again, then retry.` });
      return;
    }
    const apiError = error instanceof ApiError ? error : new ApiError(0, (error as Error).message);
    if (apiError.status === 409) {
      setConflict(true);
      setSave({ kind: 'error', message: `Not ${what}: ${apiError.message}` });
      return;
    }
    const fields = serverFieldErrors(apiError.fields);
    for (const [path, message] of fields) setError(path as never, { type: 'server', message });
    setSave({
      kind: 'error',
      message:
        fields.length > 0
          ? `Not ${what}: some fields need your attention. They are marked in red.`
          : `Not ${what}: ${apiError.status > 0 ? apiError.message : 'the server could not be reached. Please try again.'}`,
    });
  }

  /**
   * Saves the draft from `base`. `draftAt` is the draft the editor last saw (null: none), so a draft
   * someone else saved meanwhile is a 409 too, not silently overwritten.
   */
  async function putDraft(values: PageFormValues, base: number, draftAt: string | null): Promise<Draft> {
    const saved = await api<Draft>(`/pages/${slug}/draft`, {
      method: 'PUT',
      json: { ...draftInputOf(values, base), draft_updated_at: draftAt },
    });
    setDraftInfo({ updated_at: saved.updated_at, updated_by: saved.updated_by });
    reset(getValues(), { keepValues: true });
    return saved;
  }

  const invalid = () =>
    setSave({
      kind: 'error',
      message: 'Not saved: some fields need your attention. They are marked in red.',
    });

  const saveDraft = handleSubmit(async (values) => {
    setSave({ kind: 'busy', message: 'Saving draft…' });
    try {
      const saved = await putDraft(values, baseRevision, draftInfo?.updated_at ?? null);
      setConflict(false);
      setSave({
        kind: 'done',
        message: `${contentMessages.draftSaved} at ${formatDateTime(saved.updated_at, timeZone)}`,
      });
    } catch (error) {
      fail(error, 'saved');
    }
  }, invalid);

  const publish = handleSubmit(async (values) => {
    setSave({ kind: 'busy', message: 'Publishing…' });
    try {
      if (formState.isDirty || !draftInfo)
        await putDraft(values, baseRevision, draftInfo?.updated_at ?? null);
      const page = await api<PublishedPage>(`/pages/${slug}/publish`, { method: 'POST' });
      setBaseRevision(page.revision);
      setPublishedInfo({ revision: page.revision, published_at: page.published_at, published_by: userName });
      setDraftInfo(null);
      setConflict(false);
      reset(formValuesOf(page));
      setSave({ kind: 'done', message: `${contentMessages.published}: visitors now see this version.` });
    } catch (error) {
      fail(error, 'published');
    }
  }, invalid);

  async function discard() {
    setConfirmDiscard(false);
    setSave({ kind: 'busy', message: 'Discarding draft…' });
    try {
      await api(`/pages/${slug}/draft`, { method: 'DELETE' });
      const page = await readPublished();
      setDraftInfo(null);
      setConflict(false);
      reset(formValuesOf(page ?? emptySource));
      if (page) setBaseRevision(page.revision);
      setSave({
        kind: 'done',
        message: `${contentMessages.draftDiscarded}: the form shows the published page.`,
      });
    } catch (error) {
      fail(error, 'discarded');
    }
  }

  async function readPublished(): Promise<PublishedPage | null> {
    try {
      return await api<PublishedPage>(`/pages/${slug}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  async function readDraft(): Promise<Draft | null> {
    try {
      return await api<Draft>(`/pages/${slug}/draft`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  /** The latest saved version (someone's draft, else the published page) replaces the form; mine is kept aside. */
  async function loadLatest() {
    setSave({ kind: 'busy', message: 'Loading the latest version…' });
    try {
      const [latestDraft, page] = await Promise.all([readDraft(), readPublished()]);
      setSetAside(getValues());
      const latest = latestDraft ?? page;
      reset(formValuesOf(latest ?? emptySource));
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
    } catch (error) {
      fail(error, 'loaded');
    }
  }

  /** Saves what is typed over the newer version, on purpose: the base becomes the latest revision. */
  async function saveMineAnyway() {
    setSave({ kind: 'busy', message: 'Saving draft…' });
    try {
      const [latestDraft, page] = await Promise.all([readDraft(), readPublished()]);
      const base = page?.revision ?? 0;
      setBaseRevision(base);
      await handleSubmit(async (values) => {
        const saved = await putDraft(values, base, latestDraft?.updated_at ?? null);
        setConflict(false);
        setSave({
          kind: 'done',
          message: `${contentMessages.draftSaved} at ${formatDateTime(saved.updated_at, timeZone)}`,
        });
      }, invalid)();
    } catch (error) {
      fail(error, 'saved');
    }
  }

  function bringMineBack() {
    if (!setAside) return;
    reset(getValues());
    form.setValue('seo', setAside.seo, { shouldDirty: true });
    form.setValue('sections', setAside.sections, { shouldDirty: true });
    setSetAside(null);
    setSave({ kind: 'idle' });
  }

  const sectionLabel = (index: number) => {
    const section = getValues(`sections.${index}`);
    return `Section ${index + 1} (${section ? sectionSummary(section) : ''})`;
  };

  return (
    <FormProvider {...form}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">{title}</h2>
          <p className="text-slate-700">
            {publishedInfo
              ? `Published ${formatDateTime(publishedInfo.published_at, timeZone)}${publishedInfo.published_by ? ` by ${publishedInfo.published_by}` : ''} (revision ${publishedInfo.revision})`
              : 'Not published yet'}
          </p>
          {draftInfo ? (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950">
              {draftByline(draftInfo)} · not visible to visitors
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-4">
          <Link
            to={`/admin/content/${slug}/history`}
            className="font-semibold text-brand-900 underline underline-offset-4"
          >
            History
          </Link>
          <Link to="/admin/content" className="font-semibold text-brand-900 underline underline-offset-4">
            All pages
          </Link>
        </div>
      </div>

      {conflict ? (
        <div
          role="alert"
          className="mb-6 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950"
        >
          <p className="font-semibold">Someone else changed this page while you were editing.</p>
          <p className="mt-1">
            Your changes are not saved yet, and nothing you typed is lost: it is all still in the form. Choose
            what to do:
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-dark" disabled={busy} onClick={() => void loadLatest()}>
              Load the latest version
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={busy}
              onClick={() => void saveMineAnyway()}
            >
              Save my version over it
            </button>
          </div>
        </div>
      ) : null}
      {setAside ? (
        <div className="mb-6 rounded-2xl border border-brand-200 bg-white p-5">
          <p className="font-semibold text-brand-900">Your changes are kept aside.</p>
          <p className="mt-1 text-slate-700">
            The form now shows the latest version. Bring your changes back to continue with them (saving then
            replaces the latest version), or forget them.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-dark" onClick={bringMineBack}>
              Bring my changes back
            </button>
            <button type="button" className="btn-outline" onClick={() => setSetAside(null)}>
              Forget my changes
            </button>
          </div>
        </div>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          onSubmit={(event) => void saveDraft(event)}
          noValidate
          aria-label={`Edit ${title}`}
          className="min-w-0"
        >
          <fieldset disabled={busy} className="min-w-0 space-y-6">
            <FormSection
              title="Search engines and sharing"
              description="How the page appears in search results and link previews."
            >
              <div className="grid gap-4">
                <ContentField name="seo.title" label="SEO title" required />
                <ContentField name="seo.description" label="SEO description" required rows={3} />
                <ImageField name="seo.share_image" label="Share image" />
              </div>
            </FormSection>

            <section aria-labelledby={`${kindId}-sections`}>
              <h3 id={`${kindId}-sections`} className="mb-3 text-xl font-semibold">
                Sections
              </h3>
              {sections.fields.length === 0 ? (
                <p className="card p-5 text-slate-700">This page has no sections yet.</p>
              ) : (
                <ReorderList
                  label="Sections of the page"
                  keys={sections.fields.map((field) => field.id)}
                  itemLabel={sectionLabel}
                  onMove={sections.move}
                  renderItem={(index, handle) => (
                    <div className="card p-5 sm:p-6" data-section-kind={sections.fields[index]?.kind}>
                      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                        <h4 className="text-lg font-semibold">
                          {index + 1}.{' '}
                          {sectionSummary(liveValues.sections?.[index] ?? sections.fields[index]!)}
                        </h4>
                        <div className="flex flex-wrap items-center gap-2">
                          {handle}
                          <button
                            type="button"
                            className={removeTextButton}
                            onClick={() => sections.remove(index)}
                          >
                            Remove section<span className="sr-only"> {index + 1}</span>
                          </button>
                        </div>
                      </div>
                      <div className="grid gap-4">
                        <SectionFields kind={sections.fields[index]!.kind} path={`sections.${index}`} />
                      </div>
                    </div>
                  )}
                />
              )}
              <div className="mt-4 flex flex-wrap items-end gap-3">
                <div>
                  <label htmlFor={kindId} className="field-label">
                    New section
                  </label>
                  <select
                    id={kindId}
                    className="field-input"
                    value={newKind}
                    onChange={(event) => setNewKind(event.target.value as SectionKind)}
                  >
                    {sectionKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {sectionKindLabels[kind]}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() =>
                    sections.append(
                      newSection(
                        newKind,
                        getValues('sections').map((section) => section.id),
                      ),
                      { shouldFocus: false },
                    )
                  }
                >
                  <span aria-hidden="true">+</span> Add section
                </button>
              </div>
            </section>
          </fieldset>

          <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-brand-100 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgba(31,43,59,0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
            <div className="flex flex-col gap-3">
              <SaveStatus save={save} dirty={formState.isDirty} hasDraft={draftInfo !== null} />
              <div className="flex flex-wrap gap-3">
                <button type="submit" className="btn-dark" disabled={busy}>
                  Save draft
                </button>
                <button type="button" className="btn-primary" disabled={busy} onClick={() => void publish()}>
                  Publish
                </button>
                {draftInfo ? (
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={busy}
                    onClick={() => setConfirmDiscard(true)}
                  >
                    Discard draft
                  </button>
                ) : null}
              </div>
            </div>
          </div>
        </form>
        <PagePreview slug={slug} values={liveValues} />
      </div>

      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        pendingText="Discarding draft..."
        pending={false}
        onConfirm={() => void discard()}
        onCancel={() => setConfirmDiscard(false)}
      >
        <p>
          The draft is deleted for everyone and the form goes back to the published page. This cannot be
          undone.
        </p>
      </ConfirmDialog>
      <LeaveGuard when={formState.isDirty} />
    </FormProvider>
  );
}

/** The save bar's one line: always says whether the latest edits are on the server. */
function SaveStatus({ save, dirty, hasDraft }: { save: SaveState; dirty: boolean; hasDraft: boolean }) {
  if (save.kind === 'error') {
    return (
      <p role="alert" className="font-medium text-red-700">
        {save.message}
      </p>
    );
  }
  const text =
    save.kind === 'busy'
      ? save.message
      : dirty
        ? 'Unsaved changes'
        : save.kind === 'done'
          ? save.message
          : hasDraft
            ? 'All changes saved in the draft'
            : 'No changes';
  return (
    <p role="status" className="flex items-center gap-2 font-medium text-brand-900">
      {save.kind === 'busy' ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-900"
        />
      ) : null}
      {text}
    </p>
  );
}
