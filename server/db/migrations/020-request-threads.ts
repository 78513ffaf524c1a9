import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Guest requests become conversations (issue 43, ADR 0045).
 * - `enquiries.request_status`: a stay request's state ('open', 'approved', 'declined', 'answered'); null for
 *   the contact form's. Requests sent before this migration start 'open'.
 * - `enquiries.request_text`: the guest's own words (the enquiry's `message` adds a heading for the mail).
 * - `request_replies`: the thread after the first message, from staff or the guest. A staff reply is mailed
 *   to the guest once: it carries its own outbox columns (the enquiries' pattern: pending, claimed, sent).
 * - `stays.door_code`: the stay's own door code, replacing the home's for that stay; null: the home's.
 */
export function requestThreadsSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('enquiries').addColumn('request_status', 'varchar(16)').execute();
      await db.schema.alterTable('enquiries').addColumn('request_text', 'text').execute();
      await sql`update enquiries set request_status = 'open', request_text = message where stay_id is not null`.execute(
        db,
      );
      await createWithId(db, 'request_replies')
        .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
        .addColumn('author', 'varchar(8)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(100)')
        .addColumn('to_address', 'varchar(254)')
        .addColumn('mail_status', 'varchar(16)')
        .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mail_next_attempt_at', 'varchar(32)')
        .addColumn('mail_sent_at', 'varchar(32)')
        .addColumn('mail_last_error', 'varchar(1000)')
        .execute();
      await db.schema
        .createIndex('request_replies_enquiry_idx')
        .on('request_replies')
        .columns(['enquiry_id', 'id'])
        .execute();
      await db.schema
        .createIndex('request_replies_mail_idx')
        .on('request_replies')
        .columns(['mail_status', 'mail_next_attempt_at'])
        .execute();
      await db.schema.alterTable('stays').addColumn('door_code', 'varchar(64)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('stays').dropColumn('door_code').execute();
      await db.schema.dropTable('request_replies').execute();
      await db.schema.alterTable('enquiries').dropColumn('request_text').execute();
      await db.schema.alterTable('enquiries').dropColumn('request_status').execute();
    },
  };
}
