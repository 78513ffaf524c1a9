import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Operations (issue 24, ADR 0028). Users gain a `role` (existing ones stay `admin`, so nothing changes for
 * them). A stay gains the guest's email, a staff note and the channel reservation it was made from
 * (`reservation_feed_id` + `reservation_uid`, with the summary as it read then). `calendar_reservations`
 * keeps each imported feed event that looks like a booking, one row per event (the blocks merge them),
 * so staff can turn a reservation into a stay and see when the channel moves or cancels it.
 */
export function operationsSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('admin'))
        .execute();
      for (const [column, type] of [
        ['guest_email', 'varchar(254)'],
        ['note', 'text'],
        ['reservation_feed_id', 'integer'],
        ['reservation_uid', 'varchar(255)'],
        ['reservation_summary', 'text'],
      ] as const) {
        await db.schema.alterTable('stays').addColumn(column, type).execute();
      }
      await createWithId(db, 'calendar_reservations')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('feed_id', 'integer', (c) =>
          c.notNull().references('calendar_feeds.id').onDelete('cascade'),
        )
        .addColumn('uid', 'varchar(255)', (c) => c.notNull())
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addUniqueConstraint('calendar_reservations_feed_uid', ['feed_id', 'uid'])
        .execute();
      await db.schema
        .createIndex('calendar_reservations_by_dates')
        .on('calendar_reservations')
        .columns(['start_date', 'end_date'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('calendar_reservations').execute();
      for (const column of [
        'reservation_summary',
        'reservation_uid',
        'reservation_feed_id',
        'note',
        'guest_email',
      ]) {
        await db.schema.alterTable('stays').dropColumn(column).execute();
      }
      await db.schema.alterTable('users').dropColumn('role').execute();
    },
  };
}
