import { Link } from 'react-router';
import { PageHero } from '../../components/page-hero.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { TeamGrid, type TeamMember } from '../../components/team-grid.tsx';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/about';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('spring-dawn')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: 'About Us',
    description: `Meet the six partners behind ${site?.name ?? 'Selkirk Stays'}: locals who ski, hike, paddle and host in ${site?.town ?? 'Revelstoke'}, BC.`,
    path: '/about',
  });
}

const partners: TeamMember[] = [
  { name: 'Maren', role: 'Co-founder and operations', photo: '/images/team/maren.svg' },
  { name: 'Jonah', role: 'Guest experience', photo: '/images/team/jonah.svg' },
  { name: 'Priya', role: 'Owner relations and accounting', photo: '/images/team/priya.svg' },
  { name: 'Callum', role: 'Homes and maintenance', photo: '/images/team/callum.svg' },
  { name: 'Aiko', role: 'Photography and marketing', photo: '/images/team/aiko.svg' },
  { name: 'Theo', role: 'Concierge and local guide', photo: '/images/team/theo.svg' },
];

export default function About() {
  const site = useSite();
  return (
    <>
      <PageHero scene="spring-dawn" eyebrow="About us" title="Locals who love having company">
        <p>
          {site.name} started with one A-frame, a spare set of keys and a habit of leaving trail maps on the
          kitchen table.
        </p>
      </PageHero>

      <section
        aria-labelledby="story-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
      >
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <SectionHeading id="story-heading" eyebrow="Our story" title={`Rooted in ${site.town}`} />
          <div className="copy">
            <p>
              Most of us came to {site.town} for one winter and never left. Somewhere between the first powder
              day at the resort and the first summer evening on the Columbia River, it stopped being a trip
              and became home.
            </p>
            <p>
              Friends started asking where to stay, then neighbours started asking who could look after their
              places while they travelled. We said yes to both, one home at a time, and learned what makes a
              mountain stay feel easy: a warm entryway for wet boots, a host who answers, honest advice about
              the weather on the pass.
            </p>
            <p>
              Today we care for a small collection of homes across town, from Mackenzie Avenue lofts to cabins
              near the Illecillewaet. We still clean to our own standard, still answer our own phones, and
              still leave the trail maps out.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="partners-heading" className="bg-stone/50">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
          <SectionHeading id="partners-heading" eyebrow="The partners" title="Six people, one phone number">
            Between us we have skied every run on the mountain, guided in both national parks and fixed more
            hot tubs than we can count.
          </SectionHeading>
          <div className="mt-12">
            <TeamGrid members={partners} />
          </div>
          <div className="mt-14 flex flex-wrap gap-3">
            <Link to="/properties" className="btn-primary">
              Find your stay
            </Link>
            <Link to="/contact" className="btn-outline">
              Say hello
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
