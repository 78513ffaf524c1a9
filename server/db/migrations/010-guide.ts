import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * The guest's guide (issue 26, ADR 0029).
 * - `welcome_pages.password_shows_codes`: whether a property-password guest is shown the door code (0, the
 *   default: the code goes only through a stay's personal link).
 * - `places`: the local guide staff keep (one list for the company), with an optional photo from the image
 *   pipeline; `property_places` is a property's own choice and order of them, used only once
 *   `properties.places_chosen` is 1 (until then a property shows every place).
 * - `enquiries.kind` and `enquiries.stay_id`: a request a guest sends from the stay page (early check-in,
 *   late checkout, something else) is an enquiry linked to its stay; the contact form's are `contact`.
 */
export function guideSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('welcome_pages')
        .addColumn('password_shows_codes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('properties')
        .addColumn('places_chosen', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await createWithId(db, 'places')
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('website', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('image_key', 'varchar(64)')
        .addColumn('image_width', 'integer')
        .addColumn('image_height', 'integer')
        .addColumn('image_alt', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('property_places')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('property_places_pk', ['property_id', 'place_id'])
        .execute();
      await db.schema
        .createIndex('property_places_place_idx')
        .on('property_places')
        .column('place_id')
        .execute();

      await db.schema
        .alterTable('enquiries')
        .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('contact'))
        .execute();
      // A stay's deletion keeps its requests (staff may still be answering): the link is only cleared.
      await db.schema
        .alterTable('enquiries')
        .addColumn('stay_id', 'integer', (c) => c.references('stays.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('enquiries_stay_idx')
        .on('enquiries')
        .columns(['stay_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('enquiries_stay_idx').execute();
      await db.schema.alterTable('enquiries').dropColumn('stay_id').execute();
      await db.schema.alterTable('enquiries').dropColumn('kind').execute();
      await db.schema.dropTable('property_places').execute();
      await db.schema.dropTable('places').execute();
      await db.schema.alterTable('properties').dropColumn('places_chosen').execute();
      await db.schema.alterTable('welcome_pages').dropColumn('password_shows_codes').execute();
    },
  };
}
