import { useRetrying } from '../lib/with-retries.ts';

/** "Try again" for a page whose data could not be loaded; says "Retrying…" while a retry is under way. */
export function RetryButton({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  const retrying = useRetrying();
  return (
    <button type="button" className="btn-dark mt-4" disabled={busy} onClick={onRetry}>
      {busy || retrying ? 'Retrying…' : 'Try again'}
    </button>
  );
}
