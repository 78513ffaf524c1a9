import { data } from 'react-router';
import { NotFound } from '../../components/public/site/not-found.tsx';
import { langFromMatches, pageMeta, siteFromMatches } from '../../lib/seo/seo.ts';
import { textsIn } from '../../lib/site/language.tsx';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/not-found';

export const handle = heroHandle;

/** Any path no other route matches: the not-found page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langFromMatches(matches);
  const { t } = textsIn(lang);
  return pageMeta(siteFromMatches(matches), {
    lang,
    title: t('Page not found'),
    description: t("The page you're looking for doesn't exist."),
    path: location.pathname,
    noindex: true,
  });
}

export default function NotFoundPage() {
  return <NotFound />;
}
