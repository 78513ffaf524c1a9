import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Scheduled guest emails (issue 25, ADR 0032).
 * - `guest_messages`: the durable outbox, one row per (stay, kind). `send_at` is when the message is due;
 *   `next_attempt_at` is when a worker may take it next (due, a retry's backoff, or the end of a claim's
 *   lease while `status` is `sending`, so a node that died mid-send is taken over once the lease is over).
 * - `message_templates`: staff's subject and body per kind; a kind without a row uses the default text.
 * - `stays.messages_off`: the kinds switched off for that stay, comma separated ('' = none).
 */
export function guestMessagesSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createWithId(db, 'guest_messages')
        .addColumn('stay_id', 'integer', (c) => c.notNull().references('stays.id').onDelete('cascade'))
        .addColumn('property_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('send_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'varchar(500)')
        .addColumn('claimed_by', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('guest_messages_stay_kind_key', ['stay_id', 'kind'])
        .execute();
      await db.schema
        .createIndex('guest_messages_due_idx')
        .on('guest_messages')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('message_templates')
        .addColumn('kind', 'varchar(16)', (c) => c.primaryKey())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('stays')
        .addColumn('messages_off', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('stays').dropColumn('messages_off').execute();
      await db.schema.dropTable('message_templates').execute();
      await db.schema.dropTable('guest_messages').execute();
    },
  };
}
