import type { RenderedPage } from '#common/site-content.ts';
import type { PropertyCardData } from '../../../lib/listings/property-facts.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { ContactDetails } from '../contact/contact-details.tsx';
import { ContactForm } from '../contact/contact-form.tsx';
import { useContactPost } from '../contact/use-contact-post.ts';
import { ContentLink, ExtraSections, markdownOf, pageContent } from '../content/content.tsx';
import { ContentCard } from '../content/content-card.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { placeholderImage } from '../content/responsive-image.tsx';
import { SeasonCards } from '../content/season-cards.tsx';
import { SectionHeading } from '../content/section-heading.tsx';
import { FeaturedList } from '../listings/featured-list.tsx';
import { HomeSearch, type HomeSearchDates } from '../listings/home-search.tsx';
import { ArrowRightIcon } from '../site/icons.tsx';
import { HydrateWhenNear, hydrateWhenNear } from '../static-parts/hydrate-when-near.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';

/**
 * The contact form at the foot of the home page, hydrated as the visitor nears it: its code (with Conform
 * and the modal) is not part of the home page's first load. The page holds its post (useContactPost): the
 * island has no React Router of its own.
 */
export const homeContactForm = hydrateWhenNear(
  'home-contact',
  import.meta.env.SSR ? ContactForm : () => import('../contact/contact-form.tsx').then((m) => m.ContactForm),
);

/** The featured homes the home page's loader found, or why it could not. */
export interface FeaturedHomes {
  properties: PropertyCardData[];
  error: string | null;
}

/**
 * The home page (docs/spec.md section 2) from its content: the `hero`, the `promises` cards, the `featured`
 * heading above the featured homes, the `seasons` cards, the `services` blurbs and the `contact` heading
 * beside the contact form; sections staff add follow. The featured homes and the contact form are data and
 * a form, not copy: they stay when their heading section is removed. Without `featured` (the editor's
 * preview) the featured homes are left out and only their heading shows.
 */
export function HomePageView({
  page,
  featured,
  searchDates,
}: {
  page: RenderedPage;
  featured?: FeaturedHomes;
  /** The dates the home search offers (the editor's preview has no search) */
  searchDates?: HomeSearchDates;
}) {
  const site = useSite();
  const { lang, t } = useTexts();
  const contactPost = useContactPost();
  const content = pageContent(page);
  const hero = content.section('hero', 'hero');
  const promises = content.section('promises', 'cards');
  // a hero since the "See all rentals" button (pages seeded before it have a rich text: no button)
  const featuredIntro = content.section('featured', 'hero') ?? content.section('featured', 'rich_text');
  const seasons = content.section('seasons', 'cards');
  const services = content.section('services', 'cards');
  const contact = content.section('contact', 'rich_text');
  const placed = [hero, promises, featuredIntro, seasons, services, contact].flatMap((s) =>
    s ? [s.id] : [],
  );

  return (
    <>
      <PageHero
        size="tall"
        image={content.image('hero.image')}
        video={site.heroVideoUrls?.[0]}
        eyebrow={hero?.eyebrow}
        title={hero?.heading ?? ''}
      >
        <Markdown html={content.html('hero.text')} />
        {searchDates ? <HomeSearch dates={searchDates} /> : null}
        {hero?.buttons.length ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {hero.buttons.map((button, i) => (
              <ContentLink
                key={button.href + button.label}
                href={button.href}
                className={i === 0 ? 'btn-primary px-8 text-lg' : 'btn-light'}
              >
                {button.label}
              </ContentLink>
            ))}
          </div>
        ) : null}
      </PageHero>

      {promises ? (
        <StaticPart
          of={page}
          as="section"
          aria-labelledby="promises-heading"
          className="border-b border-stone bg-white"
        >
          <h2 id="promises-heading" className="sr-only">
            {promises.heading}
          </h2>
          <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
            {promises.items.map((item, i) => (
              <li key={item.title}>
                <h3 className="text-xl font-semibold">{item.title}</h3>
                <Markdown
                  className="mt-2 leading-relaxed text-slate-700"
                  html={content.html(`promises.items.${i}.text`)}
                />
              </li>
            ))}
          </ul>
        </StaticPart>
      ) : null}

      <StaticPart
        of={page}
        as="section"
        fallbackImage={placeholderImage}
        aria-labelledby={featuredIntro ? 'featured-heading' : undefined}
        className="render-when-near mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
      >
        {featuredIntro ? (
          <div className="mb-12 flex flex-wrap items-end justify-between gap-6">
            <SectionHeading
              id="featured-heading"
              eyebrow={featuredIntro.eyebrow}
              title={featuredIntro.heading}
            >
              {markdownOf(content, featuredIntro.kind === 'hero' ? 'featured.text' : 'featured.body')}
            </SectionHeading>
            {featuredIntro.kind === 'hero'
              ? featuredIntro.buttons.map((button) => (
                  <ContentLink key={button.href + button.label} href={button.href} className="btn-outline">
                    {button.label} <ArrowRightIcon size={18} />
                  </ContentLink>
                ))
              : null}
          </div>
        ) : null}
        {featured ? <FeaturedList properties={featured.properties} error={featured.error} /> : null}
      </StaticPart>

      {seasons ? <SeasonCards section={seasons} content={content} videos={site.heroVideoUrls} /> : null}

      {services ? (
        <StaticPart
          of={page}
          as="section"
          aria-labelledby="services-heading"
          className="render-when-near bg-stone/50"
        >
          <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
            <SectionHeading id="services-heading" eyebrow={services.eyebrow} title={services.heading}>
              {markdownOf(content, 'services.intro')}
            </SectionHeading>
            <div className="mt-12 grid gap-8 md:grid-cols-2">
              {services.items.map((item, i) => (
                <ContentCard
                  key={item.title}
                  image={content.image(`services.items.${i}.image`)}
                  imageSizes="(min-width: 768px) 50vw, 100vw"
                  imageAspect="aspect-[16/9]"
                  title={item.title}
                  html={content.html(`services.items.${i}.text`)}
                  link={item.link}
                  linkStyle="dark"
                />
              ))}
            </div>
          </div>
        </StaticPart>
      ) : null}

      <section
        aria-labelledby={contact ? 'contact-heading' : undefined}
        aria-label={contact ? undefined : t('Contact us')}
        className="render-when-near mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
      >
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <StaticPart of={page}>
            {contact ? (
              <div className="mb-10">
                <SectionHeading id="contact-heading" eyebrow={contact.eyebrow} title={contact.heading}>
                  {markdownOf(content, 'contact.body')}
                </SectionHeading>
              </div>
            ) : null}
            <ContactDetails site={site} />
          </StaticPart>
          <div className="card p-6 sm:p-10">
            <HydrateWhenNear part={homeContactForm} idPrefix="home-contact" lang={lang} {...contactPost} />
          </div>
        </div>
      </section>

      <StaticPart of={page} className="contents">
        <ExtraSections content={content} sections={content.others(placed)} />
      </StaticPart>
    </>
  );
}
