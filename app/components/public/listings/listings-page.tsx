import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';
import { PageHero } from '../content/page-hero.tsx';
import { ArrowRightIcon } from '../site/icons.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';
import { ListingFilters } from './listing-filters.tsx';

/** The listing's frame: the hero, the filters over its edge, the results (`children`) and the call to action. */
export function ListingsPage({ children, today }: { children: ReactNode; today: string }) {
  const { town } = useSite();
  const { t } = useTexts();
  return (
    <>
      <PageHero
        scene="lake-golden"
        eyebrow={t('Stay in {town}', { town })}
        title={t('Vacation Rental Homes')}
        size="short"
        overlapped
      >
        <p>{t('Chalets by the gondola, cabins on the river and downtown lofts a short walk from coffee.')}</p>
      </PageHero>
      <section
        aria-labelledby="rentals-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16"
      >
        <h2 id="rentals-heading" className="sr-only">
          {t('Available homes')}
        </h2>
        <div className="-mt-24 relative sm:-mt-28">
          <ListingFilters today={today} />
        </div>
        <div className="mt-10">{children}</div>
      </section>
      <ListingsCallToAction />
    </>
  );
}

/** Guest services and homeowners: server HTML on the first page (ADR 0031). */
function ListingsCallToAction() {
  const { t, path, lang } = useTexts();
  return (
    <StaticPart
      of={lang}
      as="section"
      aria-labelledby="listings-cta-heading"
      className="bg-brand-900 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8 lg:py-20">
        <div>
          <h2 id="listings-cta-heading" className="text-3xl font-semibold text-white sm:text-4xl">
            {t('More than a place to sleep')}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-brand-100">
            {t(
              'Our guests get a local on call around the clock. And if you own a home in town, we would love to look after it for you.',
            )}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <Link to={path('/guest-services')} className="btn-primary justify-between">
            {t('Guest Services')} <ArrowRightIcon size={18} />
          </Link>
          <Link to={path('/homeowners')} className="btn-light justify-between">
            {t('Homeowner Benefits')} <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
    </StaticPart>
  );
}
