import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../guards.ts';
import { publicReadCache } from '../public-read-cache.ts';
import type { ApiOptions } from './api-options.ts';
import { authRoutes } from './auth.ts';
import { availabilityRoutes } from './availability.ts';
import { calendarRoutes } from './calendar.ts';
import { contentImageRoutes } from './content-images.ts';
import { enquiryRoutes } from './enquiries.ts';
import { propertyRoutes } from './properties.ts';
import { reviewRoutes } from './reviews.ts';
import { siteContentRoutes } from './site-content.ts';
import { stayRoutes } from './stays.ts';
import { userRoutes } from './users.ts';
import { welcomeRoutes } from './welcome.ts';

/**
 * The /api/v1 contract (ARCHITECTURE.md). Every route needs an admin session unless it declares
 * `config: { access: 'public' }` — a new route is protected by default.
 */
export const apiV1: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const cacheBytes = Math.round(app.domain.config.publicCache.renderBytes / 4);
  const answerFromCache = cacheBytes > 0 ? publicReadCache(app, cacheBytes) : undefined;
  app.addHook('onRoute', (route) => {
    // A public route states the session it reads, if any; otherwise the contract says none is needed.
    if (route.config?.access === 'public') {
      route.schema = { ...route.schema, security: route.schema?.security ?? [] };
      if (route.config.sharedRead && answerFromCache) {
        route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), answerFromCache];
      }
      return;
    }
    // onRequest, before the body is read or validated: a caller without a session gets 401, not a 400
    // that describes the input rules, and never makes the server parse (or store) an upload.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [async (request) => void (await requireAdmin(request)), ...existing];
    route.schema = { ...route.schema, security: [{ adminSession: [] }] };
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Only our own options go down: passing `options` whole would hand the children our `prefix` too.
  const own: ApiOptions = { limiters: options.limiters };
  await app.register(authRoutes, own);
  await app.register(userRoutes, own);
  await app.register(propertyRoutes, own);
  await app.register(availabilityRoutes, own);
  await app.register(welcomeRoutes, own);
  await app.register(stayRoutes, own);
  await app.register(enquiryRoutes, own);
  await app.register(calendarRoutes, own);
  await app.register(siteContentRoutes, own);
  await app.register(contentImageRoutes, own);
  await app.register(reviewRoutes, own);
};
