import type { Kysely, Migration } from 'kysely';

/**
 * One counter of everything a visitor can see (properties, images, availability, site content, settings):
 * every write that can change a public page increases it, and caches of public pages on every node compare
 * it cheaply per request (issue 13's render cache; issue 12's published-page cache).
 */
export const publicContentRevision: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_revisions')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('revision', 'bigint', (c) => c.notNull())
      .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db
      .insertInto('content_revisions' as never)
      .values({ name: 'public', revision: 1, changed_at: new Date().toISOString() } as never)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_revisions').execute();
  },
};
