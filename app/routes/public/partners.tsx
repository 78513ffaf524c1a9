import { Link } from 'react-router';
import { ExternalIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload, type SceneName, sceneImage } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/partners';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('season-events')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: 'Partners',
    description: `Local businesses our guests love: massage therapy, guided hiking and the coffee shop we start our days at in ${site?.town ?? 'Revelstoke'}.`,
    path: '/partners',
  });
}

interface Partner {
  name: string;
  kind: string;
  description: string;
  url: string;
  scene: SceneName;
}

/** The three partner businesses (SPEC.md section 2); guests book them directly on their sites. */
const partners: Partner[] = [
  {
    name: 'Riverside Massage Therapy',
    kind: 'Massage therapy',
    description:
      'Registered massage therapists who know exactly what a week of deep snow does to your legs. Mobile treatments at your rental on request.',
    url: 'https://riversidemassage.example',
    scene: 'season-winter',
  },
  {
    name: 'Summit Trail Guides',
    kind: 'Guided hiking',
    description:
      'Small-group and private hikes in Mt. Revelstoke and Glacier national parks, from wildflower walks to big alpine days on the Asulkan.',
    url: 'https://summittrailguides.example',
    scene: 'season-summer',
  },
  {
    name: 'Woodstove Coffee Co.',
    kind: 'Coffee shop',
    description:
      'Our morning meeting room: carefully roasted beans, cardamom buns that vanish by ten and a sunny bench on the avenue.',
    url: 'https://woodstovecoffee.example',
    scene: 'season-food',
  },
];

export default function Partners() {
  const site = useSite();
  return (
    <>
      <PageHero scene="season-events" eyebrow="Partners" title="The locals we send our guests to">
        <p>Businesses we use ourselves and recommend without hesitation.</p>
      </PageHero>

      <section
        aria-labelledby="partner-list-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
      >
        <SectionHeading id="partner-list-heading" eyebrow="Our partners" title="Good people, close by">
          Mention you are staying with {site.name} when you book.
        </SectionHeading>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {partners.map((partner) => {
            const image = sceneImage(partner.scene);
            return (
              <li key={partner.name}>
                <article className="card flex h-full flex-col overflow-hidden">
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    width={image.width}
                    height={image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="aspect-[16/10] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-sm font-semibold tracking-widest text-alpenglow-700 uppercase">
                      {partner.kind}
                    </p>
                    <h3 className="mt-2 text-2xl font-semibold">{partner.name}</h3>
                    <p className="mt-3 leading-relaxed text-slate-700">{partner.description}</p>
                    <a
                      href={partner.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="btn-outline mt-6 self-start"
                    >
                      Visit {partner.name}
                      <ExternalIcon size={16} />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="become-partner-heading" className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-16 sm:px-6 md:grid-cols-[1.4fr_1fr] lg:px-8 lg:py-20">
          <div>
            <h2 id="become-partner-heading" className="text-3xl font-semibold text-white sm:text-4xl">
              Become a partner
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-brand-100">
              Run a local business our guests would love? Guides, rentals, restaurants, wellness, childcare:
              if you care about visitors as much as we do, we would like to hear from you.
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <Link to="/contact" className="btn-primary">
              Get in touch
            </Link>
            <a href={`mailto:${site.email}?subject=Partnership`} className="btn-light">
              Email us
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
