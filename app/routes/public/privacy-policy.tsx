import { PrivacyPolicyPageView } from '../../components/public/pages/privacy-policy-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/privacy-policy';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/privacy-policy');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'privacy-policy');

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPageView page={loaderData.page} />;
}
