import type { FastifyPluginAsync } from 'fastify';
import { staffRoles } from '#common/auth.ts';
import { twoFactorSetupMessage } from '#common/two-factor.ts';
import { mustEnrolTwoFactor } from '../../domain/users/two-factor/two-factor.ts';
import { forbidden } from '../../http/http-errors.ts';
import { requireAdmin } from '../guards.ts';
import { publicReadCache } from '../public-read-cache.ts';
import type { ApiOptions } from './api-options.ts';
import { authRoutes } from './auth.ts';
import { availabilityRoutes } from './availability.ts';
import { bookingRoutes } from './bookings.ts';
import { calendarRoutes } from './calendar.ts';
import { contentImageRoutes } from './content-images.ts';
import { enquiryRoutes } from './enquiries.ts';
import { guestMessageRoutes } from './guest-messages.ts';
import { operationRoutes } from './operations.ts';
import { placeRoutes } from './places.ts';
import { pricingRoutes } from './pricing.ts';
import { propertyRoutes } from './properties.ts';
import { requestThreadRoutes } from './request-threads.ts';
import { reviewRoutes } from './reviews.ts';
import { errorSchema } from './schemas.ts';
import { siteContentRoutes } from './site-content.ts';
import { stayRequestRoutes } from './stay-requests.ts';
import { stayRoutes } from './stays.ts';
import { taskRoutes } from './tasks.ts';
import { twoFactorRoutes } from './two-factor.ts';
import { userRoutes } from './users.ts';
import { welcomeRoutes } from './welcome.ts';

/**
 * The /api/v1 contract (docs/api.md). Every route needs an admin session unless it declares
 * `config: { access: 'public' }` — a new route is protected by default — and a role it allows
 * (`config.roles`, by default admin and manager: a new route is closed to housekeeping by default).
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
    // A role the route does not name gets 403 here, server-side, whatever the back office shows.
    const allowed = route.config?.roles ?? staffRoles;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [
      async (request) => {
        const user = await requireAdmin(request);
        if (!allowed.includes(user.role)) throw forbidden(`The ${user.role} role cannot do this`);
        if (!route.config?.beforeTwoFactor && (await mustEnrolTwoFactor(app.domain, user)))
          throw forbidden(twoFactorSetupMessage);
      },
      ...existing,
    ];
    const response = route.schema?.response as Record<string, unknown> | undefined;
    route.schema = {
      ...route.schema,
      security: [{ adminSession: [] }],
      ...(response && !response[403] ? { response: { ...response, 403: errorSchema } } : {}),
    };
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Only our own options go down: passing `options` whole would hand the children our `prefix` too.
  const own: ApiOptions = { limiters: options.limiters };
  await app.register(authRoutes, own);
  await app.register(userRoutes, own);
  await app.register(twoFactorRoutes, own);
  await app.register(propertyRoutes, own);
  await app.register(availabilityRoutes, own);
  await app.register(pricingRoutes, own);
  await app.register(welcomeRoutes, own);
  await app.register(stayRoutes, own);
  await app.register(bookingRoutes, own);
  await app.register(operationRoutes, own);
  await app.register(enquiryRoutes, own);
  await app.register(calendarRoutes, own);
  await app.register(siteContentRoutes, own);
  await app.register(contentImageRoutes, own);
  await app.register(placeRoutes, own);
  await app.register(stayRequestRoutes, own);
  await app.register(requestThreadRoutes, own);
  await app.register(reviewRoutes, own);
  await app.register(guestMessageRoutes, own);
  await app.register(taskRoutes, own);
};
