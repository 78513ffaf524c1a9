import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { welcomeRoutes } from '../welcome/routes.ts';

/** The public site (docs/spec.md section 2): pages inside the main layout, plus the crawler files. */
export const publicRoutes: RouteConfigEntry[] = [
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),
  route('homeowner-benefits', 'routes/public/homeowner-benefits.ts'),
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('properties', 'routes/public/properties.tsx'),
    route('property/:id?', 'routes/public/property.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('partners', 'routes/public/partners.tsx'),
    route('guest-services', 'routes/public/guest-services.tsx'),
    route('homeowners', 'routes/public/homeowners.tsx'),
    route('revylife', 'routes/public/revylife.tsx'),
    route('privacy-policy', 'routes/public/privacy-policy.tsx'),
    route('terms-and-conditions', 'routes/public/terms-and-conditions.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('review/:token', 'routes/public/review.tsx'),
    ...welcomeRoutes,
    route('*', 'routes/public/not-found.tsx'),
  ]),
];
