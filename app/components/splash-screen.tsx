import { BrandMark } from './brand-mark.tsx';

/**
 * The loading screen on the first load of the site (SPEC.md section 9: shown 1.2 s, then a 0.5 s fade).
 * It is pure CSS, so it works before and without JavaScript; the head script marks later loads in the same
 * tab so it shows once per visit.
 */
export function SplashScreen({ name }: { name: string }) {
  return (
    <div className="splash-screen" aria-hidden="true">
      <div className="flex flex-col items-center gap-5 px-6 text-center">
        <BrandMark size={72} />
        <p className="font-display text-4xl font-semibold text-white">{name}</p>
        <p className="splash-message text-brand-100">Welcome to {name}: warming up your mountain getaway…</p>
      </div>
    </div>
  );
}

/** Head script: marks repeat loads (no splash) and tells the stylesheet that JavaScript runs. */
export const splashScript =
  "(function(d){d.classList.add('js');try{if(sessionStorage.getItem('splash-seen'))d.classList.add('splash-seen');sessionStorage.setItem('splash-seen','1')}catch(e){}})(document.documentElement)";
