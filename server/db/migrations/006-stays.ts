import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Stays (issue 10). A welcome page gains its Arrival section (check-in time and steps, door code and
 * instructions). A `stays` row is one guest's visit, `[arrival, departure)` as `YYYY-MM-DD` in
 * SITE_TIMEZONE, opened by a personal link: only the SHA-256 of the link's token is stored, and the token is
 * derived again from `link_nonce` with a server secret to show the link to staff (ADR 0016). A guest
 * session opened by a link carries its `stay_id` (origin 'stay') and goes with the stay.
 */
export function staysSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ['check_in_time', 'varchar(16)'],
        ['check_in_instructions', 'text'],
        ['door_code', 'varchar(100)'],
        ['door_instructions', 'text'],
      ] as const) {
        await db.schema
          .alterTable('welcome_pages')
          .addColumn(column, type, (c) => c.notNull().defaultTo(''))
          .execute();
      }
      await createWithId(db, 'stays')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('guest_name', 'varchar(120)', (c) => c.notNull())
        .addColumn('arrival', 'varchar(10)', (c) => c.notNull())
        .addColumn('departure', 'varchar(10)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('link_nonce', 'varchar(64)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('created_by', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('stays_by_property')
        .on('stays')
        .columns(['property_id', 'arrival'])
        .execute();
      await db.schema
        .alterTable('guest_sessions')
        .addColumn('stay_id', 'integer', (c) => c.references('stays.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createIndex('guest_sessions_stay_id_idx')
        .on('guest_sessions')
        .column('stay_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('guest_sessions_stay_id_idx').execute();
      await db.schema.alterTable('guest_sessions').dropColumn('stay_id').execute();
      await db.schema.dropTable('stays').execute();
      for (const column of ['door_instructions', 'door_code', 'check_in_instructions', 'check_in_time']) {
        await db.schema.alterTable('welcome_pages').dropColumn(column).execute();
      }
    },
  };
}
