import type { ReactNode } from 'react';
import { PageHero } from './page-hero.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** SPEC.md section 9: the policies take effect on this date. */
export const policyEffectiveDate = 'July 1, 2025';

/** A legal page: a short hero, the effective date, a table of contents and numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero scene="season-winter" eyebrow="Legal" title={title} size="short">
        <p>Effective {policyEffectiveDate}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8 lg:py-20">
        <nav aria-label="Contents" className="lg:sticky lg:top-20 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-slate-600 uppercase">
            Contents
          </h2>
          <ol className="mt-4 grid gap-1.5 text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-900 underline-offset-4 hover:underline">
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal max-w-3xl">
          <div className="text-lg">{intro}</div>
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
