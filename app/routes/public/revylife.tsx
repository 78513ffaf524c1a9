import { LinkPills, pageContent } from '../../components/content.tsx';
import { EventsCalendar } from '../../components/events-calendar.tsx';
import { FeaturePage } from '../../components/feature-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/content-page.ts';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { useAnchorScroll } from '../../lib/use-anchor-scroll.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/revylife';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('season-summer')];

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/revylife');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'revylife');

export default function RevyLife({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  useAnchorScroll();
  const content = pageContent(loaderData.page);
  const features = content.ofKind('rich_text');
  const linksOf = (id: string) => content.section(`${id}-links`, 'links');
  return (
    <FeaturePage
      content={content}
      placed={features.map((f) => `${f.id}-links`)}
      between={
        <nav
          aria-label="Seasons"
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
              Events calendar
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
