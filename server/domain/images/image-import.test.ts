import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import { migrateTo, migrateToLatest } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { prepareFirstStart } from '../../first-start.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../test/harness.ts';
import { createUser } from '../users/users.ts';
import { importUploadsFolder } from './image-import.ts';
import { imageUrl, storedWidths } from './images.ts';

/** The variant files an old installation wrote for an image `width` x `height`: `<key>-<w>.webp`. */
async function writeOldVariants(dir: string, key: string, width: number, height: number) {
  for (const w of storedWidths(width)) {
    const file = await sharp({
      create: { width: w, height: Math.round((height * w) / width), channels: 3, background: '#3a5f8c' },
    })
      .webp()
      .toBuffer();
    await fs.writeFile(path.join(dir, `${key}-${w}.webp`), file);
  }
}

const now = new Date().toISOString();

async function insertOldProperty(
  db: Kysely<Database>,
  images: { cover: string; shuttle: string; amenity: string },
) {
  const { id } = await db
    .insertInto('properties')
    .values({
      name: 'Old Chalet',
      description: 'From before the images moved.',
      address: '1 Old Rd',
      address_description: '',
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      sqft: 900,
      max_guests: 4,
      minimum_nights: 2,
      guesty_link: 'https://booking.example.com/old',
      is_featured: 0,
      created_at: now,
      updated_at: now,
      // a row of the 001 layout, which has no calendar_export_key yet
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('property_images')
    .values({
      property_id: id,
      kind: 'cover',
      position: 0,
      image_key: images.cover,
      width: 1200,
      height: 800,
    })
    .execute();
  await db
    .insertInto('shuttle_images')
    .values({ property_id: id, position: 0, image_key: images.shuttle, width: 700, height: 500 })
    .execute();
  await db
    .insertInto('welcome_pages')
    .values({
      property_id: id,
      owning_company: 'Selkirk Stays',
      contact_email: 'stay@example.com',
      contact_phone: '+1 250-555-0142',
      checkout_time: '11:00',
      checkout_instructions: '',
      garbage_info: '',
      garbage_location: '',
      garbage_code: '',
      wifi_network: '',
      wifi_password: '',
      parking_location: '',
      parking_instructions: '',
      shuttle_description: '',
      pm_contact: 'Ask us',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('welcome_amenities')
    .values([
      {
        property_id: id,
        position: 0,
        key: 'sauna',
        name: 'Sauna',
        description: 'Hot.',
        video_link: '',
        image_key: images.amenity,
        width: 400,
        height: 300,
      },
      {
        property_id: id,
        position: 1,
        key: 'bikes',
        name: 'Bikes',
        description: 'No picture.',
        video_link: '',
        image_key: null,
        width: null,
        height: null,
      },
    ])
    .execute();
}

describeEachEngine('an installation with images in its uploads folder', (engine) => {
  let root: string;
  let database: TestDatabase;
  const keys = { cover: 'c'.repeat(32), shuttle: 'd'.repeat(32), amenity: 'e'.repeat(32) };
  const lost = 'f'.repeat(32);

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-import-'));
    database = await createTestDatabase(engine, root);
    // back to the layout before migration 002: no image_variants table
    await migrateTo(database.db, '001-initial');
    await insertOldProperty(database.db.kysely, keys);
    // An image whose files this node never had (uploaded through another node of the old layout).
    await database.db.kysely
      .insertInto('property_images')
      .values({ property_id: 1, kind: 'gallery', position: 0, image_key: lost, width: 480, height: 320 })
      .execute();
  });
  afterEach(async () => {
    await database.drop();
    await fs.rm(root, { recursive: true, force: true });
  });

  const configFor = (name: string) =>
    parseConfig({
      DATA_DIR: path.join(root, name),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
    });

  it('moves them into the database on start, so a node with an empty folder serves them too', async () => {
    const old = configFor('old');
    await fs.mkdir(old.uploadsDir, { recursive: true });
    await writeOldVariants(old.uploadsDir, keys.cover, 1200, 800);
    await writeOldVariants(old.uploadsDir, keys.shuttle, 700, 500);
    await writeOldVariants(old.uploadsDir, keys.amenity, 400, 300);
    await fs.writeFile(path.join(old.uploadsDir, `${'a'.repeat(32)}-480.webp`), 'not named by any row');
    await fs.writeFile(path.join(old.uploadsDir, `${keys.cover}-1600.webp`), 'not a width it has');

    await migrateToLatest(database.db);
    const oldNode = await buildApp({ logger: false, config: old, db: database.db });
    await createUser(oldNode.domain, 'existing', 'existing-password');
    const log = { info: () => {}, warn: () => {} };
    const started = await prepareFirstStart(oldNode.domain, log);
    // 3 + 2 + 1 variants read; the lost image's one variant is on no disk here.
    expect(started).toEqual({ firstStart: false, uploads: { imported: 6, missing: 1 } });
    const rows = await database.db.kysely
      .selectFrom('image_variants')
      .select(['image_key', 'width'])
      .orderBy('image_key')
      .orderBy('width')
      .execute();
    expect(rows.map((r) => `${r.image_key.slice(0, 1)}-${r.width}`)).toEqual([
      'c-480',
      'c-960',
      'c-1200',
      'd-480',
      'd-700',
      'e-400',
    ]);

    const newNode = await buildApp({ logger: false, config: configFor('new'), db: database.db });
    try {
      for (const [key, width] of [
        [keys.cover, 1200],
        [keys.cover, 480],
        [keys.shuttle, 700],
        [keys.amenity, 400],
      ] as const) {
        const url = imageUrl(key, width);
        const res = await newNode.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        const original = await fs.readFile(path.join(old.uploadsDir, `${key}-${width}.webp`));
        expect(res.rawPayload.equals(original)).toBe(true);
      }
      expect((await newNode.inject({ method: 'GET', url: imageUrl(lost, 480) })).statusCode).toBe(404);
      expect((await newNode.inject({ method: 'GET', url: imageUrl('a'.repeat(32), 480) })).statusCode).toBe(
        404,
      );

      // A second start finds nothing left to do; a node that had the lost file later brings it in.
      expect(await importUploadsFolder(database.db.kysely, old.uploadsDir)).toEqual({
        imported: 0,
        missing: 1,
      });
      const other = configFor('other');
      await fs.mkdir(other.uploadsDir, { recursive: true });
      await writeOldVariants(other.uploadsDir, lost, 480, 320);
      expect(await importUploadsFolder(database.db.kysely, other.uploadsDir)).toEqual({
        imported: 1,
        missing: 0,
      });
      expect((await newNode.inject({ method: 'GET', url: imageUrl(lost, 480) })).statusCode).toBe(200);
    } finally {
      await newNode.close();
      await oldNode.close();
    }
  });
});
