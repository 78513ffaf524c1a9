import type { Kysely, Migration } from 'kysely';

/**
 * Login security (ADR 0008): `server_secrets` holds secrets every node must share, such as the key that
 * signs known-device cookies; `guest_sessions.origin` tells password logins from other ways in, so that a
 * new property password ends exactly the sessions the old one opened.
 */
export const loginSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('guest_sessions')
      .addColumn('origin', 'varchar(16)', (c) => c.notNull().defaultTo('password'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('guest_sessions').dropColumn('origin').execute();
    await db.schema.dropTable('server_secrets').execute();
  },
};
