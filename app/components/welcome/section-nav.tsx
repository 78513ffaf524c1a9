import { useTexts } from '../../lib/site/language.tsx';
import { type SectionId, sectionTitles } from '../../lib/welcome/sections.ts';

/** Jump links to the sections on the page (a long page on a phone); hidden in print. */
export function SectionNav({ sections }: { sections: readonly SectionId[] }) {
  const { t } = useTexts();
  const targets = sections.filter((id) => id !== 'quick-info');
  return (
    <nav aria-label={t('On this page')} className="print:hidden">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {targets.map((id) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-900 hover:border-brand-700"
            >
              {t(sectionTitles[id])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
