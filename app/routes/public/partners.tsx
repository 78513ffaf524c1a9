import { PartnersPageView } from '../../components/public/pages/partners-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/partners';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/partners');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'partners');

export default function Partners({ loaderData }: Route.ComponentProps) {
  return <PartnersPageView page={loaderData.page} />;
}
