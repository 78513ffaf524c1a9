import { HomeownersPageView } from '../../components/public/pages/homeowners-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/homeowners';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/homeowners');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'homeowners');

export default function Homeowners({ loaderData }: Route.ComponentProps) {
  return <HomeownersPageView page={loaderData.page} />;
}
