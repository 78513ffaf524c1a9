import { type PageDrafts, type SaveState, sendAs } from './use-page-drafts.ts';

/** The sticky bar under the form: whether the latest edits are on the server, Save draft, Publish, Discard. */
export function SaveBar({
  drafts,
  dirty,
  onDiscard,
}: {
  drafts: PageDrafts;
  dirty: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-brand-100 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgba(31,43,59,0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
      <div className="flex flex-col gap-3">
        <SaveStatus save={drafts.save} dirty={dirty} hasDraft={drafts.draftInfo !== null} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-dark" disabled={drafts.busy}>
            Save draft
          </button>
          <button
            type="submit"
            name={sendAs.name}
            value={sendAs.publish}
            className="btn-primary"
            disabled={drafts.busy}
          >
            Publish
          </button>
          {drafts.draftInfo ? (
            <button type="button" className="btn-outline" disabled={drafts.busy} onClick={onDiscard}>
              Discard draft
            </button>
          ) : null}
        </div>
      </div>
    </div>
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
