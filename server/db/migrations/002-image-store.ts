import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Image variants move into the database, so that every app node serves the same images
 * (docs/decisions/0009-images-in-the-database.md). One row per WebP variant; `sha256` is its ETag.
 * The files of an existing uploads folder are read in by `importUploadsFolder` at start-up, not here:
 * a migration runs on one node, and in a several-node installation each node's folder may hold files
 * the others lack.
 */
export function imageStoreSchema(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('image_variants')
        .addColumn('image_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('image_variants_pk', ['image_key', 'width'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('image_variants').execute();
    },
  };
}
