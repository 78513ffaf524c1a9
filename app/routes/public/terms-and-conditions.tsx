import { TermsAndConditionsPageView } from '../../components/public/pages/terms-and-conditions-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/terms-and-conditions';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/terms-and-conditions');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'terms-and-conditions');

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  return <TermsAndConditionsPageView page={loaderData.page} />;
}
