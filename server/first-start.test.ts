import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Property } from '#common/property.ts';
import type { Welcome } from '#common/welcome.ts';
import { deleteProperty } from './domain/properties/properties.ts';
import { createUser } from './domain/users/users.ts';
import {
  type FirstStartResult,
  prepareFirstStart,
  type StartLog,
  seedInChildProcess,
} from './first-start.ts';
import { cookieHeader, createTestApp, describeEachEngine, type TestApp } from './test/harness.ts';

/** A logger that keeps every entry, so that tests can check what reached the log (and what did not). */
function capturingLog() {
  const entries: { level: 'info' | 'warn'; args: unknown[] }[] = [];
  const log: StartLog = {
    info: (...args: unknown[]) => void entries.push({ level: 'info', args }),
    warn: (...args: unknown[]) => void entries.push({ level: 'warn', args }),
  };
  return { log, entries, text: () => JSON.stringify(entries.map((e) => e.args)) };
}

function printed(spy: MockInstance): string[] {
  return spy.mock.calls.map((call) => call.map(String).join(' '));
}

const timesPrinted = (spy: MockInstance, secret: string) =>
  printed(spy).filter((s) => s.includes(secret)).length;

async function login(t: TestApp, name: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/users/auth/login', payload: { name, password } });
}

/** The environment a server of `t` would run with, for the seeding child process to open its database. */
const serverEnv = (t: TestApp) => ({
  ...process.env,
  DATA_DIR: t.dataDir,
  DATABASE_URL: t.databaseUrl,
  PUBLIC_URL: t.config.publicUrl,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '1',
});

const notFirstStart: FirstStartResult = { firstStart: false, uploads: { imported: 0, missing: 0 } };

async function countUsers(t: TestApp) {
  const row = await t.db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The variant behind an upload URL, which the database must hold and the server serve as a WebP image. */
async function expectWebpFile(t: TestApp, url: string) {
  const [, key, width] = /^\/uploads\/([a-f0-9]{32})-(\d+)\.webp$/.exec(url) ?? [];
  const row = await t.db.kysely
    .selectFrom('image_variants')
    .select('bytes')
    .where('image_key', '=', key!)
    .where('width', '=', Number(width))
    .executeTakeFirst();
  expect(row?.bytes).toBeGreaterThan(0);
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const bytes = res.rawPayload;
  expect(bytes.length).toBe(row?.bytes);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

describeEachEngine('first start', (engine) => {
  let consoleLog: MockInstance;
  let t: TestApp | undefined;

  beforeAll(() => {
    consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    consoleLog.mockClear();
  });
  afterAll(() => consoleLog.mockRestore());

  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, who can then log in', async () => {
    t = await createTestApp(engine, {
      env: { ADMIN_USERNAME: 'chief.ranger', ADMIN_PASSWORD: 'snowline-2468' },
    });
    const { log, text } = capturingLog();
    const result = await prepareFirstStart(t.app.domain, log);

    expect(result).toMatchObject({
      firstStart: true,
      admin: { name: 'chief.ranger', generatedPassword: false },
    });
    expect(result.demo).toBeUndefined();
    expect(await countUsers(t)).toBe(1);
    const res = await login(t, 'chief.ranger', 'snowline-2468');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'chief.ranger' });
    // The console names the account once; a password the operator chose is never echoed anywhere.
    expect(timesPrinted(consoleLog, 'chief.ranger')).toBe(1);
    expect(timesPrinted(consoleLog, 'snowline-2468')).toBe(0);
    expect(text()).toContain('chief.ranger');
    expect(text()).not.toContain('snowline-2468');
  });

  it('creates `admin` with a random 16-character password, printed once and never logged', async () => {
    t = await createTestApp(engine);
    const { log, text } = capturingLog();
    const result = await prepareFirstStart(t.app.domain, log);
    expect(result).toMatchObject({ firstStart: true, admin: { name: 'admin', generatedPassword: true } });

    const output = printed(consoleLog).join('\n');
    expect(output).toMatch(/╔═+╗/);
    const password = /password {2}(\S+)/.exec(output)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(timesPrinted(consoleLog, password!)).toBe(1);
    expect(text()).not.toContain(password!);
    expect((await login(t, 'admin', password!)).statusCode).toBe(200);

    consoleLog.mockClear();
    const again = await prepareFirstStart(t.app.domain, capturingLog().log);
    expect(again).toEqual(notFirstStart);
    expect(consoleLog).not.toHaveBeenCalled();
    expect(await countUsers(t)).toBe(1);
  });

  it('with SEED_DEMO=0 creates the admin and no properties', async () => {
    t = await createTestApp(engine, { env: { SEED_DEMO: '0' } });
    const { log, text } = capturingLog();
    const result = await prepareFirstStart(t.app.domain, log);
    expect(result.firstStart).toBe(true);
    expect(result.demo).toBeUndefined();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
    expect(res.json()).toEqual([]);
    expect(text()).toContain('SEED_DEMO=0');
    expect(printed(consoleLog).join('\n')).not.toMatch(/guest password/i);
  });

  it('leaves a database that already has users alone, even with SEED_DEMO on', async () => {
    t = await createTestApp(engine, { env: { SEED_DEMO: '1', ADMIN_USERNAME: 'newcomer' } });
    await createUser(t.app.domain, 'existing', 'existing-password');
    const result: FirstStartResult = await prepareFirstStart(t.app.domain, capturingLog().log);
    expect(result).toEqual(notFirstStart);
    expect(consoleLog).not.toHaveBeenCalled();
    expect(await countUsers(t)).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
    expect(res.json()).toEqual([]);
  });
});

describe('first start with a seeding child process that fails', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('fails the start, saying why, and leaves an empty catalogue', async () => {
    const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      t = await createTestApp('sqlite', { env: { SEED_DEMO: '1' } });
      // A database the child cannot reach: it stores nothing and answers why.
      const seedDemo = seedInChildProcess({
        ...serverEnv(t),
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      });
      await expect(prepareFirstStart(t.app.domain, capturingLog().log, { seedDemo })).rejects.toThrow(
        /^first start: the demo content could not be seeded\.[\s\S]*seed-process\.ts failed: [\s\S]*ECONNREFUSED/,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).json()).toEqual([]);
    } finally {
      consoleLog.mockRestore();
    }
  });
});

// Seeding stores some sixty pictures, so the demo is seeded once per engine and every check below looks at
// that one result.

/**
 * SHA-256 of each committed demo photo: the hashes of its variant files (`<width>.webp` in the photo's folder
 * under demo/photos/), smallest first, joined. Read as files: the server does not import demo/.
 */
async function committedPhotoHashes(): Promise<Set<string>> {
  const dir = fileURLToPath(new URL('../demo/photos/', import.meta.url));
  const files = (await fs.readdir(dir, { recursive: true })).filter((f) => f.endsWith('.webp'));
  const width = (file: string) => Number.parseInt(path.basename(file), 10);
  const photos = new Map<string, string[]>();
  for (const file of files.sort((a, b) => width(a) - width(b))) {
    photos.set(path.dirname(file), [...(photos.get(path.dirname(file)) ?? []), file]);
  }
  const hashes = new Set<string>();
  for (const variants of photos.values()) {
    const each = await Promise.all(variants.map(async (f) => sha256(await fs.readFile(path.join(dir, f)))));
    hashes.add(each.join());
  }
  return hashes;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describeEachEngine('first start with demo content', (engine) => {
  let t: TestApp;
  let consoleLog: MockInstance;
  let result: FirstStartResult;
  let logText: string;
  let guestPassword: string;
  let properties: Property[];
  let storedHere: MockInstance;

  beforeAll(async () => {
    consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
    t = await createTestApp(engine, { env: { SEED_DEMO: '1' } });
    // The server seeds through a child process that exits (ADR 0056): nothing is stored by this one.
    storedHere = vi.spyOn(t.app.domain.images, 'storeEncoded');
    const { log, text } = capturingLog();
    result = await prepareFirstStart(t.app.domain, log, { seedDemo: seedInChildProcess(serverEnv(t)) });
    logText = text();
    guestPassword =
      /guest password[^\n]*\n[^\S\n]*║?\s*(\S+)/i.exec(printed(consoleLog).join('\n'))?.[1] ?? '';
    properties = (await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).json();
  }, 600_000);
  afterAll(async () => {
    consoleLog?.mockRestore();
    await t?.close();
  });

  it('seeds 6 to 8 properties, exactly 3 of them featured', async () => {
    expect(result.demo?.properties).toBe(properties.length);
    expect(properties.length).toBeGreaterThanOrEqual(6);
    expect(properties.length).toBeLessThanOrEqual(8);
    const featured: Property[] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/properties/featured' })
    ).json();
    expect(featured).toHaveLength(3);
    expect(featured.every((p) => p.is_featured)).toBe(true);
    expect(properties.filter((p) => p.is_featured)).toHaveLength(3);
  });

  it('stores every committed demo photo as it is, once for each place it is shown, from its child process', async () => {
    // Each stored image is a committed photo's variants byte for byte (the pipeline never re-encoded them)...
    const variants = await t.db.kysely
      .selectFrom('image_variants')
      .select(['image_key', 'sha256'])
      .orderBy('image_key')
      .orderBy('width')
      .execute();
    const images = new Map<string, string[]>();
    for (const v of variants) images.set(v.image_key, [...(images.get(v.image_key) ?? []), v.sha256]);
    // ...every committed photo was stored (the shuttle photos, shared by several welcome pages, once per
    // page), one image per cover, gallery, amenity and shuttle picture shown...
    expect(new Set([...images.values()].map((hashes) => hashes.join()))).toEqual(
      await committedPhotoHashes(),
    );
    expect(result.demo?.images).toBe(images.size);
    // ...and all of it by the child process, which has exited (seedInChildProcess answers on its exit code 0).
    expect(storedHere).not.toHaveBeenCalled();
  });

  it('gives every property a cover and at least 4 gallery images, stored in the database as WebP', async () => {
    for (const property of properties) {
      expect(property.cover_image, property.name).toBeTruthy();
      await expectWebpFile(t, property.cover_image!);
      expect(property.images.length, property.name).toBeGreaterThanOrEqual(4);
      for (const image of property.images) {
        expect(image.width).toBe(1600);
        for (const entry of image.srcset.split(', ')) await expectWebpFile(t, entry.split(' ')[0]!);
      }
    }
    const covers = new Set(properties.map((p) => p.cover_image));
    expect(covers.size).toBe(properties.length);
  });

  it('varies bedrooms, bathrooms, guests and minimum nights, all in and around Revelstoke', () => {
    const distinct = (key: keyof Property) => new Set(properties.map((p) => p[key])).size;
    expect(distinct('bedrooms')).toBeGreaterThanOrEqual(4);
    expect(distinct('max_guests')).toBeGreaterThanOrEqual(4);
    expect(distinct('minimum_nights')).toBeGreaterThanOrEqual(3);
    expect(properties.some((p) => !Number.isInteger(p.bathrooms))).toBe(true);
    for (const p of properties) {
      expect(p.bedrooms).toBeGreaterThanOrEqual(1);
      expect(p.bedrooms).toBeLessThanOrEqual(5);
      expect(p.max_guests).toBeGreaterThanOrEqual(2);
      expect(p.max_guests).toBeLessThanOrEqual(12);
      expect(p.minimum_nights).toBeGreaterThanOrEqual(1);
      expect(p.minimum_nights).toBeLessThanOrEqual(7);
      expect(p.address).toContain('Revelstoke, BC');
      expect(p.guesty_link).toMatch(/^https:\/\/booking\.selkirkstays\.example\/[a-z0-9-]+$/);
      expect(p.amenities.length).toBeGreaterThanOrEqual(3);
      expect(p.description).not.toMatch(/lorem/i);
    }
  });

  it('prints the demo guest password once and keeps it out of the log', () => {
    expect(guestPassword).toMatch(/^[a-z]+-[a-z]+-[a-z]+-\d{2}$/);
    expect(result.demo?.guestPassword).toBe(guestPassword);
    expect(timesPrinted(consoleLog, guestPassword)).toBe(1);
    expect(logText).not.toContain(guestPassword);
    expect(logText).toContain('demo content seeded');
  });

  it('opens every welcome page with the printed guest password', async () => {
    for (const property of properties) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/properties/${property.id}/guest-login`,
        payload: { password: guestPassword, stay_duration: 3 },
      });
      expect(res.statusCode, property.name).toBe(200);
      const welcomeRes = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/welcome/${property.id}`,
        headers: { cookie: cookieHeader(res.headers['set-cookie']) },
      });
      expect(welcomeRes.statusCode, property.name).toBe(200);
      const welcome: Welcome = welcomeRes.json();
      expect(welcome.property.name).toBe(property.name);
      expect(welcome.checkout.time).toMatch(/^1[01]:00$/);
      expect(welcome.garbage.info).toMatch(/bear/i);
      expect(welcome.wifi.network).not.toBe('');
      expect(welcome.wifi.password).not.toBe('');
      expect(welcome.parking.location).not.toBe('');
      expect(welcome.house_rules.length).toBeGreaterThanOrEqual(3);
      expect(welcome.pm_contact).not.toBe('');
      expect(welcome.amenities.length).toBeGreaterThanOrEqual(2);
      expect(welcome.amenities.length).toBeLessThanOrEqual(4);
      for (const amenity of welcome.amenities) {
        expect(amenity.description).not.toBe('');
        if (amenity.image) await expectWebpFile(t, amenity.image.url);
        if (amenity.videoLink)
          expect(amenity.videoLink).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
      }
      expect(welcome.shuttle.description).not.toBe('');
      for (const image of welcome.shuttle.images) await expectWebpFile(t, image.url);
    }
    const welcomes = await t.db.kysely
      .selectFrom('welcome_amenities')
      .select(['image_key', 'video_link'])
      .execute();
    expect(welcomes.some((a) => a.image_key)).toBe(true);
    expect(welcomes.some((a) => a.video_link)).toBe(true);
  });

  it("stores the demo's 8 local places, every category, each guide showing them all", async () => {
    const places = await t.db.kysely
      .selectFrom('places')
      .select(['id', 'name', 'category', 'address'])
      .execute();
    expect(places).toHaveLength(8);
    expect(new Set(places.map((p) => p.name)).size).toBe(8);
    expect(new Set(places.map((p) => p.category))).toEqual(
      new Set(['eat', 'ski', 'outdoors', 'groceries', 'rainy_day', 'health']),
    );
    for (const place of places) expect(place.address, place.name).toContain('Revelstoke');
    // no property chose a list: every guide shows every place (the welcome JSON, so the offline copy too)
    expect(await t.db.kysely.selectFrom('property_places').select('place_id').execute()).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${properties[0]!.id}/guest-login`,
      payload: { password: guestPassword, stay_duration: 1 },
    });
    const welcome: Welcome = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/welcome/${properties[0]!.id}`,
        headers: { cookie: cookieHeader(login.headers['set-cookie']) },
      })
    ).json();
    expect(new Set(welcome.places.map((p) => p.id))).toEqual(new Set(places.map((p) => p.id)));
  });

  it("keeps the demo's staff blocks off its stays' nights (no double booking to start with)", async () => {
    const stays = await t.db.kysely
      .selectFrom('stays')
      .select(['property_id', 'arrival', 'departure'])
      .where('revoked_at', 'is', null)
      .execute();
    expect(stays.length).toBeGreaterThan(0);
    const blocks = await t.db.kysely
      .selectFrom('calendar_blocks')
      .select(['property_id', 'start_date', 'end_date'])
      .where('source', '=', 'manual')
      .execute();
    expect(blocks.length).toBeGreaterThan(stays.length);
    for (const stay of stays) {
      const over = blocks.filter(
        (b) =>
          b.property_id === stay.property_id && b.start_date < stay.departure && stay.arrival < b.end_date,
      );
      expect(over, `${stay.arrival} to ${stay.departure}`).toEqual([]);
    }
  });

  it('refuses a wrong guest password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${properties[0]!.id}/guest-login`,
      payload: { password: `${guestPassword}x`, stay_duration: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes nothing when started again, and never brings deleted demo properties back', async () => {
    const files = async () =>
      (await t.db.kysely.selectFrom('image_variants').select('width').execute()).length;
    const before = { users: await countUsers(t), files: await files() };
    consoleLog.mockClear();

    expect(await prepareFirstStart(t.app.domain, capturingLog().log)).toEqual(notFirstStart);
    expect(consoleLog).not.toHaveBeenCalled();
    const again: Property[] = (await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).json();
    expect(again.map((p) => p.id)).toEqual(properties.map((p) => p.id));
    expect({ users: await countUsers(t), files: await files() }).toEqual(before);

    for (const p of properties) await deleteProperty(t.app.domain, p.id);
    expect(await files()).toBe(0);
    expect(await prepareFirstStart(t.app.domain, capturingLog().log)).toEqual(notFirstStart);
    // deleted outside any request of this node: its cached list goes within CONTENT_REVISION_CHECK_MS
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/properties' })).json(), {
        timeout: 3000,
        interval: 50,
      })
      .toEqual([]);
  });
});
