import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Guest login and welcome pages (inside the main layout). */
export const welcomeRoutes: RouteConfigEntry[] = [
  route('welcome', 'routes/welcome/missing-id.tsx'),
  route('welcome/:id/login', 'routes/welcome/login.tsx'),
  route('welcome/:id/leave', 'routes/welcome/leave.ts'),
  route('welcome/:id/s/:token', 'routes/welcome/stay-link.ts'),
  route('welcome/:id', 'routes/welcome/welcome-page.tsx'),
];
