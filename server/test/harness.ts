import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { describe } from 'vitest';
import type { Role } from '#common/auth.ts';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, parseConfig } from '../config.ts';
import { type Db, migrateToLatest, openDatabase } from '../db/connect.ts';
import { createUser } from '../domain/users/users.ts';

export type Engine = 'sqlite' | 'postgres';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (requirePostgres)
      throw new Error(`PostgreSQL is required for the tests but unreachable at ${postgresUrl}: ${error}`);
    console.warn(
      `PostgreSQL unreachable at ${postgresUrl}; its tests are skipped (set REQUIRE_POSTGRES=1 to fail).`,
    );
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const engines: Engine[] = (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];

/** Runs a block of tests once per database engine. */
export function describeEachEngine(name: string, fn: (engine: Engine) => void) {
  for (const engine of engines) describe(`${name} [${engine}]`, () => fn(engine));
}

export interface TestDatabase {
  db: Db;
  /** DATABASE_URL of this database, for a process of its own to open it (a `sqlite:` path or PostgreSQL). */
  databaseUrl: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a temp SQLite file, or a schema of its own on PostgreSQL. */
export async function createTestDatabase(engine: Engine, dataDir: string): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const file = path.join(dataDir, 'test.db');
    const db = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    return { db, databaseUrl: `sqlite:${file}`, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    databaseUrl: url.toString(),
    drop: async () => {
      await db.close();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  dataDir: string;
  /** Where a second app (another node) opens the same database */
  databaseTarget: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** DATABASE_URL of `db`, for another process to open the same database. */
  databaseUrl: string;
  /** `app.inject` as it was, sending exactly the headers given (see sendOriginWithStaffCookie). */
  bareInject: FastifyInstance['inject'];
  /** Creates a back-office user (an admin unless `role` says otherwise) and returns the Cookie header of a fresh session. */
  loginAdmin(name?: string, password?: string, role?: Role): Promise<string>;
  close(): Promise<void>;
}

export const testAdmin = { name: 'tester', password: 'correct-horse' };

export async function createTestApp(
  engine: Engine,
  options: Omit<AppOptions, 'config' | 'db'> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-test-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    ...options.env,
  });
  const database = await createTestDatabase(engine, dataDir);
  const app = await buildApp({ logger: false, ...options, config, db: database.db });
  await app.ready();
  const bareInject = app.inject.bind(app);
  sendOriginWithStaffCookie(app);
  const users = new Set<string>();
  return {
    app,
    config,
    db: database.db,
    dataDir,
    databaseTarget:
      engine === 'postgres'
        ? { kind: 'postgres', url: database.databaseUrl }
        : { kind: 'sqlite', file: path.join(dataDir, 'test.db') },
    databaseUrl: database.databaseUrl,
    bareInject,
    async loginAdmin(name = testAdmin.name, password = testAdmin.password, role: Role = 'admin') {
      if (!users.has(name)) {
        await createUser(app.domain, name, password, role);
        users.add(name);
      }
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users/auth/login',
        payload: { name, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return cookieHeader(res.headers['set-cookie']);
    },
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes `app.inject` send an Origin with a staff session cookie when the test gave neither Origin,
 * Sec-Fetch-Site nor Referer, as the back office's browser does on every state-changing request: without
 * one the server refuses such a request (server/http/cross-site.ts). The Origin is the address the request
 * goes to (its Host, `localhost:80` by default), which both that check and React Router's own check of
 * form actions accept. Tests of the refusal use `bareInject`.
 */
export function sendOriginWithStaffCookie(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  (app as { inject: unknown }).inject = (...args: unknown[]) => {
    const [options] = args;
    if (options && typeof options === 'object') args[0] = withOrigin(options as InjectOptions);
    return inject(...args);
  };
}

function withOrigin(options: InjectOptions): InjectOptions {
  const headers = (options.headers ?? {}) as Record<string, unknown>;
  const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const cookie = header('cookie');
  const staff = typeof cookie === 'string' && /(?:^|;\s*)admin_session=/.test(cookie);
  const saysWhere = ['origin', 'sec-fetch-site', 'referer'].some((name) => header(name) !== undefined);
  const host = header('host');
  const origin = `http://${typeof host === 'string' ? host : 'localhost:80'}`;
  return staff && !saysWhere ? { ...options, headers: { ...options.headers, origin } } : options;
}

/** The `Cookie` request header for the cookies a response set. */
export function cookieHeader(setCookie: string | string[] | number | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export type FormValue = string | number | boolean | { file: Buffer; name?: string; type?: string };

/** A multipart body for `app.inject`, built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, FormValue | FormValue[]>,
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'object')
        form.append(
          name,
          new Blob([new Uint8Array(v.file)], { type: v.type ?? 'application/octet-stream' }),
          v.name ?? 'upload.bin',
        );
      else form.append(name, String(v));
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A small real image in the given format, coloured so that variants can be told apart. */
export async function makeImage(
  width = 800,
  height = 600,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
  colour = { r: 60, g: 90, b: 140 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
}

export const imageFile = async (name = 'photo.jpg', width = 800, height = 600) => ({
  file: await makeImage(width, height),
  name,
  type: 'image/jpeg',
});

/** Valid property form fields; override any of them. */
export function propertyFields(overrides: Record<string, FormValue | FormValue[]> = {}) {
  return {
    name: 'Cedar Ridge Chalet',
    description: 'A timber chalet ten minutes from the gondola.',
    address: '1200 Mackenzie Ave, Revelstoke, BC',
    address_description: 'Up the hill past the bakery.',
    bedrooms: '3',
    beds: '4',
    bathrooms: '2.5',
    sqft: '1800',
    max_guests: '8',
    minimum_nights: '3',
    guesty_link: 'https://booking.example.com/cedar-ridge',
    amenities: 'Hot tub, Wood stove, Ski storage',
    is_featured: 'true',
    ...overrides,
  };
}

/** Creates a property through the API and returns its JSON. */
export async function createPropertyViaApi(
  t: TestApp,
  cookie: string,
  overrides: Record<string, FormValue | FormValue[]> = {},
) {
  const form = await multipart({
    ...propertyFields(overrides),
    cover_image: await imageFile('cover.jpg'),
    ...overrides,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/properties',
    ...form,
    headers: { ...form.headers, cookie },
  });
  if (res.statusCode !== 201) throw new Error(`create property failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Valid welcome-page form fields for a property; override any of them. */
export function welcomeFields(propertyId: number, overrides: Record<string, FormValue | FormValue[]> = {}) {
  return {
    property_id: String(propertyId),
    owning_company: 'Selkirk Stays',
    contact_phone: '+1 250-555-0142',
    contact_email: 'host@example.com',
    checkout_time: '10:00',
    checkout_instructions: 'Start the dishwasher and leave keys on the hook.',
    garbage_info: 'Bear-proof bins only.',
    garbage_location: 'Side of the garage',
    garbage_code: '4321',
    wifi_network: 'CedarRidge',
    wifi_password: 'powder-day-2025',
    parking_location: 'Driveway, two cars',
    parking_instructions: 'Park nose-in; the plough passes at 6 am.',
    house_rules: 'No smoking, No parties, Quiet hours after 10 pm',
    shuttle_description: 'The ski shuttle stops at the corner every 30 minutes.',
    pm_contact: 'Call Maya on +1 250-555-0199',
    property_password: 'cedar-guest',
    'amenities[hot_tub][name]': 'Hot tub',
    'amenities[hot_tub][description]': 'Lift the cover with the lever.',
    'amenities[hot_tub][videoLink]': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ...overrides,
  };
}

export async function createWelcomeViaApi(
  t: TestApp,
  cookie: string,
  propertyId: number,
  overrides: Record<string, FormValue | FormValue[]> = {},
) {
  const form = await multipart(welcomeFields(propertyId, overrides));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/properties/welcome',
    ...form,
    headers: { ...form.headers, cookie },
  });
  if (res.statusCode !== 201) throw new Error(`create welcome failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Logs a guest in to a property and returns the Cookie header. */
export async function loginGuest(
  t: TestApp,
  propertyId: number,
  password = 'cedar-guest',
  stay = 3,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/properties/${propertyId}/guest-login`,
    payload: { password, stay_duration: stay },
  });
  if (res.statusCode !== 200) throw new Error(`guest login failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

/** Every table, for snapshots of what is stored. */
export const tables = [
  'users',
  'admin_sessions',
  'guest_sessions',
  'properties',
  'property_images',
  'property_amenities',
  'welcome_pages',
  'welcome_amenities',
  'shuttle_images',
  'house_rules',
  'enquiries',
  'request_replies',
  'stays',
  'reviews',
] as const;

export type TableName = (typeof tables)[number];

export async function countRows(t: TestApp, table: TableName): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The names of the files under a folder (recursively, sorted); none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The stored image variants, named as their URLs' last segment (`<key>-<width>.webp`), sorted. */
export async function storedVariants(t: Pick<TestApp, 'db'>): Promise<string[]> {
  const rows = await t.db.kysely.selectFrom('image_variants').select(['image_key', 'width']).execute();
  return rows.map((r) => `${r.image_key}-${r.width}.webp`).sort();
}

export interface StoredState {
  rows: Record<TableName, number>;
  images: string[];
  tmp: string[];
}

/** Row counts of every table, the stored images and temporary files: compare two to prove nothing changed. */
export async function storedState(t: TestApp): Promise<StoredState> {
  const counts = await Promise.all(tables.map((table) => countRows(t, table)));
  return {
    rows: Object.fromEntries(tables.map((table, i) => [table, counts[i]!])) as Record<TableName, number>,
    images: await storedVariants(t),
    tmp: await filesUnder(t.config.tmpDir),
  };
}

/** A tiny real JPEG as a form file, for tests that do not care about image size. */
export const smallImageFile = async (name = 'photo.jpg') => ({
  file: await makeImage(64, 48),
  name,
  type: 'image/jpeg',
});
