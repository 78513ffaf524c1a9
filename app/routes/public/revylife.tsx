import { RevylifePageView } from '../../components/public/pages/revylife-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/revylife';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/revylife');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'revylife');

export default function RevyLife({ loaderData }: Route.ComponentProps) {
  return <RevylifePageView page={loaderData.page} />;
}
