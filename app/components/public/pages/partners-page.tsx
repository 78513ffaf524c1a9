import type { RenderedPage } from '#common/site-content.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { ContentLink, ExtraSections, markdownOf, pageContent, splitTagline } from '../content/content.tsx';
import { ContentCard } from '../content/content-card.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { SectionHeading } from '../content/section-heading.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';

/**
 * The Partners page (docs/spec.md section 2) from its content: the `hero`, the `partner-list` cards (each
 * card's first paragraph is the partner's trade, see splitTagline) and the `become-partner` invitation;
 * sections staff add follow.
 */
export function PartnersPageView({ page }: { page: RenderedPage }) {
  const content = pageContent(page);
  const hero = content.section('hero', 'hero');
  const list = content.section('partner-list', 'cards');
  const invitation = content.section('become-partner', 'hero');
  const placed = [hero, list, invitation].flatMap((s) => (s ? [s.id] : []));

  return (
    <>
      <PageHero image={content.image('hero.image')} eyebrow={hero?.eyebrow} title={hero?.heading ?? ''}>
        <Markdown html={content.html('hero.text')} />
      </PageHero>

      {list ? (
        <StaticPart
          of={page}
          as="section"
          aria-labelledby="partner-list-heading"
          className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
        >
          <SectionHeading id="partner-list-heading" eyebrow={list.eyebrow} title={list.heading}>
            {markdownOf(content, 'partner-list.intro')}
          </SectionHeading>
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {list.items.map((partner, i) => {
              const image = content.image(`partner-list.items.${i}.image`);
              const { tagline, body } = splitTagline(content.html(`partner-list.items.${i}.text`));
              return (
                <li key={partner.title}>
                  <ContentCard
                    image={image}
                    imageSizes="(min-width: 768px) 33vw, 100vw"
                    imageAspect="aspect-[16/10]"
                    taglineHtml={tagline}
                    title={partner.title}
                    html={body}
                    link={partner.link}
                    linkStyle="outline"
                  />
                </li>
              );
            })}
          </ul>
        </StaticPart>
      ) : null}

      {invitation ? (
        <StaticPart
          of={page}
          as="section"
          aria-labelledby="become-partner-heading"
          className="bg-brand-900 text-white"
        >
          <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-16 sm:px-6 md:grid-cols-[1.4fr_1fr] lg:px-8 lg:py-20">
            <div>
              <h2 id="become-partner-heading" className="text-3xl font-semibold text-white sm:text-4xl">
                {invitation.heading}
              </h2>
              <Markdown
                className="mt-4 max-w-xl text-lg leading-relaxed text-brand-100 [&_a]:font-semibold [&_a]:text-white [&_a]:underline"
                html={content.html('become-partner.text')}
              />
            </div>
            <div className="flex flex-wrap gap-3 md:justify-end">
              {invitation.buttons.map((button, i) => (
                <ContentLink
                  key={button.href + button.label}
                  href={button.href}
                  className={i === 0 ? 'btn-primary' : 'btn-light'}
                >
                  {button.label}
                </ContentLink>
              ))}
            </div>
          </div>
        </StaticPart>
      ) : null}

      <StaticPart of={page} className="contents">
        <ExtraSections content={content} sections={content.others(placed)} />
      </StaticPart>
    </>
  );
}
