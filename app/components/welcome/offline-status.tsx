import { useSite } from '../../lib/use-site.ts';
import { formatDateTime } from '../../lib/welcome/format.ts';
import { useOnline } from '../../lib/welcome/use-browser-state.ts';
import type { OfflineCopyState } from '../../lib/welcome/use-offline-copy.ts';

/**
 * The offline notice, for the top of the first screen: the guest reading the saved copy at the door must
 * know at once that it is the copy, and from when (formatted here: it is only known in the browser).
 */
export function OfflineNotice({ copy }: { copy: OfflineCopyState }) {
  const online = useOnline();
  const { timeZone } = useSite();
  if (online) return null;
  const savedAt = copy.savedAt ? formatDateTime(copy.savedAt, timeZone) : '';
  return (
    <p
      data-offline-notice
      className="rounded-xl border border-alpenglow-600 bg-alpenglow-100 px-4 py-2.5 font-medium text-brand-950 print:hidden"
    >
      You are offline.{' '}
      {savedAt
        ? `This is the copy saved on this device on ${savedAt}.`
        : 'Some pictures and videos may not show.'}
    </p>
  );
}

/**
 * When the content was last updated (`updated`, already formatted by the server), and whether this
 * device holds a copy for when the signal drops.
 */
export function OfflineStatus({ updated, copy }: { updated: string; copy: OfflineCopyState }) {
  const online = useOnline();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
        {updated ? <p>Last updated {updated}</p> : null}
        <p role="status" className="flex items-center gap-1.5 print:hidden">
          {online ? statusText(copy) : ''}
        </p>
      </div>
    </div>
  );
}

function statusText(copy: OfflineCopyState): string {
  switch (copy.status) {
    case 'saving':
      return 'Saving for offline use…';
    case 'saved':
      return '✓ Saved on this device for offline use';
    case 'failed':
      return 'Could not save this page for offline use';
    default:
      return '';
  }
}
