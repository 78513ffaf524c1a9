import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../guards.ts';
import type { Limiters } from '../limiters.ts';
import { authRoutes } from './auth.ts';
import { enquiryRoutes } from './enquiries.ts';
import { propertyRoutes } from './properties.ts';
import { userRoutes } from './users.ts';
import { welcomeRoutes } from './welcome.ts';

export interface ApiOptions {
  limiters: Limiters;
}

/**
 * The /api/v1 contract (ARCHITECTURE.md). Every route needs an admin session unless it declares
 * `config: { access: 'public' }` — a new route is protected by default.
 */
export const apiV1: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.access === 'public') return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [async (request) => void (await requireAdmin(request)), ...existing];
    route.schema = { ...route.schema, security: [{ adminSession: [] }] };
  });
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(authRoutes, options);
  await app.register(userRoutes, options);
  await app.register(propertyRoutes, options);
  await app.register(welcomeRoutes, options);
  await app.register(enquiryRoutes, options);
};
