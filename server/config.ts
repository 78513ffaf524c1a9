import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { newPasswordRules, usernameRules } from '#common/auth.ts';
import { isCommonPassword } from '#common/common-passwords.ts';
import { languages } from '#common/translations.ts';

/** Environment variables with their defaults; `parseConfig` turns them into a validated `Config`. */
const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be 1/0, true/false or yes/no' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(url(protocols).optional())
    .optional();

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and host (X-Forwarded-Host): off, a
 * hop count, or a comma-separated list of proxy addresses/CIDRs (Fastify's `trustProxy`). "Every hop"
 * (`true`) is refused: anyone could then forge their address past the per-address limits.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (['', '0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const valid = entries.every(
      (e) => e !== '' && (isIpOrCidr(e) || /^(loopback|linklocal|uniquelocal)$/.test(e)),
    );
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a hop count (1, 2, ...) or a comma-separated list of proxy addresses or CIDRs (10.0.0.0/8); "true" would trust forged addresses',
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. Fastify 5.12 no longer honours a bare hop count (it
 * trusts nothing), so a count becomes the function proxy-addr used to build from it: the first `hops`
 * addresses counted from the socket are proxies. Only safe when the app cannot be reached but through them.
 */
export function fastifyTrustProxy(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value === 0 ? false : (_address, hop) => hop < value;
  return value;
}

function isIpOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** The name of a query parameter the booking engine reads (Book Now adds the visitor's dates and guests). */
const bookingParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.[\]-]{1,64}$/, 'must be a query parameter name (letters, digits, _ . - [ ])');

const adminUsernameMessage = `must be ${usernameRules.min}-${usernameRules.max} letters, numbers, dots, underscores or hyphens`;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:', 'sqlite:', 'file:']),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, numbers or : . _ -')
    .default('stays:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_TO: z.email({ message: 'must be an email address' }).default('bookings@selkirkstays.example'),
  MAIL_FROM: z.email({ message: 'must be an email address' }).default('website@selkirkstays.example'),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(usernameRules.min, adminUsernameMessage)
    .max(usernameRules.max, adminUsernameMessage)
    .regex(usernameRules.characters, adminUsernameMessage)
    .optional(),
  // the rule for a new staff password (issue 39): 12 characters and not a common password
  ADMIN_PASSWORD: z
    .string()
    .min(newPasswordRules.min, `must be at least ${newPasswordRules.min} characters`)
    .max(newPasswordRules.max, `must be at most ${newPasswordRules.max} characters`)
    .refine((p) => !isCommonPassword(p), 'is too common; choose another')
    .optional(),
  SEED_DEMO: flag.default(true),
  DEMO_GUEST_PASSWORD: z.string().min(4, 'must be at least 4 characters').max(200).optional(),
  UPLOAD_MAX_MB: z.coerce.number({ message: 'must be a number' }).positive().max(200).default(20),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(20, 'must be at least 20')
    .max(3600, 'must be at most 3600')
    .default(300),
  RESPONSE_WRITE_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .refine((v) => v === 0 || (v >= 1000 && v <= 3_600_000), 'must be 0 (off) or 1000 to 3600000')
    .default(60_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .max(100_000, 'must be at most 100000')
    .default(64),
  RENDER_CACHE_MB: z.coerce.number({ message: 'must be a number' }).min(0).max(4096).default(32),
  IMAGE_MEMORY_CACHE_MB: z.coerce.number({ message: 'must be a number' }).min(0).max(4096).default(16),
  CONTENT_REVISION_CHECK_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(60_000)
    .default(1000),
  SITE_NAME: z.string().trim().min(1).default('Selkirk Stays'),
  SITE_TOWN: z.string().trim().min(1).default('Revelstoke'),
  SITE_PHONE: z.string().trim().min(1).default('+1 250-555-0142'),
  SITE_EMAIL: z.email({ message: 'must be an email address' }).default('stay@selkirkstays.example'),
  SITE_ADDRESS: z.string().trim().min(1).default('301 Victoria Road, Revelstoke, BC V0E 2S0'),
  SITE_DEVELOPER: z.string().trim().min(1).default('Built in Revelstoke by the Selkirk Stays team'),
  SITE_TIMEZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Vancouver')
    .default('America/Vancouver'),
  DEFAULT_GUEST_LANGUAGE: z.enum(languages, { message: 'must be en or fr' }).default('en'),
  BOOKING_PARAM_CHECK_IN: bookingParam.default('checkIn'),
  BOOKING_PARAM_CHECK_OUT: bookingParam.default('checkOut'),
  BOOKING_PARAM_GUESTS: bookingParam.default('minOccupancy'),
  HOSPITAL_NAME: z.string().trim().min(1).default('Queen Victoria Hospital'),
  HOSPITAL_ADDRESS: z.string().trim().min(1).default('1200 Newlands Road, Revelstoke, BC V0E 2S1'),
  HOSPITAL_PHONE: z.string().trim().min(1).default('+1 250-837-2131'),
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,16}$/, 'must look like G-XXXXXXX')
        .optional(),
    )
    .optional(),
  CONTACT_WIDGET_URL: optionalUrl(['https:']),
  EVENTS_CALENDAR_ID: optionalText,
  HERO_VIDEO_URLS: optionalText,
  CALENDAR_SYNC_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1440, 'must be at most 1440')
    .default(30),
  CALENDAR_ALLOW_PRIVATE: flag.default(false),
});

export type Config = ReturnType<typeof parseConfig>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    // `npm run dev` serves source files through Vite: only to this machine unless HOST says otherwise
    host: e.HOST ?? (e.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    tmpDir: path.join(dataDir, 'tmp'),
    database: databaseTarget(e.DATABASE_URL, dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    trustProxy: e.TRUST_PROXY,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, to: e.MAIL_TO, from: e.MAIL_FROM },
    firstAdmin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    demoGuestPassword: e.DEMO_GUEST_PASSWORD,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    /** How long one answer may take to be read, and how many connections one address may hold (0: off);
     * trusted proxies are not capped (server/http/slow-readers.ts). */
    slowReaders: {
      responseWriteMs: e.RESPONSE_WRITE_TIMEOUT_MS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    },
    /** Memory for rendered anonymous pages and for image variants (0 turns either off), and how often this
     * node reads the public content revision (0: on every request), see server/web/render-cache.ts */
    publicCache: {
      renderBytes: Math.round(e.RENDER_CACHE_MB * 1024 * 1024),
      imageBytes: Math.round(e.IMAGE_MEMORY_CACHE_MB * 1024 * 1024),
      revisionCheckMs: e.CONTENT_REVISION_CHECK_MS,
    },
    site: {
      name: e.SITE_NAME,
      town: e.SITE_TOWN,
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      address: e.SITE_ADDRESS,
      developer: e.SITE_DEVELOPER,
      /** The zone every date and time is shown in and every calendar date means (IANA name). */
      timeZone: e.SITE_TIMEZONE,
      /** The language of a new stay's guide and emails when staff do not choose one (issue 28). */
      defaultGuestLanguage: e.DEFAULT_GUEST_LANGUAGE,
      hospital: { name: e.HOSPITAL_NAME, address: e.HOSPITAL_ADDRESS, phone: e.HOSPITAL_PHONE },
      /** Names of the query parameters Book Now gives the booking engine the dates and guests in. */
      bookingParams: {
        checkIn: e.BOOKING_PARAM_CHECK_IN,
        checkOut: e.BOOKING_PARAM_CHECK_OUT,
        guests: e.BOOKING_PARAM_GUESTS,
      },
    },
    calendar: {
      /** how often every channel feed is fetched again */
      syncMinutes: e.CALENDAR_SYNC_MINUTES,
      /** fetch feeds from loopback and private addresses too (tests, journeys); never in production */
      allowPrivate: e.CALENDAR_ALLOW_PRIVATE,
    },
    thirdParty: {
      gaMeasurementId: e.GA_MEASUREMENT_ID,
      contactWidgetUrl: e.CONTACT_WIDGET_URL,
      eventsCalendarId: e.EVENTS_CALENDAR_ID,
      heroVideoUrls: e.HERO_VIDEO_URLS?.split(',').map((v) => v.trim()),
    },
  };
}

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  if (!databaseUrl) return { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  if (databaseUrl.startsWith('postgres')) return { kind: 'postgres', url: databaseUrl };
  const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}
