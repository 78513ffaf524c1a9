import type { LoadContext } from '#common/load-context.ts';
import { addDays, addMonths, monthsAhead, todayIn } from '#common/site-dates.ts';
import {
  type FeaturedHomes,
  HomePageView,
  homeContactForm,
} from '../../components/public/pages/home-page.tsx';
import { cardData } from '../../lib/listings/property-facts.ts';
import { loadFailedMessage } from '../../lib/loading/load-failure.ts';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/home';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/');
}

/** The featured homes, or the empty list and the SPEC's failure message when they cannot be read. */
async function loadFeatured(context: LoadContext): Promise<FeaturedHomes> {
  try {
    return { properties: (await context.data.findFeaturedProperties()).map(cardData), error: null };
  } catch (error) {
    console.error(error);
    return { properties: [], error: loadFailedMessage };
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const [{ page }, featured] = await Promise.all([loadContentPage(context, 'home'), loadFeatured(context)]);
  const today = todayIn(context.site.timeZone);
  const searchDates = {
    firstCheckIn: today,
    lastCheckIn: addMonths(today, monthsAhead),
    firstCheckOut: addDays(today, 1),
  };
  return { page, featured, searchDates };
}

/** A client navigation fetches the contact form's code with the page's data, so the form renders with it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), homeContactForm.preload().catch(() => {})]);
  return data;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePageView
      page={loaderData.page}
      featured={loaderData.featured}
      searchDates={loaderData.searchDates}
    />
  );
}
