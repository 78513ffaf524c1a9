import { useEffect, useState } from 'react';
import { useTexts } from '../../lib/site/language.tsx';
import { copyText } from '../../lib/welcome/copy-text.ts';
import { useHydrated } from '../../lib/welcome/use-browser-state.ts';

/**
 * One tap copies `text`. Rendered only once JavaScript runs (without it the value itself is selectable
 * with one tap: `select-all`). The outcome is announced to screen readers.
 */
export function CopyButton({
  text,
  what,
  className = '',
  onCopied,
}: {
  text: string;
  what: string;
  className?: string;
  /** told once the text is on the clipboard */
  onCopied?: () => void;
}) {
  const { t } = useTexts();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), 3000);
    return () => clearTimeout(timer);
  }, [outcome]);

  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          copyText(text).then(
            () => {
              setOutcome('copied');
              onCopied?.();
            },
            () => setOutcome('failed'),
          )
        }
        className={`btn min-w-28 bg-alpenglow-600 text-white hover:bg-alpenglow-700 print:hidden ${className}`}
      >
        {outcome === 'copied' ? t('Copied') : t('Copy')}
        <span className="sr-only"> {what}</span>
      </button>
      <span role="status" className="sr-only">
        {outcome === 'copied'
          ? t('{what} copied', { what })
          : outcome === 'failed'
            ? t('Could not copy the {what}', { what })
            : ''}
      </span>
    </>
  );
}
