import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Availability (issue 11). A property's booked nights are `calendar_blocks`, each a range of nights
 * `[start_date, end_date)` as `YYYY-MM-DD` in SITE_TIMEZONE: manual ones that staff add (owner stay,
 * maintenance, with a private note) and imported ones that a sync of one of its iCalendar
 * `calendar_feeds` replaces as a whole. The property gains its booking facts and the key of its own
 * exported feed.
 */
export function calendarSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('properties').addColumn('nightly_rate_from', 'integer').execute();
      await db.schema.alterTable('properties').addColumn('registration_number', 'varchar(64)').execute();
      await db.schema.alterTable('properties').addColumn('calendar_export_key', 'varchar(64)').execute();

      await createWithId(db, 'calendar_feeds')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('label', 'varchar(60)', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        // conditional GET validators of the last good answer
        .addColumn('etag', 'text')
        .addColumn('last_modified', 'text')
        // the last attempt, the last success, and the error of the last attempt (null when it worked)
        .addColumn('last_attempt_at', 'varchar(32)')
        .addColumn('last_success_at', 'varchar(32)')
        .addColumn('last_error', 'text')
        // one node at a time: a claim that expires (as the enquiry mailer claims its work)
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('claimed_by', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await createWithId(db, 'calendar_blocks')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
        // 'manual' (staff) or 'feed' (imported from feed_id)
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('feed_id', 'integer', (c) => c.references('calendar_feeds.id').onDelete('cascade'))
        // private to staff: never in a public answer
        .addColumn('note', 'text')
        .addColumn('created_by', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('calendar_blocks_by_property')
        .on('calendar_blocks')
        .columns(['property_id', 'start_date'])
        .execute();
      await db.schema
        .createIndex('calendar_blocks_by_feed')
        .on('calendar_blocks')
        .column('feed_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('calendar_blocks').execute();
      await db.schema.dropTable('calendar_feeds').execute();
      await db.schema.alterTable('properties').dropColumn('calendar_export_key').execute();
      await db.schema.alterTable('properties').dropColumn('registration_number').execute();
      await db.schema.alterTable('properties').dropColumn('nightly_rate_from').execute();
    },
  };
}
