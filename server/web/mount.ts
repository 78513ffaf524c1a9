import path from 'node:path';
import type {
  FastifyBaseLogger,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
} from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { langOfPath } from '#common/i18n/paths.ts';
import type {} from '#common/load-context.ts';
import type { Property } from '#common/property.ts';
import { siteDayOf } from '#common/site-dates.ts';
import type { Lang } from '#common/translations.ts';
import type { Config } from '../config.ts';
import { findAdminSessionUser, findGuestSession } from '../domain/access/sessions.ts';
import { readWelcomeFor, welcomeLangFor } from '../domain/access/welcome-access.ts';
import { getAvailability, siteToday } from '../domain/calendar/availability.ts';
import { renderPreview } from '../domain/content/page-preview.ts';
import { localiseSettings, readSiteSettings } from '../domain/content/site-content.ts';
import { findRenderedPage } from '../domain/content/site-content-render.ts';
import { settingsDefaults } from '../domain/content/site-content-seed.ts';
import type { Limiters } from '../domain/limits/limits.ts';
import { listStayRequests } from '../domain/messages/request-threads.ts';
import { readCancellation } from '../domain/pricing/rates.ts';
import { priceListedStays, priceStay } from '../domain/pricing/stay-prices.ts';
import {
  findFeaturedProperties,
  findProperty,
  listProperties,
  localiseProperty,
} from '../domain/properties/properties.ts';
import type { Visibility } from '../domain/properties/visibility.ts';
import { localiseWelcome } from '../domain/properties/welcome-translations.ts';
import { findReviewInvitation, listPropertyReviews } from '../domain/reviews/reviews.ts';
import { readBookingSettings } from '../domain/stays/booking-settings.ts';
import { guestBookingSummary } from '../domain/stays/stay-money.ts';
import { findEndOfStaySession } from '../domain/stays/stays.ts';
import { mustEnrolTwoFactor } from '../domain/users/two-factor/two-factor.ts';
import { adminCookie, guestCookie, visitorTokens } from '../http/cookies.ts';
import { httpErrorOf, unauthorized } from '../http/http-errors.ts';
import { apiAddressesAreNotPages } from '../http/not-found.ts';
import { isPrivatePage } from '../http/private-pages.ts';
import {
  missingCacheControl,
  RenderCache,
  renderCacheKey,
  type SharedPage,
  sendSharedPage,
  sharedPage,
} from '../http/render-cache.ts';
import { contentSecurityPolicy } from './csp.ts';
import { watchDatabase } from './database-watch.ts';
import { checkFormBody } from './form-body.ts';
import { guestSessionActions } from './guest-session-actions.ts';
import { pageBody } from './page-body.ts';
import { adminSessionActions, bookingRequestActions, enquiryActions, reviewActions } from './page-writes.ts';
import { allowSameOriginFramingIfAsked } from './same-origin-framing.ts';
import { staticFiles } from './static-files.ts';

/**
 * Where the pages come from: the production build made by `react-router build` (server bundle and the
 * folder of the browser bundle, build/client), or Vite's dev server (`npm run dev`), which builds both on
 * demand and reloads them on every edit.
 */
export type WebBuild =
  | { mode: 'production'; server: ServerBuild; clientDir: string }
  | { mode: 'development' };

/** Loads the production build made by `react-router build`. */
export async function loadWebBuild(buildDir: string): Promise<WebBuild> {
  const server = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
  return { mode: 'production', server, clientDir: path.join(buildDir, 'client') };
}

/**
 * Serves the browser bundle (precompressed, see static-files.ts) and hands every other GET (and so HEAD) and
 * form POST to React Router, with the domain layer in the load context.
 */
export const mountWeb: FastifyPluginAsync<{
  build: WebBuild;
  config: Config;
  limiters: Limiters;
}> = async (app, { build, config, limiters }) => {
  const logged = (serverBuild: ServerBuild) => withRequestLogging(serverBuild, app.log);
  let serverBuild: ServerBuild | (() => Promise<ServerBuild>);
  if (build.mode === 'development') {
    const loadDevBuild = (await import('./vite-dev.ts')).attachViteDevServer(app);
    serverBuild = async () => logged(await loadDevBuild());
  } else {
    serverBuild = logged(build.server);
  }
  if (build.mode === 'production') await app.register(staticFiles, { clientDir: build.clientDir });

  const handle = createRequestHandler(serverBuild, build.mode);
  const envSite = {
    ...config.site,
    publicUrl: config.publicUrl,
    gaMeasurementId: config.thirdParty.gaMeasurementId,
    contactWidgetUrl: config.thirdParty.contactWidgetUrl,
    eventsCalendarId: config.thirdParty.eventsCalendarId,
    heroVideoUrls: config.thirdParty.heroVideoUrls,
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  /**
   * The site settings for a page in `lang`: what staff edit (cached in memory until the public content
   * revision moves), their texts in French on French pages where given.
   */
  const siteSettings = async (lang: Lang): Promise<AppLoadContext['site']> => {
    const settings = localiseSettings(await readSiteSettings(app.domain, settingsDefaults(config)), lang);
    return {
      ...envSite,
      name: settings.brand_name,
      phone: settings.phone,
      email: settings.email,
      address: settings.office_address,
      developer: settings.developer_credit,
      afterHoursPhone: settings.after_hours_phone,
      footerBlurb: settings.footer_blurb,
      socialLinks: settings.social_links,
    };
  };

  /** Runs React Router for the request with the given load context; a database failure is thrown. */
  const run = async (webRequest: Request, context: AppLoadContext): Promise<Response> => {
    let databaseFailure: unknown;
    const noteDatabaseFailure = (error: unknown) => {
      databaseFailure ??= error;
    };
    const response = await handle(webRequest, watchDatabase(context, noteDatabaseFailure));
    // The one error handler answers 503 in the error shape, as for the API.
    if (databaseFailure) {
      await response.body?.cancel();
      throw databaseFailure;
    }
    return response;
  };
  /**
   * The reads every page may make, the same for every visitor (welcome pages are not: see welcomeFor), in
   * the page's language.
   */
  const data = (
    lang: Lang,
    homeVisibility: () => Promise<Visibility> = anonymous,
  ): AppLoadContext['data'] => {
    const domain = app.domain;
    const inLang = (property: Property) => localiseProperty(property, lang);
    return {
      listProperties: async (filters) => (await listProperties(domain, filters)).map(inLang),
      findFeaturedProperties: async () => (await findFeaturedProperties(domain)).map(inLang),
      findProperty: async (id) => {
        const property = await findProperty(domain, id, await homeVisibility());
        return property && inLang(property);
      },
      findGuideProperty: async (id) => {
        const property = await findProperty(domain, id, 'staff');
        return property && inLang(property);
      },
      availability: async (id, from, to) => {
        try {
          const { blocked, minimum_nights } = await getAvailability(
            domain,
            id,
            { from, to },
            await homeVisibility(),
          );
          return { from, to, today: siteToday(domain), minimum_nights, blocked };
        } catch (error) {
          if (httpErrorOf(error)?.status === 404) return null;
          throw error;
        }
      },
      priceStay: (id, stay) => priceStay(domain, id, stay),
      priceListedStays: (homes, stay) => priceListedStays(domain, homes, stay),
      cancellationPolicy: () => readCancellation(domain),
      requestHoldHours: async () => (await readBookingSettings(domain)).request_hold_hours,
      findPublishedPage: (slug) => findRenderedPage(domain, slug, lang),
      propertyReviews: (id, page) => listPropertyReviews(domain, id, page).catch(nullWhenNotFound),
      reviewInvitation: (token) => findReviewInvitation(domain, token),
      // a shared (cached) render is anonymous: it never shows a welcome page
      welcome: async () => ({ access: 'denied' }),
    };
  };

  /**
   * Whether this request's visitor sees draft homes (issue 40, item 5): staff with a session preview a
   * draft's page. Only `render` (one visitor, never cached) asks; the shared render is always anonymous, so
   * a preview can never be stored in the render cache or served to visitors (ADR 0042).
   */
  const homeVisibilityFor = (request: FastifyRequest) => async (): Promise<Visibility> =>
    request.cookies[adminCookie] !== undefined &&
    (await findAdminSessionUser(app.domain, request.cookies[adminCookie]))
      ? 'staff'
      : 'published';

  /** The welcome page as the visitor of this request may see it (the domain's access rule decides). */
  const welcomeFor =
    (request: FastifyRequest): AppLoadContext['data']['welcome'] =>
    async (id, choice) => {
      const access = await readWelcomeFor(app.domain, id, visitorTokens(request));
      switch (access.kind) {
        case 'granted': {
          const lang = welcomeLangFor(access.viewer, choice);
          // a stay's own guest only: staff and property-password guests have no stay here
          const stayId = access.viewer.kind === 'guest' ? access.viewer.session.stayId : null;
          return {
            access: 'granted',
            welcome: await localiseWelcome(app.domain, access.welcome, lang),
            lang,
            guestExpiresAt: access.viewer.kind === 'guest' ? access.viewer.session.expiresAt : null,
            requests: stayId !== null ? await listStayRequests(app.domain, stayId) : [],
            booking: stayId !== null ? await guestBookingSummary(app.domain, stayId, lang) : null,
          };
        }
        case 'no-page':
          return { access: 'no-page' };
        default:
          return { access: 'denied' };
      }
    };

  /** The editor's preview of a page, for this request's admin only. */
  const previewFor =
    (request: FastifyRequest): AppLoadContext['admin']['previewPage'] =>
    async (slug, source, lang) => {
      const domain = app.domain;
      if (!(await findAdminSessionUser(domain, request.cookies[adminCookie]))) throw unauthorized();
      return renderPreview(domain, slug, source, lang);
    };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'POST') await checkFormBody(request);
    const domain = app.domain;
    const lang = langOfPath(request.url.split('?')[0] ?? '/');
    const context: AppLoadContext = {
      lang,
      site: await siteSettings(lang),
      nonce: request.cspNonce,
      data: { ...data(lang, homeVisibilityFor(request)), welcome: welcomeFor(request) },
      auth: {
        adminUser: () => findAdminSessionUser(domain, request.cookies[adminCookie]),
        mustEnrolTwoFactor: (user) => mustEnrolTwoFactor(domain, user),
        guestSession: () => findGuestSession(domain, request.cookies[guestCookie]),
        endedStay: () => findEndOfStaySession(domain, request.cookies[guestCookie]),
      },
      guest: guestSessionActions(request, reply, limiters),
      admin: { ...adminSessionActions(request, reply), previewPage: previewFor(request) },
      enquiries: enquiryActions(request, reply, limiters),
      bookings: bookingRequestActions(request, reply, limiters),
      reviews: reviewActions(domain),
    };
    const response = await run(toWebRequest(request, reply, config.publicUrl), context);
    if (response.status >= 500) request.log.error({ statusCode: response.status }, 'page failed');
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    allowSameOriginFramingIfAsked(reply, response.headers.get('x-frame-options'));
    // Private pages show who is signed in and what they may see: never kept by any cache. The welcome and
    // review pages say so themselves (private, no-store); the others get no-store here.
    if (isPrivatePage(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // no body (a redirect, 204, 304): an empty answer, not JSON `null`
    return response.body ? reply.send(pageBody(response.body, request.log)) : reply.send();
  };

  /**
   * The render for the cache: one document for every anonymous visitor. Nothing of the request that asked
   * goes in: the site's own origin rather than the Host header, no cookies or other headers, no sessions, no
   * nonce (the page's CSP lists its inline scripts' hashes instead), and no abort when that visitor leaves,
   * since others may be waiting for the same render.
   */
  const renderShared = async (key: string, request: FastifyRequest): Promise<SharedPage> => {
    const lang = langOfPath(key.split('?')[0] ?? '/');
    const context: AppLoadContext = {
      lang,
      site: await siteSettings(lang),
      nonce: '',
      data: data(lang),
      auth: {
        adminUser: async () => null,
        mustEnrolTwoFactor: async () => false,
        guestSession: async () => null,
        endedStay: async () => null,
      },
      // only GET and HEAD are rendered for the cache: no form post reaches these
      guest: {
        login: async () => ({ ok: false, status: 400, message: 'Not available here' }),
        openStay: async () => ({ ok: false, end: 'revoked' }),
        sendRequest: async () => ({ ok: false, status: 400, message: 'Not available here' }),
        replyToRequest: async () => ({ ok: false, status: 400, message: 'Not available here' }),
        logout: async () => {},
      },
      admin: { logout: async () => {}, previewPage: async () => null },
      enquiries: { send: async () => ({ ok: false, status: 400, message: 'Not available here' }) },
      bookings: { request: async () => ({ ok: false, status: 400, message: 'Not available here' }) },
      reviews: { submit: async () => ({ ok: false, status: 400, message: 'Not available here' }) },
    };
    const webRequest = new Request(pageUrl(new URL(config.publicUrl).origin, key), {
      headers: { accept: 'text/html', 'x-request-id': request.id },
    });
    const response = await run(webRequest, context);
    if (response.status >= 500) request.log.error({ statusCode: response.status }, 'page failed');
    return sharedPage(response, (hashes) => contentSecurityPolicy(config, { hashes }));
  };

  const cache =
    build.mode === 'production' && config.publicCache.renderBytes > 0
      ? new RenderCache(config.publicCache.renderBytes)
      : undefined;
  const siteDay = siteDayOf(config.site.timeZone);
  // the hits answered before the other hooks: a kept page while the revision is known without a read
  if (cache) {
    app.renderCacheHits.serveFrom((path) => {
      const revision = app.publicRevision.current();
      return typeof revision === 'number'
        ? cache.get(`${siteDay(app.domain.now())} ${path}`, revision)
        : undefined;
    });
  }

  /**
   * Anonymous public pages come from the render cache (server/web/render-cache.ts), kept per content
   * revision and per day in the site's zone (pages show "today"); everything else is rendered per request.
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = cache ? renderCacheKey(request) : undefined;
    if (!cache || path === undefined) return render(request, reply);
    const key = `${siteDay(app.domain.now())} ${path}`;
    const revision = await app.publicRevision.current();
    const kept = cache.get(key, revision);
    if (kept) {
      app.renderCacheHits.remember(request, kept);
      return sendSharedPage(request, reply, kept, 'hit');
    }
    const page = await cache.fill(key, revision, () => renderShared(path, request));
    return sendSharedPage(request, reply, page, 'miss');
  };
  // Pages, not API operations: kept out of the OpenAPI document. HEAD is added to every GET route and runs
  // its whole pipeline (server/head-requests.ts).
  const schema = { hide: true };
  const onSend = missingPageNotKept;
  const onRequest = apiAddressesAreNotPages;
  app.route({ method: ['GET', 'POST'], url: '/*', schema, onRequest, onSend, handler: answer });
  app.route({ method: 'GET', url: '/', schema, onSend, handler: answer });
};

/** A 404 page, rendered or from the render cache, unless its route said otherwise: see missingCacheControl. */
const missingPageNotKept: onSendHookHandler = (_request, reply, payload, done) => {
  if (reply.statusCode === 404 && !reply.hasHeader('cache-control'))
    reply.header('cache-control', missingCacheControl);
  done(null, payload);
};

/** The shared render's visitor: no session, so no draft homes. */
const anonymous = async (): Promise<Visibility> => 'published';

const nullWhenNotFound = (error: unknown) => {
  if (httpErrorOf(error)?.status === 404) return null;
  throw error;
};

/**
 * React Router reports loader, action and render errors to the entry's `handleError`; by default that is
 * `console.error`, without the request id. This one logs them with it: the id travels in the
 * `x-request-id` header, which survives the copies React Router makes of the request.
 */
function withRequestLogging(build: ServerBuild, log: FastifyBaseLogger): ServerBuild {
  return {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...build.entry.module,
        handleError: (error, args) => {
          if (args.request.signal.aborted) return;
          log.error({ reqId: args.request.headers.get('x-request-id'), err: error }, 'page error');
        },
      },
    },
  };
}

/** A Host header that is a host name or address and maybe a port, nothing more (no path, no spaces). */
const plainHost = /^(?:[\w.~-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The URL of a page: the origin with the path appended, never the path resolved against the origin, in which
 * a path like `//x` names a host (server/request-target.ts answers those before any route runs).
 */
const pageUrl = (origin: string, path: string) => new URL(`${origin}${path}`);

/** The origin the visitor asked for; an odd Host header (a space, a path, port 99999) gives the site's own. */
function requestOrigin(request: FastifyRequest, publicUrl: string): string {
  const { host } = request.headers;
  const origin = `${request.protocol}://${host}`;
  const usable =
    host !== undefined &&
    plainHost.test(host) &&
    (request.protocol === 'http' || request.protocol === 'https') &&
    URL.canParse(origin);
  return usable ? origin : new URL(publicUrl).origin;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string): Request {
  const origin = requestOrigin(request, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set('x-request-id', request.id);
  // A HEAD renders as the GET it stands for: React Router's own HEAD answer has a null body and no
  // document headers, which reached reply.send(null) and went out as JSON `null` (application/json,
  // 4 bytes). Node's HTTP server leaves the rendered body out of a HEAD answer.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const controller = new AbortController();
  // 'close' on the request fires as soon as its body has been read; only a response that closes before it
  // finished means the visitor went away.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = method !== 'GET' && Buffer.isBuffer(request.body);
  return new Request(pageUrl(origin, request.url), {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}
