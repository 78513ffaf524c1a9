import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type {} from '../../app/load-context.ts';
import { adminCookie, guestCookie } from '../api/guards.ts';
import type { Config } from '../config.ts';
import { findFeaturedProperties, findProperty, listProperties } from '../domain/properties.ts';
import { findAdminSessionUser, findGuestSession } from '../domain/sessions.ts';
import { findWelcome } from '../domain/welcome-pages.ts';

export interface WebBuild {
  server: ServerBuild;
  /** Folder of the browser bundle (build/client). */
  clientDir: string;
}

/** Loads the production build made by `react-router build`. */
export async function loadWebBuild(buildDir: string): Promise<WebBuild> {
  const server = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
  return { server, clientDir: path.join(buildDir, 'client') };
}

/**
 * Serves the browser bundle (hashed assets cached for a year) and hands every other GET, HEAD and form
 * POST to React Router, with the domain layer in the load context.
 */
export const mountWeb: FastifyPluginAsync<{ build: WebBuild; config: Config }> = async (
  app,
  { build, config },
) => {
  await app.register(fastifyStatic, {
    root: build.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      const serviceWorker = filePath.endsWith('-sw.js');
      res.header(
        'cache-control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : serviceWorker
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const handle = createRequestHandler(build.server, 'production');
  const site = {
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

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const domain = app.domain;
    const context: AppLoadContext = {
      site,
      nonce: request.cspNonce,
      data: {
        listProperties: (filters) => listProperties(domain, filters),
        findFeaturedProperties: () => findFeaturedProperties(domain),
        findProperty: (id) => findProperty(domain, id),
        findWelcome: (id) => findWelcome(domain, id),
      },
      auth: {
        adminUser: () => findAdminSessionUser(domain, request.cookies[adminCookie]),
        guestSession: () => findGuestSession(domain, request.cookies[guestCookie]),
      },
      api: async (method, url, body) => {
        const res = await app.inject({
          method,
          url: `/api/v1${url}`,
          remoteAddress: request.ip,
          headers: {
            cookie: request.headers.cookie ?? '',
            'user-agent': request.headers['user-agent'] ?? '',
          },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const setCookie = res.headers['set-cookie'];
        return {
          status: res.statusCode,
          body: res.body ? safeJson(res.body) : null,
          setCookie:
            setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)],
        };
      },
    };
    const response = await handle(toWebRequest(request, reply, config.publicUrl), context);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  };
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string): Request {
  const origin = request.headers.host ? `${request.protocol}://${request.headers.host}` : publicUrl;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  // 'close' on the request fires as soon as its body has been read; only a response that closes before it
  // finished means the visitor went away.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}
