import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Guest reviews (issue 27, ADR 0030). A review written through a stay's review link carries `stay_id`
 * (unique: one review per stay) and source 'direct'; one staff copied from a channel has no stay and
 * `reviewed_on`, the date the channel shows. `status` is 'pending' until staff publish or hide it; the
 * company's public `reply` is optional.
 */
export function reviewsSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createWithId(db, 'reviews')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('stay_id', 'integer', (c) => c.unique().references('stays.id').onDelete('cascade'))
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('name', 'varchar(60)')
        // YYYY-MM of the stay's last night (reviews from a stay)
        .addColumn('stay_month', 'varchar(7)')
        // YYYY-MM-DD the channel dated it (channel reviews)
        .addColumn('reviewed_on', 'varchar(10)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('reply', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('published_at', 'varchar(32)')
        .addColumn('created_by', 'varchar(64)')
        .execute();
      await db.schema
        .createIndex('reviews_by_property')
        .on('reviews')
        .columns(['property_id', 'status', 'published_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reviews').execute();
    },
  };
}
