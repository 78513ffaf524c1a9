import type { RouteConfig } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/routes.ts';
import { publicRoutes } from './routes/public/routes.ts';
import { welcomeRoutes } from './routes/welcome/routes.ts';

/** Public pages and guest welcome pages share the main layout; the back office has its own shell. */
export default [...adminRoutes, ...publicRoutes(welcomeRoutes)] satisfies RouteConfig;
