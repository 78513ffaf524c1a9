import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The back office: /login outside any layout, /admin/* inside the admin shell. */
export const adminRoutes: RouteConfigEntry[] = [];
