import { EventsCalendar } from '../../components/events-calendar.tsx';
import { FeatureSection } from '../../components/feature-section.tsx';
import { ExternalIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useAnchorScroll } from '../../lib/use-anchor-scroll.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/revylife';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('season-summer')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const town = site?.town ?? 'Revelstoke';
  return pageMeta(site, {
    title: `Live the local life in ${town}`,
    description: `Winter and summer in ${town}, BC: skiing at Revelstoke Mountain Resort, hikes in Mt. Revelstoke National Park, Begbie Falls, the Columbia River, cafés and Street Fest.`,
    path: '/revylife',
  });
}

const sections = [
  { id: 'winter', label: 'Winter' },
  { id: 'summer', label: 'Summer' },
  { id: 'food', label: 'Food & drink' },
  { id: 'events', label: 'Events' },
] as const;

function ExternalLinks({ links }: { links: Array<{ href: string; label: string }> }) {
  return (
    <ul className="flex list-none flex-wrap gap-2 pl-0 pt-2">
      {links.map((link) => (
        <li key={link.href} className="mt-0">
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex no-underline min-h-10 items-center gap-1.5 rounded-full bg-white px-4 text-base shadow-sm ring-1 ring-stone hover:ring-brand-500"
          >
            {link.label} <ExternalIcon size={14} />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function RevyLife() {
  const site = useSite();
  useAnchorScroll();
  return (
    <>
      <PageHero scene="season-summer" eyebrow="Live the local life" title={`Four seasons of ${site.town}`}>
        <p>
          Locals call it Revy. Here is how we spend our days off, whatever the weather on the Selkirks is
          doing.
        </p>
      </PageHero>

      <nav aria-label="Seasons" className="sticky top-14 z-30 border-b border-stone bg-snow/95 backdrop-blur">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6 lg:px-8">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-100"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto grid max-w-7xl gap-24 px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <FeatureSection id="winter" eyebrow="Winter" title="Snow that keeps on coming" scene="season-winter">
          <p>
            Revelstoke Mountain Resort has the most lift-served vertical in North America, 1,713 metres of it,
            and the snow to match. Beyond the ropes, cat-skiing and heli-skiing operators reach deep into the
            Selkirks and Monashees.
          </p>
          <p>
            Prefer a slower pace? Skate-ski the Nordic trails on Mt. Macpherson, snowshoe through cedar
            forest, or soak in the hot tub while it snows. Heading into the backcountry? Check the avalanche
            forecast and the road over Rogers Pass first.
          </p>
          <ExternalLinks
            links={[
              { href: 'https://www.revelstokemountainresort.com', label: 'Revelstoke Mountain Resort' },
              { href: 'https://avalanche.ca', label: 'Avalanche Canada' },
              { href: 'https://www.drivebc.ca', label: 'DriveBC road conditions' },
            ]}
          />
        </FeatureSection>

        <FeatureSection
          id="summer"
          eyebrow="Summer"
          title="Meadows, waterfalls and warm lakes"
          scene="season-summer"
          reverse
        >
          <p>
            Drive the Meadows in the Sky Parkway to the top of Mt. Revelstoke National Park, where wildflowers
            carpet the summit in late July. Walk the Giant Cedars Boardwalk, cool off at Begbie Falls, or ride
            the flowy trails on Mt. Macpherson.
          </p>
          <p>
            The Columbia River runs right past downtown, ready for a paddle, and the Arrow Lakes stretch south
            with sandy beaches and evening swims. Back at the resort, the Pipe Mountain Coaster is a hit with
            every age.
          </p>
          <ExternalLinks
            links={[
              { href: 'https://parks.canada.ca/pn-np/bc/revelstoke', label: 'Mt. Revelstoke National Park' },
              { href: 'https://parks.canada.ca/pn-np/bc/glacier', label: 'Glacier National Park' },
              { href: 'https://bcparks.ca', label: 'BC Parks' },
            ]}
          />
        </FeatureSection>

        <FeatureSection
          id="food"
          eyebrow="Food & drink"
          title="Small town, serious appetite"
          scene="season-food"
        >
          <p>
            Mornings start on Mackenzie Avenue, with a flat white and whatever the bakery has just pulled from
            the oven. Lunch is a sandwich on a chairlift or a picnic at Williamson Lake. Dinner means local
            craft beer, wood-fired pizza, fresh pasta or a long table of friends in your rental's kitchen.
          </p>
          <p>
            On summer Saturdays the farmers' market fills Grizzly Plaza. Ask us for our current favourites: we
            eat out more than we should.
          </p>
          <ExternalLinks links={[{ href: 'https://seerevelstoke.com', label: 'Tourism Revelstoke' }]} />
        </FeatureSection>

        <FeatureSection
          id="events"
          eyebrow="Events"
          title="Something on every week"
          scene="season-events"
          reverse
        >
          <p>
            In July and August, Summer Street Fest brings free live music to Grizzly Plaza most evenings.
            Winter brings carnival weekends and opening-day celebrations at the resort, and the Revelstoke
            Railway Museum tells the story of the line that built the town, all year round.
          </p>
          <ExternalLinks
            links={[
              { href: 'https://seerevelstoke.com', label: 'What is on in Revelstoke' },
              { href: 'https://railwaymuseum.com', label: 'Revelstoke Railway Museum' },
            ]}
          />
        </FeatureSection>

        <section aria-labelledby="calendar-heading">
          <h2 id="calendar-heading" className="text-3xl font-semibold sm:text-4xl">
            Events calendar
          </h2>
          <div className="mt-8">
            <EventsCalendar calendarId={site.eventsCalendarId} />
          </div>
        </section>
      </div>
    </>
  );
}
