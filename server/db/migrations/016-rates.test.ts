import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../test/harness.ts';
import { migrateTo, migrateToLatest } from '../connect.ts';

describeEachEngine('migration 016: rates', (engine) => {
  let root: string;
  let database: TestDatabase;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-016-'));
    database = await createTestDatabase(engine, root);
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.drop();
    await fs.rm(root, { recursive: true, force: true });
  });

  it("stores a home's rates, seasons and discounts, drops them with the home, and goes back down", async () => {
    const db = database.db.kysely;
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('properties')
      .values({
        name: 'A',
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
        calendar_export_key: 'k-016',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('property_rates')
      .values({
        property_id: id,
        nightly_cents: 38_900,
        weekend_nightly_cents: null,
        cleaning_fee_cents: 25_000,
        extra_guest_after: null,
        extra_guest_nightly_cents: null,
        updated_at: now,
        updated_by: null,
      })
      .execute();
    await db
      .insertInto('rate_seasons')
      .values({
        property_id: id,
        name: 'Ski',
        start_date: '2026-12-15',
        end_date: '2027-04-01',
        nightly_cents: 55_000,
        weekend_nightly_cents: 60_000,
        minimum_nights: 5,
      })
      .execute();
    await db.insertInto('length_discounts').values({ property_id: id, min_nights: 7, percent: 10 }).execute();
    await db
      .insertInto('tax_rates')
      .values({ position: 0, name: 'GST', basis_points: 500, on_fees: 1, exempt_from_nights: null })
      .execute();
    await db
      .insertInto('cancellation_rules')
      .values({ position: 0, days_before: 30, refund_percent: 100, fee_percent: 4 })
      .execute();

    const seasons = await db.selectFrom('rate_seasons').selectAll().execute();
    expect(seasons).toMatchObject([{ property_id: id, nightly_cents: 55_000, minimum_nights: 5 }]);

    await db.deleteFrom('properties').where('id', '=', id).execute();
    // foreign keys are on for both engines (connect.ts): the rates go with the home
    expect(await db.selectFrom('property_rates').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('rate_seasons').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('length_discounts').selectAll().execute()).toEqual([]);

    await migrateTo(database.db, '015-link-shared');
    await migrateToLatest(database.db);
    expect(await db.selectFrom('tax_rates').selectAll().execute()).toEqual([]);
  });
});
