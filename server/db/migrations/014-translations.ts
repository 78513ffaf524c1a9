import type { Kysely, Migration } from 'kysely';

/**
 * French versions of staff-written texts (issue 28): one row per (kind of record, record, language,
 * field). The English stays in the record's own columns; a field without a row is shown in English. The
 * record id is text so that records keyed by name (message templates, by kind) fit beside those keyed by
 * number. `stays.language` is the language of the stay's welcome page and emails.
 */
export const translationsSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('translations')
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('lang', 'varchar(8)', (c) => c.notNull())
      .addColumn('field', 'varchar(64)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('translations_pkey', ['kind', 'record_id', 'lang', 'field'])
      .execute();
    await db.schema
      .alterTable('stays')
      .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('stays').dropColumn('language').execute();
    await db.schema.dropTable('translations').execute();
  },
};
