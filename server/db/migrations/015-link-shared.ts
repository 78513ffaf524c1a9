import type { Kysely, Migration } from 'kysely';

/**
 * When staff last copied or shared a stay's personal link from its share panel (issue 24): the Today screen's
 * "Link not sent" mark counts a link handed over by hand, not only the guide mail. Null: never shared.
 */
export const linkSharedSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('stays').addColumn('link_shared_at', 'varchar(32)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('stays').dropColumn('link_shared_at').execute();
  },
};
