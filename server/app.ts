import { randomBytes, randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
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
import { createLimiters, type Limiters } from './api/limiters.ts';
import { apiV1 } from './api/v1/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { DomainContext } from './domain/context.ts';
import { EnquiryMailer, type EnquiryMailerOptions } from './domain/enquiry-mailer.ts';
import { HttpError } from './domain/errors.ts';
import { ImageStore } from './domain/images.ts';
import { contentSecurityPolicy } from './web/csp.ts';
import { mountWeb, type WebBuild } from './web/mount.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  now?: () => Date;
  limiters?: Partial<Limiters>;
  /** Settings of the background enquiry-mail sender (tests shorten its retry delays). */
  mail?: Partial<EnquiryMailerOptions>;
  /** The built React Router app; without it only the API, uploads and health check are served. */
  web?: WebBuild;
  logger?: boolean;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const domain: DomainContext = {
    db: db.kysely,
    dialect: db.dialect,
    images: new ImageStore(config.uploadsDir),
    config,
    now: options.now ?? (() => new Date()),
  };
  app.decorate('domain', domain);
  const mailer = new EnquiryMailer(domain, { logger: app.log, ...options.mail });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.stop());
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('adminUser', null);

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
  // After helmet's own hook, so that the refusal carries the security headers too.
  app.addHook('onRequest', async (request) => {
    if (unsafeMethods.has(request.method) && isCrossSite(request.headers, config.publicUrl)) {
      throw new HttpError(403, 'This request came from another website and was refused');
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // a low Brotli level: pages are compressed on every request, and level 4 is fast yet smaller than gzip
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 120, fields: 1000, fieldSize: 100 * 1024, parts: 1200 },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send({ message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
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
      // The same shape as parseOrThrow's: the first rule's own text (SPEC.md's wording), fields name the inputs.
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.site.name} API`,
        description:
          'Properties, welcome pages, users, sessions and enquiries. Errors are `{message, fields?}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
          guestSession: { type: 'apiKey', in: 'cookie', name: 'guest_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok', database: db.dialect };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', database: db.dialect });
    }
  });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  const limiters = createLimiters(options.limiters);
  await app.register(apiV1, { prefix: '/api/v1', limiters });

  if (options.web) await app.register(mountWeb, { build: options.web, config });
  return app;
}

/** A state-changing request whose Origin (or Sec-Fetch-Site) says it was sent by another site. */
function isCrossSite(headers: Record<string, string | string[] | undefined>, publicUrl: string): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    const host = headers['x-forwarded-host'] ?? headers.host;
    const allowed = [new URL(publicUrl).origin, `http://${host}`, `https://${host}`];
    return !allowed.includes(origin);
  }
  if (origin === 'null') return true;
  return headers['sec-fetch-site'] === 'cross-site';
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
