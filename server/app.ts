import { randomBytes, randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { calendarExport } from './api/calendar-export.ts';
import { checkContentType } from './api/content-type.ts';
import { imageFiles } from './api/image-files.ts';
import { apiV1 } from './api/v1/index.ts';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { Db } from './db/connect.ts';
import { databaseUnavailableMessage, isDatabaseUnavailable } from './db/unavailable.ts';
import { CalendarSync, type SyncOptions } from './domain/calendar/calendar-sync.ts';
import { ImageStore } from './domain/images/images.ts';
import { type AttemptStore, MemoryAttemptStore } from './domain/limits/attempt-limiter.ts';
import { createLimiters, type LimitOverrides } from './domain/limits/limits.ts';
import { BookingMailer, type BookingMailerOptions } from './domain/messages/booking-mailer.ts';
import { EnquiryMailer, type EnquiryMailerOptions } from './domain/messages/enquiry-mailer.ts';
import { GuestMailer, type GuestMailerOptions } from './domain/messages/guest-mailer.ts';
import { RequestReplyMailer } from './domain/messages/request-reply-mailer.ts';
import type { DomainContext } from './domain/shared/context.ts';
import { PublicRevisionWatch } from './domain/shared/public-content.ts';
import { isCrossSite } from './http/cross-site.ts';
import { answerHeadLikeGet } from './http/head-requests.ts';
import { HttpError, httpErrorOf } from './http/http-errors.ts';
import { fastifyTimeoutOptions, type HttpTimeouts, httpTimeouts } from './http/http-timeouts.ts';
import { type LogStream, logOptions } from './http/log-options.ts';
import { sendNotFound } from './http/not-found.ts';
import { sendRetryAfter } from './http/refusals.ts';
import { missingCacheControl } from './http/render-cache.ts';
import { RenderCacheHits } from './http/render-cache-hits.ts';
import { answerOddRequestTargets } from './http/request-target.ts';
import { guardConnections, trustedPeer } from './http/slow-readers.ts';
import { RedisAttemptStore } from './infra/redis-attempt-store.ts';
import { createRedisClient } from './infra/redis-client.ts';
import { contentSecurityPolicy } from './web/csp.ts';
import { mountWeb, type WebBuild } from './web/mount.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  now?: () => Date;
  /** Policies that replace the default limits (tests tighten or lift them). */
  limiters?: LimitOverrides;
  /** Where attempt counts live; by default Redis when configured, else this process's memory. */
  attemptStore?: AttemptStore;
  /** Settings of the background enquiry-mail sender (tests shorten its retry delays). */
  mail?: Partial<EnquiryMailerOptions>;
  /** Settings of the background guest-mail sender (tests name the node, share a transport). */
  guestMail?: Partial<GuestMailerOptions>;
  bookingMail?: Partial<BookingMailerOptions>;
  /** Settings of the calendar feed sync (tests shorten its fetch timeout and size cap). */
  calendarSync?: SyncOptions;
  /** The built React Router app; without it only the API, uploads and health check are served. */
  web?: WebBuild;
  logger?: boolean;
  /** Where log lines are written instead of stdout (tests read what was logged). */
  logStream?: LogStream;
  /** HTTP timeouts; tests shorten them. */
  httpTimeouts?: HttpTimeouts;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : logOptions(config.logLevel, options.logStream),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...fastifyTimeoutOptions(options.httpTimeouts ?? httpTimeouts(config.requestTimeoutSeconds, config.env)),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // HEAD runs each GET route's whole pipeline instead (server/head-requests.ts).
    exposeHeadRoutes: false,
    // Errors the router raises before any route or hook runs (a malformed or overlong address), in our
    // error shape; no hook adds the security headers here, so this small JSON answer carries its own.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      (reply as FastifyReply)
        .header('x-request-id', request.id)
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .header('x-content-type-options', 'nosniff')
        .status(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
  });
  // Slow readers: a deadline for each answer to be taken, a cap on connections per address (ADR 0007).
  guardConnections(app.server, {
    responseWriteMs: config.slowReaders.responseWriteMs,
    maxPerAddress: config.slowReaders.maxConnectionsPerAddress,
    exempt: trustedPeer(config.trustProxy),
    log: app.log,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const domain: DomainContext = {
    db: db.kysely,
    dialect: db.dialect,
    images: new ImageStore(db.kysely, config.uploadsDir),
    config,
    now: options.now ?? (() => new Date()),
  };
  app.decorate('domain', domain);
  // This node's view of the public content revision (render cache, image index); a state-changing request
  // has committed its write by the time its answer is sent, so the next request reads the revision afresh.
  const publicRevision = new PublicRevisionWatch(domain, config.publicCache.revisionCheckMs);
  app.decorate('publicRevision', publicRevision);
  app.addHook('onSend', async (request) => {
    if (unsafeMethods.has(request.method)) publicRevision.expire();
  });
  const mailer = new EnquiryMailer(domain, { logger: app.log, ...options.mail });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.stop());
  const guestMailer = new GuestMailer(domain, { logger: app.log, ...options.guestMail });
  app.decorate('guestMailer', guestMailer);
  app.addHook('onClose', async () => guestMailer.stop());
  const bookingMailer = new BookingMailer(domain, { logger: app.log, ...options.bookingMail });
  app.decorate('bookingMailer', bookingMailer);
  app.addHook('onClose', async () => bookingMailer.stop());
  // staff's answers to guest requests: the enquiry mailer's settings (the same SMTP server and outbox)
  const replyMailer = new RequestReplyMailer(domain, { logger: app.log, ...options.mail });
  app.decorate('replyMailer', replyMailer);
  app.addHook('onClose', async () => replyMailer.stop());
  const calendarSync = new CalendarSync(domain, { logger: app.log, ...options.calendarSync });
  app.decorate('calendarSync', calendarSync);
  // before the server waits for requests in flight: a "Sync now" under way ends with its fetch or parse
  app.addHook('preClose', async () => calendarSync.stop());
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('adminUser', null);

  // First of all hooks: a render-cache hit needs none of those below (server/http/render-cache-hits.ts).
  const renderCacheHits = new RenderCacheHits();
  renderCacheHits.install(app);
  app.decorate('renderCacheHits', renderCacheHits);

  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    reply.header('x-request-id', request.id);
    reply.header('content-security-policy', contentSecurityPolicy(config, request.cspNonce));
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  answerOddRequestTargets(app);
  // After helmet's own hook, so that the refusal carries the security headers too.
  app.addHook('onRequest', async (request) => {
    if (unsafeMethods.has(request.method) && isCrossSite(request.headers, request.host, config.publicUrl)) {
      throw new HttpError(403, 'This request came from another website and was refused');
    }
    if (unsafeMethods.has(request.method)) checkContentType(request);
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // a low Brotli level: pages are compressed on every request, and level 4 is fast yet smaller than gzip
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  answerHeadLikeGet(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 120, fields: 1000, fieldSize: 100 * 1024, parts: 1200 },
  });

  db.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost; reconnecting'));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error answer never keeps the Cache-Control its route set for a success (an image deleted between its
    // lookup and its read was a 404 "immutable" for a year). A 404 outside the API is missingCacheControl;
    // the API's own answers, errors included, get no-store from its onSend hook (ADR 0025).
    reply.removeHeader('cache-control');
    const refusal = httpErrorOf(error);
    const status = refusal ? refusal.status : error.statusCode;
    if (status === 404 && !request.url.startsWith('/api/'))
      reply.header('cache-control', missingCacheControl);
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: databaseUnavailableMessage });
    }
    if (refusal) {
      sendRetryAfter(reply, error);
      return reply.status(refusal.status).send({
        ...refusal.details,
        message: refusal.message,
        ...(refusal.fields ? { fields: refusal.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        const bodyNotAnObject =
          name === 'body' && error.validationContext === 'body' && issue.keyword === 'invalid_type';
        fields[name] ??= bodyNotAnObject
          ? 'The request body must be a JSON object'
          : (issue.message ?? 'Invalid value');
      }
      // The same shape as parseOrThrow's: the first rule's own text (docs/spec.md's wording), fields name the inputs.
      const message = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send({ message, fields });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = Number((config.uploadMaxBytes / 1024 / 1024).toFixed(1));
      return reply
        .status(413)
        .send({ message: `That file is too large. Each image can be at most ${mb} MB.` });
    }
    if (
      error.code === 'FST_FILES_LIMIT' ||
      error.code === 'FST_FIELDS_LIMIT' ||
      error.code === 'FST_PARTS_LIMIT'
    ) {
      return reply.status(413).send({ message: 'The form has too many files or fields' });
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  app.setNotFoundHandler(sendNotFound);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.site.name} API`,
        description:
          'Properties, welcome pages, users, sessions and enquiries. Errors are `{message, fields?}`. ' +
          'Every GET also answers HEAD, with exactly the headers of its GET.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl, description: 'This site' }],
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
          guestSession: { type: 'apiKey', in: 'cookie', name: 'guest_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // HEAD runs each GET route (server/head-requests.ts), so every GET route also lists HEAD; documented once
    // in the description instead of as a second operation with the same operationId.
    transformObject: (document) =>
      withoutHeadOperations('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    // The document changes only with a deploy: browsers and shared caches may keep it five minutes, so a
    // client generator or the docs page polled in a loop costs one serialisation of it per cache per 5 min.
    uiHooks: {
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
      },
    },
  });

  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    // a monitor must reach this node every time, never a cache's copy of an earlier answer
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok', database: db.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: databaseUnavailableMessage, status: 'unavailable', database: db.dialect });
    }
  });

  await app.register(imageFiles);

  const limiters = createLimiters(options.attemptStore ?? attemptStore(app, config), options.limiters, () =>
    domain.now().getTime(),
  );
  await app.register(apiV1, { prefix: '/api/v1', limiters });
  await app.register(calendarExport, { limiters });

  if (options.web) await app.register(mountWeb, { build: options.web, config, limiters });
  return app;
}

/** Shared through Redis when REDIS_URL is set (several nodes), else counted in this process. */
function attemptStore(app: FastifyInstance, config: Config): AttemptStore {
  if (!config.redis) return new MemoryAttemptStore();
  const client = createRedisClient(config.redis.url, app.log);
  app.addHook('onClose', async () => {
    client.disconnect();
  });
  return new RedisAttemptStore(client, config.redis.keyPrefix);
}

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'This content type is not accepted here';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large';
  if (error.code === 'FST_PROTO_VIOLATION') return 'The request contains a forbidden field name';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return 'The request body is not valid JSON';
  return error.message;
}

function withoutHeadOperations<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as Array<{ head?: unknown } | undefined>)
    if (operations) delete operations.head;
  return document;
}
