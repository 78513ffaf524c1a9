import { index, layout, type RouteConfigEntry } from '@react-router/dev/routes';
import { welcomeRoutes } from '../welcome/routes.ts';

/** Routes inside the main layout (header, page, footer). */
export const publicRoutes: RouteConfigEntry[] = [
  layout('routes/public/layout.tsx', [index('routes/public/home.tsx'), ...welcomeRoutes]),
];
