import type { Welcome } from '#common/welcome.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { telHref } from '../../lib/welcome/contact-links.ts';
import { useHydrated } from '../../lib/welcome/use-browser-state.ts';

/**
 * Why there is no door code on the page, when there is none to show:
 * - a stay before 00:00 on arrival day: when it appears, and that the page must be opened once with a
 *   connection that day (a copy saved before then holds no code);
 * - the same page read after that moment (the saved copy, offline or with a failing signal): one connection
 *   brings the code, instead of a date in the past. The browser's clock decides, once the page has hydrated;
 *   the server's render says the date.
 * - a property-password guest where the door code goes through stays only: ask for the personal link.
 */
export function doorCodeWithholding(welcome: Welcome): 'until-release' | 'stay-only' | null {
  if (welcome.door.code !== null) return null;
  return welcome.codes_available_at !== null ? 'until-release' : 'stay-only';
}

export function DoorCodeNotice({
  welcome,
  release,
  phone,
  tone,
}: {
  welcome: Welcome;
  /** The release instant, formatted by the server ("Tue 1 Dec at 00:00"). */
  release: string | null;
  phone: string;
  tone: 'dark' | 'light';
}) {
  const { t } = useTexts();
  const hydrated = useHydrated();
  const withholding = doorCodeWithholding(welcome);
  if (!withholding) return null;
  const box =
    tone === 'dark'
      ? 'rounded-xl bg-white/10 px-4 py-3 text-lg font-semibold text-white print:bg-white print:text-black'
      : 'rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-900';
  const detail =
    tone === 'dark'
      ? 'mt-1 block text-base font-normal text-brand-100 print:text-black'
      : 'mt-1 block font-normal text-slate-700';
  const link =
    tone === 'dark' ? 'font-semibold text-white underline' : 'font-semibold text-brand-900 underline';

  if (withholding === 'stay-only') {
    return (
      <p data-door-code-notice="stay-only" className={box}>
        {t('Your door code is in your personal link — ask us')}
        {phone ? (
          <span className={detail}>
            {t('Call or text')}{' '}
            <a href={telHref(phone)} className={link}>
              {phone}
            </a>{' '}
            {t('and we will send your link.')}
          </span>
        ) : null}
      </p>
    );
  }
  const released =
    hydrated && welcome.codes_available_at !== null && Date.now() >= Date.parse(welcome.codes_available_at);
  if (released) {
    return (
      <p data-door-code-notice="connect" className={box}>
        {t('Connect once to get your door code')}
        <span className={detail}>
          {t(
            'It was released when your stay began; this copy was saved before. Open this page again with a signal.',
          )}
        </span>
      </p>
    );
  }
  return (
    <p data-door-code-notice="release" className={box}>
      {t(
        'Your door code appears on {release} — open this page once with a connection on that day to get it',
        { release: release ?? '' },
      )}
      <span className={detail}>{t('The WiFi password and garbage code come with it.')}</span>
    </p>
  );
}
