import { useState } from 'react';
import type { Property } from '#common/property.ts';
import { complianceWarning, missingCompliance } from '../../../lib/admin/compliance.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';

/**
 * The home's public state and its one-click Publish / Unpublish (issue 40, item 5): a draft is seen by staff
 * only. It changes the stored flag alone (PUT /properties/{id}/published), so unsaved edits of the form stay
 * as they are, and tells the form (`onPublished`) so that a later save sends the flag as it now is. After
 * publishing, a home without its BC numbers gets a warning (item 6).
 */
export function PublishControl({
  property,
  onPublished,
}: {
  property: Property;
  onPublished: (published: boolean) => void;
}) {
  const write = useApiWrite({ revalidate: false });
  const [published, setPublished] = useState(property.is_published);
  const [saved, setSaved] = useState<Property | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = write.busy === 'publish';

  const toggle = async () => {
    setError(null);
    setSaved(null);
    const result = await write.run('publish', () =>
      apiAnswer(
        client.PUT('/api/v1/properties/{id}/published', {
          params: { path: { id: property.id } },
          body: { is_published: !published },
        }),
      ),
    );
    if (!result.ok) {
      if (!result.expired) setError(result.error.message);
      return;
    }
    setPublished(result.data.is_published);
    onPublished(result.data.is_published);
    setSaved(result.data);
  };
  const missing = saved?.is_published ? missingCompliance(saved) : [];

  return (
    <section
      aria-label="Publishing"
      data-testid="publish-control"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3"
    >
      <p className="grow font-semibold" data-testid="publish-state">
        {published ? (
          <span className="text-forest-700">Published — visitors can see and book this home</span>
        ) : (
          <span className="text-amber-900">Draft — not visible to visitors</span>
        )}
      </p>
      <a
        href={`/property/${property.id}`}
        target="_blank"
        rel="noreferrer"
        className="font-semibold text-brand-900 underline underline-offset-4"
      >
        {published ? 'View page' : 'Preview page'}
      </a>
      <button
        type="button"
        className={published ? 'btn-outline' : 'btn-primary'}
        onClick={toggle}
        disabled={busy}
      >
        {busy ? 'Saving…' : published ? 'Unpublish' : 'Publish'}
      </button>
      <p role="status" className="basis-full empty:hidden">
        {saved
          ? saved.is_published
            ? 'Saved: the home is published.'
            : 'Saved: the home is a draft again.'
          : ''}
      </p>
      {error ? (
        <p role="alert" className="basis-full font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p
          role="alert"
          data-testid="compliance-warning"
          className="basis-full rounded-lg bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-300"
        >
          {complianceWarning(missing)}
        </p>
      ) : null}
    </section>
  );
}
