import { msg } from '#common/i18n/message.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { useSite } from '../../lib/site/use-site.ts';
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
  const { t, lang } = useTexts();
  if (online) return null;
  const savedAt = copy.savedAt ? formatDateTime(copy.savedAt, timeZone, lang) : '';
  return (
    <p
      data-offline-notice
      className="rounded-xl border border-alpenglow-600 bg-alpenglow-100 px-4 py-2.5 font-medium text-brand-950 print:hidden"
    >
      {t('You are offline.')}{' '}
      {savedAt
        ? t('This is the copy saved on this device on {date}.', { date: savedAt })
        : t('Some pictures and videos may not show.')}
    </p>
  );
}

/**
 * When the content was last updated (`updated`, already formatted by the server), and whether this
 * device holds a copy for when the signal drops.
 */
export function OfflineStatus({ updated, copy }: { updated: string; copy: OfflineCopyState }) {
  const online = useOnline();
  const { t } = useTexts();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
        {updated ? <p>{t('Last updated {date}', { date: updated })}</p> : null}
        <p role="status" className="flex items-center gap-1.5 print:hidden">
          {online ? t(statusText(copy)) : ''}
        </p>
      </div>
    </div>
  );
}

function statusText(copy: OfflineCopyState): string {
  switch (copy.status) {
    case 'saving':
      return msg('Saving for offline use…');
    case 'saved':
      return msg('✓ Saved on this device for offline use');
    case 'failed':
      return msg('Could not save this page for offline use');
    default:
      return '';
  }
}
