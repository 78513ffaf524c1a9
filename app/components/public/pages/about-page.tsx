import type { RenderedPage } from '#common/site-content.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { ContentLink, ExtraSections, markdownOf, pageContent } from '../content/content.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { SectionHeading } from '../content/section-heading.tsx';
import { TeamGrid } from '../content/team-grid.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';

/**
 * The About page (docs/spec.md section 2) from its content: the `hero`, the `story` text, the `partners` team
 * (names revealed on scroll on phones) and the `next` buttons under it; sections staff add follow.
 */
export function AboutPageView({ page }: { page: RenderedPage }) {
  const content = pageContent(page);
  const hero = content.section('hero', 'hero');
  const story = content.section('story', 'rich_text');
  const team = content.section('partners', 'team');
  const next = content.section('next', 'links');
  const placed = [hero, story, team, next].flatMap((s) => (s ? [s.id] : []));

  return (
    <>
      <PageHero image={content.image('hero.image')} eyebrow={hero?.eyebrow} title={hero?.heading ?? ''}>
        <Markdown html={content.html('hero.text')} />
      </PageHero>

      {story ? (
        <StaticPart
          of={page}
          as="section"
          aria-labelledby="story-heading"
          className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
        >
          <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
            <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.heading} />
            <Markdown className="copy" html={content.html('story.body')} />
          </div>
        </StaticPart>
      ) : null}

      {team || next ? (
        <section aria-labelledby={team ? 'partners-heading' : undefined} className="bg-stone/50">
          <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
            {team ? (
              <>
                <SectionHeading id="partners-heading" eyebrow={team.eyebrow} title={team.heading}>
                  {markdownOf(content, 'partners.intro')}
                </SectionHeading>
                <div className="mt-12">
                  <TeamGrid
                    members={team.members.map((member, i) => ({
                      name: member.name,
                      role: member.role,
                      photo: content.image(`partners.members.${i}.photo`),
                      bio: content.html(`partners.members.${i}.bio`),
                    }))}
                  />
                </div>
              </>
            ) : null}
            {next?.links.length ? (
              <div className="mt-14 flex flex-wrap gap-3">
                {next.links.map((link, i) => (
                  <ContentLink
                    key={link.href + link.label}
                    href={link.href}
                    className={i === 0 ? 'btn-primary' : 'btn-outline'}
                  >
                    {link.label}
                  </ContentLink>
                ))}
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      <StaticPart of={page} className="contents">
        <ExtraSections content={content} sections={content.others(placed)} />
      </StaticPart>
    </>
  );
}
