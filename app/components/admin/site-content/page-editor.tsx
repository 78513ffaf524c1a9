import { FormProvider, getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageSlug } from '#common/site-content.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { countMissingFrench } from '../../../lib/admin/page-form-french.ts';
import { draftByline, type EditorSource } from '../../../lib/admin/site-content-form.ts';
import { useSiteTimeZone } from '../../../lib/site/use-site.ts';
import { ConfirmDialog } from '../dialogs.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import { FormSection } from '../property-form/form-section.tsx';
import { ConflictPanels } from './conflict-panels.tsx';
import { ContentField } from './content-field.tsx';
import { ImageField } from './image-field.tsx';
import { PagePreview } from './page-preview.tsx';
import { SaveBar } from './save-bar.tsx';
import { SectionsEditor } from './sections-editor.tsx';
import { type DraftInfo, type PublishedInfo, usePageDrafts } from './use-page-drafts.ts';

export interface PageEditorProps {
  slug: PageSlug;
  title: string;
  /** The saved draft, or the published page when there is no draft; null for a page never written. */
  source: EditorSource | null;
  draft: DraftInfo | null;
  published: PublishedInfo | null;
}

/**
 * The editor of one brochure page: SEO fields and sections as forms, Save draft, Publish, Discard draft,
 * a live preview, and the answer to a stale save (409): the typed text stays, and the user chooses
 * between loading the latest version (theirs kept aside) and saving over it (use-page-drafts.ts).
 */
export function PageEditor({ slug, title, source, draft, published }: PageEditorProps) {
  const timeZone = useSiteTimeZone();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const drafts = usePageDrafts({ slug, source, draft, published });
  const { form, live, dirty } = drafts;

  return (
    <FormProvider context={form.context}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">{title}</h2>
          <p className="text-slate-700">
            {drafts.publishedInfo
              ? `Published ${formatDateTime(drafts.publishedInfo.published_at, timeZone)}${drafts.publishedInfo.published_by ? ` by ${drafts.publishedInfo.published_by}` : ''} (revision ${drafts.publishedInfo.revision})`
              : 'Not published yet'}
          </p>
          <FrenchCount missing={countMissingFrench(live)} />
          {drafts.draftInfo ? (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950">
              {draftByline(drafts.draftInfo)} · not visible to visitors
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

      <ConflictPanels drafts={drafts} />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          {...getFormProps(form)}
          onSubmit={drafts.onSubmit}
          aria-label={`Edit ${title}`}
          className="min-w-0"
        >
          <fieldset key={drafts.version} disabled={drafts.busy} className="min-w-0 space-y-6">
            <FormSection
              title="Search engines and sharing"
              description="How the page appears in search results and link previews."
            >
              <div className="grid gap-4">
                <ContentField name="seo.title" label="SEO title" required translatable />
                <ContentField name="seo.description" label="SEO description" required rows={3} translatable />
                <ImageField name="seo.share_image" label="Share image" />
              </div>
            </FormSection>

            <SectionsEditor />
          </fieldset>

          <SaveBar drafts={drafts} dirty={dirty} onDiscard={() => setConfirmDiscard(true)} />
        </form>
        <PagePreview slug={slug} values={live} />
      </div>

      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        pendingText="Discarding draft..."
        pending={false}
        onConfirm={() => {
          setConfirmDiscard(false);
          void drafts.discard();
        }}
        onCancel={() => setConfirmDiscard(false)}
      >
        <p>
          The draft is deleted for everyone and the form goes back to the published page. This cannot be
          undone.
        </p>
      </ConfirmDialog>
      <LeaveGuard when={dirty} />
    </FormProvider>
  );
}

/** How much of the page still reads in English on its French page (issue 28). */
function FrenchCount({ missing }: { missing: number }) {
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="french-count">
      {missing === 0
        ? 'Every text has its French.'
        : `${missing} ${missing === 1 ? 'text' : 'texts'} missing French (shown in English on the French page)`}
    </p>
  );
}
