import { index, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/public/home.tsx')] satisfies RouteConfig;
