import type { Lang } from '#common/translations.ts';
import { useTexts } from '../../lib/site/language.tsx';

const choices: { lang: Lang; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'fr', name: 'Français' },
];

/**
 * English / Français on a guide: a plain link to the same page with `?lang=`, which the loader remembers
 * (app/lib/welcome/guide-language.ts). A whole page load, not a client navigation: the French catalogue is
 * loaded before a French page hydrates (app/entry.client.tsx). Each name is written in its own language.
 */
export function LanguageSwitch() {
  const { t, lang: current } = useTexts();
  return (
    <nav aria-label={t('Language')} className="print:hidden">
      <ul className="flex gap-1 text-sm font-semibold">
        {choices.map(({ lang, name }) => (
          <li key={lang}>
            {lang === current ? (
              <span
                aria-current="true"
                lang={lang}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-3 text-brand-950"
              >
                {name}
              </span>
            ) : (
              <a
                href={`?lang=${lang}`}
                hrefLang={lang}
                lang={lang}
                data-language-switch={lang}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-white underline-offset-2 hover:bg-white/15 hover:underline"
              >
                {name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
