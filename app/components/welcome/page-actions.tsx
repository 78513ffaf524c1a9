import { useTexts } from '../../lib/site/language.tsx';
import { leavePath } from '../../lib/welcome/property-id.ts';
import { useHydrated } from '../../lib/welcome/use-browser-state.ts';

/**
 * Print (or save as PDF) and Leave. Leave is a plain form post, with or without JavaScript: it ends the
 * guest session and the service worker drops the saved copy on the way.
 */
export function PageActions({ propertyId, canLeave }: { propertyId: number; canLeave: boolean }) {
  const { t } = useTexts();
  const hydrated = useHydrated();
  return (
    <div className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-7 print:hidden">
      {canLeave ? (
        <form
          method="post"
          action={leavePath(propertyId)}
          className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"
        >
          <button type="submit" className="btn-outline">
            {t('Leave')}
          </button>
          <p className="text-sm text-slate-600">
            {t('Logs you out and removes the copy saved on this device.')}
          </p>
        </form>
      ) : (
        <span />
      )}
      {hydrated ? (
        <button type="button" className="btn-dark" onClick={() => window.print()}>
          {t('Print or save as PDF')}
        </button>
      ) : null}
    </div>
  );
}
