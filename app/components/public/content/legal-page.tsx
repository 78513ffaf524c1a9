import type { RenderedPage } from '#common/site-content.ts';
import type { Lang } from '#common/translations.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';
import { ExtraSections, pageContent } from './content.tsx';
import { PageHero } from './page-hero.tsx';

/** "July 1, 2025" ("1 juillet 2025" in French) for 2025-07-01 (a calendar date: no time zone involved). */
export function formatEffectiveDate(date: string, lang: Lang = 'en'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const text = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(
    lang === 'fr' ? 'fr-CA' : 'en-US',
    {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    },
  );
  // French writes the first of the month as an ordinal ("1er juillet 2025"); Intl gives "1 juillet 2025"
  return lang === 'fr' && day === 1 ? text.replace(/^1 /, '1er ') : text;
}

/**
 * A legal page from its content: a short hero with the effective date, a table of contents and the
 * numbered parts of the legal text (each `##` heading of its Markdown).
 */
export function LegalPage({ rendered }: { rendered: RenderedPage }) {
  const { lang, t } = useTexts();
  const content = pageContent(rendered);
  const hero = content.section('hero', 'hero');
  const [legalSection] = content.ofKind('legal');
  const legal = legalSection ? content.legal(legalSection.id) : undefined;
  const parts = legal?.parts ?? [];
  return (
    <>
      <PageHero
        image={content.image('hero.image')}
        eyebrow={hero?.eyebrow}
        title={hero?.heading ?? ''}
        size="short"
      >
        {legalSection ? (
          <p>{t('Effective {date}', { date: formatEffectiveDate(legalSection.effective_date, lang) })}</p>
        ) : null}
      </PageHero>
      <StaticPart
        of={rendered}
        className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8 lg:py-20"
      >
        <nav aria-label={t('Contents')} className="lg:sticky lg:top-20 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-slate-600 uppercase">
            {t('Contents')}
          </h2>
          <ol className="mt-4 grid gap-1.5 text-sm">
            {parts.map((part, i) => (
              <li key={part.id}>
                <a href={`#${part.id}`} className="text-brand-900 underline-offset-4 hover:underline">
                  {i + 1}. {part.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal max-w-3xl">
          <Markdown className="text-lg" html={legal?.intro} />
          {parts.map((part, i) => (
            <section key={part.id} aria-labelledby={part.id}>
              <h2 id={part.id}>
                {i + 1}. {part.title}
              </h2>
              <Markdown html={part.html} />
            </section>
          ))}
        </article>
      </StaticPart>
      <StaticPart of={rendered} className="contents">
        <ExtraSections
          content={content}
          sections={content.others(['hero', ...(legalSection ? [legalSection.id] : [])])}
        />
      </StaticPart>
    </>
  );
}
