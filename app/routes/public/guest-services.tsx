import { GuestServicesPageView } from '../../components/public/pages/guest-services-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/guest-services';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/guest-services');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'guest-services');

export default function GuestServices({ loaderData }: Route.ComponentProps) {
  return <GuestServicesPageView page={loaderData.page} />;
}
