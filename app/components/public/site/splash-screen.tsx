import { useTexts } from '../../../lib/site/language.tsx';
import { BrandMark } from './brand-mark.tsx';

/**
 * The loading screen on the first load of the site (docs/spec.md section 9: shown 1.2 s, then a 0.5 s fade).
 * It is pure CSS, so it works before and without JavaScript; the head script marks later loads in the same
 * tab so it shows once per tab session. Visitors who ask for reduced motion get it without the fade or the
 * pulse (app.css).
 */
export function SplashScreen({ name }: { name: string }) {
  const { t } = useTexts();
  return (
    <div className="splash-screen" aria-hidden="true">
      <div className="flex flex-col items-center gap-5 px-6 text-center">
        <BrandMark size={72} />
        <p className="font-display text-4xl font-semibold text-white">{name}</p>
        <p className="splash-message text-brand-100">
          {t('Welcome to {name}: warming up your mountain getaway…', { name })}
        </p>
      </div>
    </div>
  );
}

/**
 * Head scripts, run before the first paint (SSR puts the splash in every public page's HTML; only these
 * decide whether it shows, so no page flashes before it and no later load shows it). Both tell the
 * stylesheet that JavaScript runs. Fixed texts, so a page cache can allow them by hash.
 *
 * On a public page: the first load of this tab's session keeps the splash and notes it in sessionStorage
 * (per tab: a new tab greets again, a reload does not); once its fade has ended the page is marked
 * `splash-seen`, so that coming back to a public page by client-side navigation (after the login page,
 * which has no splash) does not mount and play it again. Any later load is marked at once.
 */
export const splashScript =
  "(function(d){d.classList.add('js');try{if(sessionStorage.getItem('splash-seen')){d.classList.add('splash-seen');return}sessionStorage.setItem('splash-seen','1')}catch(e){}d.addEventListener('animationend',function h(e){if(e.animationName==='splash-out'){d.classList.add('splash-seen');d.removeEventListener('animationend',h)}})})(document.documentElement)";

/**
 * On a page without a splash (back office, login, welcome pages): marks the page so that a client-side
 * move to a public page shows none either, without using up the splash of the tab's first public load.
 */
export const noSplashScript = "document.documentElement.classList.add('js','splash-seen')";
