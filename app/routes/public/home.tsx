import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactDetails } from '../../components/contact-details.tsx';
import { ContactForm } from '../../components/contact-form.tsx';
import { FeaturedList } from '../../components/featured-list.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { SeasonCards } from '../../components/season-cards.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { loadFailedMessage } from '../../lib/load-failure.ts';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload, sceneImage } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/home';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('hero-winter')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const town = site?.town ?? 'Revelstoke';
  return pageMeta(site, {
    title: `${site?.name ?? 'Selkirk Stays'} | Vacation rentals in ${town}, BC`,
    description: `Hand-picked vacation rental homes in ${town}, BC: ski-season chalets, lakeside cabins and downtown condos, cared for by a local team that answers the phone day and night.`,
    path: '/',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { featured: await context.data.findFeaturedProperties(), featuredError: null };
  } catch (error) {
    console.error(error);
    return { featured: [], featuredError: loadFailedMessage };
  }
}

const promises = [
  {
    title: 'Homes we would stay in ourselves',
    text: 'Every home is visited, photographed and stocked by our team: good beds, real kitchens, boot dryers by the door.',
  },
  {
    title: 'A local team, day and night',
    text: 'We live here. If the hot tub sulks at midnight or the road closes at Rogers Pass, a person answers.',
  },
  {
    title: 'Clear terms, no surprises',
    text: 'Straightforward prices and a plain-language cancellation policy, so you can plan your trip with confidence.',
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, featuredError } = loaderData;
  const site = useSite();
  const serviceImages = { guests: sceneImage('lake-golden'), owners: sceneImage('autumn-day') };

  return (
    <>
      <PageHero
        size="tall"
        scene="hero-winter"
        video={site.heroVideoUrls?.[0]}
        eyebrow={`${site.town}, British Columbia`}
        title="Your home base in the Selkirk Mountains"
      >
        <p>
          Powder mornings at the resort, lazy afternoons by the Columbia River and a warm, well-kept home to
          come back to. Hand-picked vacation rentals in {site.town}, cared for by people who live here.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/properties" className="btn-primary px-8 text-lg">
            View Rentals
          </Link>
          <Link to="/revylife" className="btn-light">
            Explore {site.town}
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="promises-heading" className="border-b border-stone bg-white">
        <h2 id="promises-heading" className="sr-only">
          Why stay with us
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
          {promises.map((p) => (
            <li key={p.title}>
              <h3 className="text-xl font-semibold">{p.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="featured-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
      >
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="featured-heading"
            eyebrow="Featured accommodations"
            title="Stays our guests rave about"
          >
            From slope-side chalets to quiet cabins on the river, these are the homes people rebook year after
            year.
          </SectionHeading>
          <Link to="/properties" className="btn-outline">
            See all rentals <ArrowRightIcon size={18} />
          </Link>
        </div>
        <div className="mt-12">
          <FeaturedList properties={featured} error={featuredError} />
        </div>
      </section>

      <SeasonCards videos={site.heroVideoUrls} />

      <section aria-labelledby="services-heading" className="bg-stone/50">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
          <SectionHeading
            id="services-heading"
            eyebrow="How we help"
            title="Looking after guests and homes"
          />
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            <ServiceBlurb
              image={serviceImages.guests}
              title="Guest services"
              to="/guest-services"
              action="Explore Guest Services"
            >
              A warm welcome, a spotless home and a local on call around the clock. Lift tickets, guides,
              dinner reservations or a stocked fridge on arrival: ask, and we will make it happen.
            </ServiceBlurb>
            <ServiceBlurb
              image={serviceImages.owners}
              title="Homeowner services"
              to="/homeowners"
              action="See Homeowner Benefits"
            >
              Own a home in {site.town}? We handle pricing, guests, cleaning, maintenance and the books, so
              your place earns well and is cared for like our own.
            </ServiceBlurb>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="contact-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
      >
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <SectionHeading id="contact-heading" eyebrow="Get in touch" title="Plan your stay with a local">
              Dates, dogs, a big group or a quiet week away: tell us what you have in mind and we will find
              the right home and answer within a day.
            </SectionHeading>
            <div className="mt-10">
              <ContactDetails site={site} />
            </div>
          </div>
          <div className="card p-6 sm:p-10">
            <ContactForm idPrefix="home-contact" />
          </div>
        </div>
      </section>
    </>
  );
}

function ServiceBlurb({
  image,
  title,
  to,
  action,
  children,
}: {
  image: ReturnType<typeof sceneImage>;
  title: string;
  to: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <article className="card flex flex-col overflow-hidden">
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 768px) 50vw, 100vw"
        width={image.width}
        height={image.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <h3 className="text-2xl font-semibold">{title}</h3>
        <p className="mt-3 leading-relaxed text-slate-700">{children}</p>
        <Link to={to} className="btn-dark mt-6 self-start">
          {action}
        </Link>
      </div>
    </article>
  );
}
