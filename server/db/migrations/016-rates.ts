import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Prices (issue 40, ADR 0040). Money is integer cents (CAD). `property_rates` holds a home's base rates
 * (one row per home; a home without a row has no rates and no quote); `rate_seasons` the dated seasons
 * (a night is in a season when `start_date <= night < end_date`); `length_discounts` the percent off the
 * nights for stays of at least `min_nights`. The site-wide taxes (`tax_rates`) and cancellation policy
 * (`cancellation_rules`) are one row each, in `position` order; no row at all means the defaults.
 */
export function ratesSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('property_rates')
        .addColumn('property_id', 'integer', (c) =>
          c.primaryKey().references('properties.id').onDelete('cascade'),
        )
        .addColumn('nightly_cents', 'integer', (c) => c.notNull())
        .addColumn('weekend_nightly_cents', 'integer')
        .addColumn('cleaning_fee_cents', 'integer', (c) => c.notNull())
        // both null: no extra-guest charge
        .addColumn('extra_guest_after', 'integer')
        .addColumn('extra_guest_nightly_cents', 'integer')
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(64)')
        .execute();
      await createWithId(db, 'rate_seasons')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        // YYYY-MM-DD, end exclusive
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('nightly_cents', 'integer', (c) => c.notNull())
        .addColumn('weekend_nightly_cents', 'integer')
        .addColumn('minimum_nights', 'integer')
        .execute();
      await db.schema
        .createIndex('rate_seasons_by_property')
        .on('rate_seasons')
        .columns(['property_id', 'start_date'])
        .execute();
      await createWithId(db, 'length_discounts')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('min_nights', 'integer', (c) => c.notNull())
        .addColumn('percent', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('length_discounts_by_property')
        .on('length_discounts')
        .columns(['property_id', 'min_nights'])
        .unique()
        .execute();
      await createWithId(db, 'tax_rates')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        // percent in hundredths (5% = 500), so rates like 2.5% stay integers
        .addColumn('basis_points', 'integer', (c) => c.notNull())
        .addColumn('on_fees', 'integer', (c) => c.notNull())
        .addColumn('exempt_from_nights', 'integer')
        .execute();
      await createWithId(db, 'cancellation_rules')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('days_before', 'integer', (c) => c.notNull())
        .addColumn('refund_percent', 'integer', (c) => c.notNull())
        .addColumn('fee_percent', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('cancellation_rules').execute();
      await db.schema.dropTable('tax_rates').execute();
      await db.schema.dropTable('length_discounts').execute();
      await db.schema.dropTable('rate_seasons').execute();
      await db.schema.dropTable('property_rates').execute();
    },
  };
}
