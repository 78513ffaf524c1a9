import { Link } from 'react-router';
import { FeatureSection } from '../../components/feature-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { telHref } from '../../lib/phone.ts';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/guest-services';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('season-food')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: 'Guest Services',
    description: `A local team on call 24/7, spotless homes, a personal welcome and concierge help with lift tickets, guides and dinner reservations in ${site?.town ?? 'Revelstoke'}.`,
    path: '/guest-services',
  });
}

export default function GuestServices() {
  const site = useSite();
  return (
    <>
      <PageHero
        scene="season-food"
        eyebrow="Guest services"
        title="Looked after from the first email to check-out"
      >
        <p>
          You came for the mountains. We take care of everything else, with a team that lives in {site.town}{' '}
          and picks up the phone.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-24 px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <FeatureSection id="service-24-7" eyebrow="Always on" title="24/7 Service" scene="valley-night">
          <p>
            A lost key at midnight, a breaker that trips during a storm, a question about the road over Rogers
            Pass at six in the morning: call us and a real person from our team answers, any hour of any day.
          </p>
          <p>
            We are based in town, minutes from every home we manage, so when something needs hands rather than
            advice, someone is on the way.
          </p>
          <p>
            Call or text <a href={telHref(site.phone)}>{site.phone}</a>.
          </p>
        </FeatureSection>

        <FeatureSection id="the-units" eyebrow="Our homes" title="The Units" scene="hero-winter" reverse>
          <p>
            We only take on homes we would happily book for our own families. Each one is inspected before
            every arrival and cleaned by the same local crews, season after season.
          </p>
          <ul>
            <li>Hotel-quality linens, towels and proper mattresses</li>
            <li>Kitchens with real knives, good pans and a coffee set-up worth waking up for</li>
            <li>Boot and glove dryers, ski storage and plenty of hooks for wet gear</li>
            <li>Fast Wi-Fi, a workspace in most homes and snow cleared before you arrive</li>
          </ul>
        </FeatureSection>

        <FeatureSection id="initial-welcome" eyebrow="Arrival" title="Initial Welcome" scene="spring-dawn">
          <p>
            A week before you arrive you get your private welcome page: door code, Wi-Fi, parking, garbage and
            recycling, hot tub notes and our favourite places nearby, all in one place on your phone.
          </p>
          <p>
            Arriving late after the drive from Kelowna or Calgary? Self check-in means no waiting. Prefer a
            walk-through? We will meet you at the door, show you how the fireplace works and point out the
            best sunset spot on the deck.
          </p>
        </FeatureSection>

        <FeatureSection
          id="concierge"
          eyebrow="Make it easy"
          title="Concierge Service"
          scene="season-winter"
          reverse
        >
          <p>Tell us what would make the trip, and we will line it up before you get here:</p>
          <ul>
            <li>Lift tickets, rentals and lessons at Revelstoke Mountain Resort</li>
            <li>Cat-skiing, heli-skiing and avalanche-savvy backcountry guides</li>
            <li>Guided hikes in Mt. Revelstoke and Glacier national parks</li>
            <li>A stocked fridge, a private chef night or a massage after a big day</li>
            <li>Dinner reservations on busy Saturday nights</li>
          </ul>
          <p>
            <Link to="/contact">Send us a message</Link> with your dates and wishes.
          </p>
        </FeatureSection>
      </div>
    </>
  );
}
