import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../test/harness.ts';
import { migrateTo, migrateToLatest } from '../connect.ts';

describeEachEngine('migration 008: calendar export keys', (engine) => {
  let root: string;
  let database: TestDatabase;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-008-'));
    database = await createTestDatabase(engine, root);
    await migrateTo(database.db, '007-site-content');
  });
  afterEach(async () => {
    await database.drop();
    await fs.rm(root, { recursive: true, force: true });
  });

  const insertProperty = async (name: string, key: string | null) => {
    const now = new Date().toISOString();
    const { id } = await database.db.kysely
      .insertInto('properties')
      .values({
        name,
        description: '',
        address: '',
        address_description: '',
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
        sqft: 500,
        max_guests: 2,
        minimum_nights: 1,
        guesty_link: 'https://booking.example.com/x',
        is_featured: 0,
        created_at: now,
        updated_at: now,
        // the 007 layout allowed a property without a key (made on the export's first read)
        calendar_export_key: key as string,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  it('gives every property without an export key its own, and keeps the keys already made', async () => {
    const keyless = [await insertProperty('A', null), await insertProperty('B', null)];
    const keyed = await insertProperty('C', 'an-existing-key-the-channels-use');

    await migrateToLatest(database.db);

    const rows = await database.db.kysely
      .selectFrom('properties')
      .select(['id', 'calendar_export_key'])
      .orderBy('id')
      .execute();
    const keyOf = (id: number) => rows.find((row) => row.id === id)?.calendar_export_key;
    for (const id of keyless) expect(keyOf(id)).toMatch(/^[\w-]{32}$/);
    expect(keyOf(keyless[0]!)).not.toBe(keyOf(keyless[1]!));
    expect(keyOf(keyed)).toBe('an-existing-key-the-channels-use');
  });
});
