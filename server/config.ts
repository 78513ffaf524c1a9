import path from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:', 'sqlite:', 'file:']),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_TO: z.email({ message: 'must be an email address' }).default('bookings@selkirkstays.example'),
  MAIL_FROM: z.email({ message: 'must be an email address' }).default('website@selkirkstays.example'),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,64}$/, 'must be 3-64 letters, numbers, dots, underscores or hyphens')
    .optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  SEED_DEMO: flag.default(true),
  DEMO_GUEST_PASSWORD: z.string().min(4, 'must be at least 4 characters').max(200).optional(),
  UPLOAD_MAX_MB: z.coerce.number({ message: 'must be a number' }).positive().max(200).default(20),
  SITE_NAME: z.string().trim().min(1).default('Selkirk Stays'),
  SITE_TOWN: z.string().trim().min(1).default('Revelstoke'),
  SITE_PHONE: z.string().trim().min(1).default('+1 250-555-0142'),
  SITE_EMAIL: z.email({ message: 'must be an email address' }).default('stay@selkirkstays.example'),
  SITE_ADDRESS: z.string().trim().min(1).default('301 Victoria Road, Revelstoke, BC V0E 2S0'),
  SITE_DEVELOPER: z.string().trim().min(1).default('Built in Revelstoke by the Selkirk Stays team'),
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
});

export type Config = ReturnType<typeof parseConfig>;

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
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    tmpDir: path.join(dataDir, 'tmp'),
    database: databaseTarget(e.DATABASE_URL, dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, to: e.MAIL_TO, from: e.MAIL_FROM },
    firstAdmin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    demoGuestPassword: e.DEMO_GUEST_PASSWORD,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    site: {
      name: e.SITE_NAME,
      town: e.SITE_TOWN,
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      address: e.SITE_ADDRESS,
      developer: e.SITE_DEVELOPER,
      hospital: { name: e.HOSPITAL_NAME, address: e.HOSPITAL_ADDRESS, phone: e.HOSPITAL_PHONE },
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
