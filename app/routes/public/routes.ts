import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * The travellers' pages in one language: English at the site's addresses, French the same under `/fr`
 * (issue 28). The French routes are the same modules under ids of their own.
 */
function travellerPages(lang: 'en' | 'fr'): RouteConfigEntry[] {
  const prefix = lang === 'fr' ? 'fr/' : '';
  const page = (path: string, file: string) =>
    lang === 'fr' ? route(`${prefix}${path}`, file, { id: `fr/${file}` }) : route(path, file);
  return [
    lang === 'fr'
      ? route('fr', 'routes/public/home.tsx', { id: 'fr/routes/public/home.tsx' })
      : index('routes/public/home.tsx'),
    page('properties', 'routes/public/properties.tsx'),
    page('property/:id?', 'routes/public/property.tsx'),
    page('property/:id/request', 'routes/public/booking-request.tsx'),
    page('about', 'routes/public/about.tsx'),
    page('partners', 'routes/public/partners.tsx'),
    page('guest-services', 'routes/public/guest-services.tsx'),
    page('homeowners', 'routes/public/homeowners.tsx'),
    page('revylife', 'routes/public/revylife.tsx'),
    page('privacy-policy', 'routes/public/privacy-policy.tsx'),
    page('terms-and-conditions', 'routes/public/terms-and-conditions.tsx'),
    page('contact', 'routes/public/contact.tsx'),
    page('review/:token', 'routes/public/review.tsx'),
  ];
}

/**
 * The public site (docs/spec.md section 2): pages inside the main layout, plus the crawler files. The main
 * layout also holds `inLayout`, the guest welcome pages (app/routes.ts puts the rooms together).
 */
export const publicRoutes = (inLayout: RouteConfigEntry[]): RouteConfigEntry[] => [
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),
  route('homeowner-benefits', 'routes/public/homeowner-benefits.ts'),
  layout('routes/public/layout.tsx', [
    ...travellerPages('en'),
    ...travellerPages('fr'),
    ...inLayout,
    route('fr/*', 'routes/public/not-found.tsx', { id: 'fr/routes/public/not-found.tsx' }),
    route('*', 'routes/public/not-found.tsx'),
  ]),
];
