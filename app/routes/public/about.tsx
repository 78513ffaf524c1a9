import { AboutPageView } from '../../components/public/pages/about-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/about';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/about');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'about');

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPageView page={loaderData.page} />;
}
