import type { Kysely, Migration } from 'kysely';

/**
 * Turnover notes (issue 24, item 6): what the cleaners need to know about a home between two stays (where
 * the linen is, the hot tub's cover, a key safe for the shed). Staff-only, so in a table of its own, apart
 * from the property's public fields; a home without a row has no notes.
 */
export const houseNotesSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('house_notes')
      .addColumn('property_id', 'integer', (c) =>
        c.primaryKey().references('properties.id').onDelete('cascade'),
      )
      .addColumn('turnover_notes', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('house_notes').execute();
  },
};
