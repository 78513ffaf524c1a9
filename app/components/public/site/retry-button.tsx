import { useRetrying } from '../../../lib/loading/with-retries.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/** "Try again" for a page whose data could not be loaded; says "Retrying…" while a retry is under way. */
export function RetryButton({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  const retrying = useRetrying();
  const { t } = useTexts();
  return (
    <button type="button" className="btn-dark mt-4" disabled={busy} onClick={onRetry}>
      {busy || retrying ? t('Retrying…') : t('Try again')}
    </button>
  );
}
