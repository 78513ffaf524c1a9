import type { ReactNode } from 'react';
import { Markdown } from '../../ui/markdown.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';
import { ExtraSections, type PageContent } from './content.tsx';
import { FeatureSection } from './feature-section.tsx';
import { PageHero } from './page-hero.tsx';

/**
 * A content page of a hero and a column of feature texts (the page's rich-text sections) with pictures on
 * alternating sides: guest services, homeowner benefits, RevyLife. `between` comes after the hero,
 * `inFeature` adds to a feature (RevyLife's link pills), `after` closes the page; sections staff added that
 * none of these place follow at the end.
 */
export function FeaturePage({
  content,
  between,
  inFeature,
  after,
  placed = [],
}: {
  content: PageContent;
  between?: ReactNode;
  inFeature?: (id: string) => ReactNode;
  after?: ReactNode;
  /** ids of sections `between`, `inFeature` or `after` show */
  placed?: string[];
}) {
  const hero = content.section('hero', 'hero');
  const features = content.ofKind('rich_text');
  return (
    <>
      <PageHero image={content.image('hero.image')} eyebrow={hero?.eyebrow} title={hero?.heading ?? ''}>
        <Markdown html={content.html('hero.text')} />
      </PageHero>
      {between}
      <StaticPart
        of={content.source}
        className="mx-auto grid max-w-7xl gap-24 px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
      >
        {features.map((feature, i) => (
          <FeatureSection
            key={feature.id}
            id={feature.id}
            eyebrow={feature.eyebrow}
            title={feature.heading ?? ''}
            image={content.image(`${feature.id}.image`)}
            reverse={i % 2 === 1}
          >
            <Markdown className="copy" html={content.html(`${feature.id}.body`)} />
            {inFeature?.(feature.id)}
          </FeatureSection>
        ))}
      </StaticPart>
      {after}
      <StaticPart of={content.source} className="contents">
        <ExtraSections
          content={content}
          sections={content.others(['hero', ...features.map((f) => f.id), ...placed])}
        />
      </StaticPart>
    </>
  );
}
