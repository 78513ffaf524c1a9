import { Link } from 'react-router';
import { FeatureSection } from '../../components/feature-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { telHref } from '../../lib/phone.ts';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/homeowners';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('autumn-day')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const town = site?.town ?? 'Revelstoke';
  return pageMeta(site, {
    title: 'Homeowner Benefits',
    description: `Vacation rental management in ${town}: strategic pricing, a careful onboarding, five-star guest care and clear monthly accounting for your home.`,
    path: '/homeowners',
  });
}

export default function Homeowners() {
  const site = useSite();
  return (
    <>
      <PageHero
        scene="autumn-day"
        eyebrow="Homeowner benefits"
        title="Your home, earning well and cared for like ours"
      >
        <p>
          We manage a small number of homes in {site.town} so each one gets real attention: better reviews,
          steadier bookings and an owner who never has to field a 2 a.m. call.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-24 px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <FeatureSection
          id="strategic-pricing"
          eyebrow="Revenue"
          title="Strategic Pricing"
          scene="season-food"
        >
          <p>
            A powder week in February and a quiet Tuesday in November are not the same night. We price every
            date using local demand: resort opening and closing, long weekends, festivals, Rogers Pass
            closures and the summer rush to the national parks.
          </p>
          <p>
            Rates are reviewed every week, minimum stays adjust with the season, and you can block your own
            dates whenever you want to use the place yourself.
          </p>
        </FeatureSection>

        <FeatureSection
          id="onboarding"
          eyebrow="Getting started"
          title="Onboarding Process"
          scene="lake-golden"
          reverse
        >
          <p>From the first walk-through to the first guest usually takes three to four weeks:</p>
          <ul>
            <li>A visit and a frank assessment of what the home will earn and what it needs</li>
            <li>
              Help with the City of {site.town} business licence and the provincial short-term rental
              registration
            </li>
            <li>Professional photography and a listing written by people who know the neighbourhood</li>
            <li>Linens, kitchen kit, safety equipment and the small touches guests notice</li>
            <li>Your home's private guest welcome page, with access codes kept off public listings</li>
          </ul>
        </FeatureSection>

        <FeatureSection
          id="stays-to-stars"
          eyebrow="Guest care"
          title="From Stays to Stars"
          scene="season-winter"
        >
          <p>
            Five-star reviews are earned in the small things: a fast answer at 10 p.m., a driveway plowed
            before arrival, a spotless hot tub, a restaurant tip that makes someone's trip.
          </p>
          <p>
            Our guests are screened, greeted and looked after around the clock, and our cleaners and
            maintenance crew inspect your home after every stay, so small problems never become big ones.
          </p>
        </FeatureSection>

        <FeatureSection
          id="accounting"
          eyebrow="Clear numbers"
          title="Accounting"
          scene="spring-dawn"
          reverse
        >
          <p>
            Each month you receive a statement with every booking, every fee and every repair receipt,
            followed by a direct deposit. We remit the GST, PST and Municipal and Regional District Tax on
            your bookings, and at year end you get a summary ready for your accountant.
          </p>
          <p>No long contracts and no surprises: just numbers you can follow.</p>
        </FeatureSection>
      </div>

      <section aria-labelledby="owners-cta-heading" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="owners-cta-heading" className="text-3xl font-semibold text-white">
              Let's talk about your home
            </h2>
            <p className="mt-2 max-w-xl text-brand-100">
              Coffee is on us. Call{' '}
              <a className="font-semibold text-white underline" href={telHref(site.phone)}>
                {site.phone}
              </a>{' '}
              or send a note and we will set up a visit.
            </p>
          </div>
          <Link to="/contact" className="btn-primary">
            Contact us
          </Link>
        </div>
      </section>
    </>
  );
}
