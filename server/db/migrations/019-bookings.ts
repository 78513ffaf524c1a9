import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Booking requests and the money of stays (issue 41, ADR 0044). A home takes requests when its
 * `booking_requests` flag is 1. A `booking_requests` row holds its nights `[check_in, check_out)` while it is
 * pending and `hold_until` is ahead (its status reads 'expired' after that, by the clock, with no sweep
 * needed). Stays gain the guest count, phone, total and cancellation; `stay_payments` are what staff
 * recorded as received. `booking_mails` is the outbox of the booking emails, stored composed, sent by the
 * booking mailer with the same claim-and-retry rules as the other outboxes.
 */
export function bookingsSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('properties')
        .addColumn('booking_requests', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await createWithId(db, 'booking_requests')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('check_in', 'varchar(10)', (c) => c.notNull())
        .addColumn('check_out', 'varchar(10)', (c) => c.notNull())
        .addColumn('guests', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone', 'varchar(40)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('lang', 'varchar(8)', (c) => c.notNull())
        // 'pending' | 'accepted' | 'declined'; a pending one past hold_until reads 'expired'
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('hold_until', 'varchar(32)', (c) => c.notNull())
        // the quote as the traveller saw it (JSON), and its total
        .addColumn('quote', 'text', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('answered_at', 'varchar(32)')
        .addColumn('answered_by', 'varchar(64)')
        .addColumn('decline_message', 'text')
        .addColumn('stay_id', 'integer', (c) => c.references('stays.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('booking_requests_by_property')
        .on('booking_requests')
        .columns(['property_id', 'status', 'check_in'])
        .execute();
      for (const [column, type] of [
        ['guests', 'integer'],
        ['guest_phone', 'varchar(40)'],
        ['total_cents', 'integer'],
        ['cancelled_at', 'varchar(32)'],
        ['cancel_reason', 'text'],
        ['refund_due_cents', 'integer'],
      ] as const) {
        await db.schema.alterTable('stays').addColumn(column, type).execute();
      }
      await createWithId(db, 'stay_payments')
        .addColumn('stay_id', 'integer', (c) => c.notNull().references('stays.id').onDelete('cascade'))
        .addColumn('cents', 'integer', (c) => c.notNull())
        .addColumn('method', 'varchar(16)', (c) => c.notNull())
        .addColumn('received_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('recorded_by', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stay_payments_by_stay').on('stay_payments').column('stay_id').execute();
      await createWithId(db, 'booking_mails')
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('request_id', 'integer', (c) => c.references('booking_requests.id').onDelete('cascade'))
        .addColumn('stay_id', 'integer', (c) => c.references('stays.id').onDelete('cascade'))
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('reply_to', 'varchar(254)')
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        // 'pending' | 'sent' | 'failed'
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('booking_mails_due')
        .on('booking_mails')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('booking_mails').execute();
      await db.schema.dropTable('stay_payments').execute();
      for (const column of [
        'refund_due_cents',
        'cancel_reason',
        'cancelled_at',
        'total_cents',
        'guest_phone',
        'guests',
      ]) {
        await db.schema.alterTable('stays').dropColumn(column).execute();
      }
      await db.schema.dropTable('booking_requests').execute();
      await db.schema.alterTable('properties').dropColumn('booking_requests').execute();
    },
  };
}
