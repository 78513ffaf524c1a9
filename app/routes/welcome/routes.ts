import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Guest login and welcome pages (inside the main layout). */
export const welcomeRoutes: RouteConfigEntry[] = [];
