import type { Kysely, Migration } from 'kysely';

/**
 * Drafts and BC compliance (issue 40, items 5 and 6). `is_published` (1 or 0): a draft (0) is seen by staff
 * only, never listed, searched, in the sitemap or the calendar export, and its public page is a 404; the
 * homes that exist already stay published (default 1). `business_licence`: the local business licence number
 * the listing shows beside the provincial registration number (migration 005); null when not given.
 */
export const draftsAndLicenceSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('properties')
      .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('properties').addColumn('business_licence', 'varchar(64)').execute();
    await db.schema.createIndex('properties_published_idx').on('properties').column('is_published').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('properties_published_idx').execute();
    await db.schema.alterTable('properties').dropColumn('business_licence').execute();
    await db.schema.alterTable('properties').dropColumn('is_published').execute();
  },
};
