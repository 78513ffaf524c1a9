import { useSite } from '../../lib/use-site.ts';
import { formatDateTime } from '../../lib/welcome/format.ts';
import { useOnline } from '../../lib/welcome/use-browser-state.ts';
import type { OfflineCopyState } from '../../lib/welcome/use-offline-copy.ts';

/**
 * When the content was last updated (`updated`, already formatted by the server), and whether this
 * device holds a copy for when the signal drops (formatted here: it is only known in the browser).
 */
export function OfflineStatus({ updated, copy }: { updated: string; copy: OfflineCopyState }) {
  const online = useOnline();
  const { timeZone } = useSite();
  const savedAt = copy.savedAt ? formatDateTime(copy.savedAt, timeZone) : '';
  return (
    <div className="space-y-2">
      {!online ? (
        <p className="rounded-xl border border-alpenglow-600 bg-alpenglow-100 px-4 py-3 font-medium text-brand-950">
          You are offline.{' '}
          {savedAt
            ? `This is the copy saved on this device on ${savedAt}.`
            : 'Some pictures and videos may not show.'}
        </p>
      ) : null}
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
