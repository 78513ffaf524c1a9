import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Site content (issue 12). A brochure page (`pages`, one row per slug) points at its published revision;
 * every publish adds a `page_revisions` row (who, when, a summary of the change) whose ordered sections are
 * `page_sections` rows (kind + the section's fields as JSON). A page's working copy is one `page_drafts`
 * row (whole draft as JSON: it is saved and read as a unit). `site_settings` holds one row per setting.
 * The content itself is not seeded here: every start adds the default copy of any page or setting that has
 * no row yet (server/domain/content/site-content-seed.ts, docs/decisions/0019), so fresh and existing installations
 * end up alike.
 */
export function siteContentSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pages')
        .addColumn('slug', 'varchar(64)', (c) => c.primaryKey())
        // number of the published revision; 0 while the page has never been published
        .addColumn('published_revision', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await createWithId(db, 'page_revisions')
        .addColumn('slug', 'varchar(64)', (c) => c.notNull().references('pages.slug').onDelete('cascade'))
        .addColumn('revision', 'integer', (c) => c.notNull())
        // the page's SEO fields (JSON)
        .addColumn('seo', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('restored_from', 'integer')
        .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
        // the staff member's name; null for the seeded copy
        .addColumn('published_by', 'varchar(64)')
        .addUniqueConstraint('page_revisions_slug_revision', ['slug', 'revision'])
        .execute();

      await createWithId(db, 'page_sections')
        .addColumn('revision_id', 'integer', (c) =>
          c.notNull().references('page_revisions.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('section_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        // the section's fields (JSON, validated by common/site-content.ts before they are stored)
        .addColumn('fields', 'text', (c) => c.notNull())
        .addUniqueConstraint('page_sections_revision_position', ['revision_id', 'position'])
        .execute();

      await db.schema
        .createTable('page_drafts')
        .addColumn('slug', 'varchar(64)', (c) => c.primaryKey().references('pages.slug').onDelete('cascade'))
        .addColumn('base_revision', 'integer', (c) => c.notNull())
        .addColumn('seo', 'text', (c) => c.notNull())
        .addColumn('sections', 'text', (c) => c.notNull())
        // the revision this draft restores, when it came from a restore
        .addColumn('restored_from', 'integer')
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(64)')
        .execute();

      await db.schema
        .createTable('site_settings')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        // the value as JSON (text or a list of links)
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(64)')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('site_settings').execute();
      await db.schema.dropTable('page_drafts').execute();
      await db.schema.dropTable('page_sections').execute();
      await db.schema.dropTable('page_revisions').execute();
      await db.schema.dropTable('pages').execute();
    },
  };
}
