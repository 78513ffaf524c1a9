import { type PageDrafts, sendAs } from './use-page-drafts.ts';

/**
 * The answer to a stale save (409): nothing typed is lost, and staff choose between loading the latest
 * version (theirs kept aside, to bring back or forget) and saving over it.
 */
export function ConflictPanels({ drafts }: { drafts: PageDrafts }) {
  return (
    <>
      {drafts.conflict ? (
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
            <button
              type="button"
              className="btn-dark"
              disabled={drafts.busy}
              onClick={() => void drafts.loadLatest()}
            >
              Load the latest version
            </button>
            <button
              type="submit"
              form={drafts.form.id}
              name={sendAs.name}
              value={sendAs.over}
              className="btn-outline"
              disabled={drafts.busy}
            >
              Save my version over it
            </button>
          </div>
        </div>
      ) : null}
      {drafts.keptAside ? (
        <div className="mb-6 rounded-2xl border border-brand-200 bg-white p-5">
          <p className="font-semibold text-brand-900">Your changes are kept aside.</p>
          <p className="mt-1 text-slate-700">
            The form now shows the latest version. Bring your changes back to continue with them (saving then
            replaces the latest version), or forget them.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-dark" onClick={drafts.bringMineBack}>
              Bring my changes back
            </button>
            <button type="button" className="btn-outline" onClick={drafts.forgetMine}>
              Forget my changes
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
