import type { RenderedPage } from '#common/site-content.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { ContentLink, pageContent } from '../content/content.tsx';
import { FeaturePage } from '../content/feature-page.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';

/** The homeowners page: a hero, the benefits as feature texts and a closing call to action. */
export function HomeownersPageView({ page }: { page: RenderedPage }) {
  const content = pageContent(page);
  const cta = content.section('owners-cta', 'hero');
  return (
    <FeaturePage
      content={content}
      placed={['owners-cta']}
      after={
        cta ? (
          <StaticPart
            of={page}
            as="section"
            aria-labelledby="owners-cta-heading"
            className="bg-brand-900 text-white"
          >
            <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
              <div>
                <h2 id="owners-cta-heading" className="text-3xl font-semibold text-white">
                  {cta.heading}
                </h2>
                <Markdown
                  className="mt-2 max-w-xl text-brand-100 [&_a]:font-semibold [&_a]:text-white [&_a]:underline"
                  html={content.html('owners-cta.text')}
                />
              </div>
              {cta.buttons.map((button) => (
                <ContentLink key={button.href + button.label} href={button.href} className="btn-primary">
                  {button.label}
                </ContentLink>
              ))}
            </div>
          </StaticPart>
        ) : null
      }
    />
  );
}
