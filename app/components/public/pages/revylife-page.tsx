import type { RenderedPage } from '#common/site-content.ts';
import { useAnchorScroll } from '../../../lib/browser/use-anchor-scroll.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';
import { LinkPills, pageContent } from '../content/content.tsx';
import { EventsCalendar } from '../content/events-calendar.tsx';
import { FeaturePage } from '../content/feature-page.tsx';

/** RevyLife: a hero, the season navigation, a feature text per season with its links, the events calendar. */
export function RevylifePageView({ page }: { page: RenderedPage }) {
  const site = useSite();
  const { t } = useTexts();
  useAnchorScroll();
  const content = pageContent(page);
  const features = content.ofKind('rich_text');
  const linksOf = (id: string) => content.section(`${id}-links`, 'links');
  return (
    <FeaturePage
      content={content}
      placed={features.map((f) => `${f.id}-links`)}
      between={
        <nav
          aria-label={t('Seasons')}
          className="sticky top-14 z-30 border-b border-stone bg-snow/95 backdrop-blur"
        >
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6 lg:px-8">
            {features.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-100"
                >
                  {section.eyebrow ?? section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
      inFeature={(id) => {
        const links = linksOf(id);
        return links ? <LinkPills links={links.links} /> : null;
      }}
      after={
        <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8 lg:pb-28">
          <section aria-labelledby="calendar-heading">
            <h2 id="calendar-heading" className="text-3xl font-semibold sm:text-4xl">
              {t('Events calendar')}
            </h2>
            <div className="mt-8">
              <EventsCalendar calendarId={site.eventsCalendarId} />
            </div>
          </section>
        </div>
      }
    />
  );
}
