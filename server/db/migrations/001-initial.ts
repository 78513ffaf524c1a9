import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/** The first schema: every table of the product. Ids are integers; children cascade with their property. */
export function initialSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createWithId(db, 'users')
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('admin_sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await createWithId(db, 'properties')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('address_description', 'text', (c) => c.notNull())
        .addColumn('bedrooms', 'integer', (c) => c.notNull())
        .addColumn('beds', 'integer', (c) => c.notNull())
        .addColumn('bathrooms', 'real', (c) => c.notNull())
        .addColumn('sqft', 'integer', (c) => c.notNull())
        .addColumn('max_guests', 'integer', (c) => c.notNull())
        .addColumn('minimum_nights', 'integer', (c) => c.notNull())
        .addColumn('guesty_link', 'text', (c) => c.notNull())
        .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('guest_sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      const childOfProperty = (table: string) =>
        createWithId(db, table)
          .addColumn('property_id', 'integer', (c) =>
            c.notNull().references('properties.id').onDelete('cascade'),
          )
          .addColumn('position', 'integer', (c) => c.notNull());
      await childOfProperty('property_images')
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('image_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .execute();
      await childOfProperty('property_amenities')
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('welcome_pages')
        .addColumn('property_id', 'integer', (c) =>
          c.primaryKey().references('properties.id').onDelete('cascade'),
        )
        .addColumn('owning_company', 'text', (c) => c.notNull())
        .addColumn('contact_email', 'text', (c) => c.notNull())
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('checkout_time', 'varchar(16)', (c) => c.notNull())
        .addColumn('checkout_instructions', 'text', (c) => c.notNull())
        .addColumn('garbage_info', 'text', (c) => c.notNull())
        .addColumn('garbage_location', 'text', (c) => c.notNull())
        .addColumn('garbage_code', 'text', (c) => c.notNull())
        .addColumn('wifi_network', 'text', (c) => c.notNull())
        .addColumn('wifi_password', 'text', (c) => c.notNull())
        .addColumn('parking_location', 'text', (c) => c.notNull())
        .addColumn('parking_instructions', 'text', (c) => c.notNull())
        .addColumn('shuttle_description', 'text', (c) => c.notNull())
        .addColumn('pm_contact', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await childOfProperty('welcome_amenities')
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('video_link', 'text', (c) => c.notNull())
        .addColumn('image_key', 'varchar(64)')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .execute();
      await childOfProperty('shuttle_images')
        .addColumn('image_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .execute();
      await childOfProperty('house_rules')
        .addColumn('rule', 'text', (c) => c.notNull())
        .execute();
      await createWithId(db, 'enquiries')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('mail_status', 'varchar(16)', (c) => c.notNull())
        .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mail_last_error', 'text')
        .addColumn('mail_next_attempt_at', 'varchar(32)')
        .addColumn('mail_sent_at', 'varchar(32)')
        .addColumn('handled_at', 'varchar(32)')
        .execute();
      for (const [table, column] of [
        ['admin_sessions', 'user_id'],
        ['guest_sessions', 'property_id'],
        ['property_images', 'property_id'],
        ['property_amenities', 'property_id'],
        ['welcome_amenities', 'property_id'],
        ['shuttle_images', 'property_id'],
        ['house_rules', 'property_id'],
      ] as const) {
        await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
      }
      await db.schema
        .createIndex('enquiries_mail_idx')
        .on('enquiries')
        .columns(['mail_status', 'mail_next_attempt_at'])
        .execute();
      await db.schema.createIndex('properties_featured_idx').on('properties').column('is_featured').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'enquiries',
        'house_rules',
        'shuttle_images',
        'welcome_amenities',
        'welcome_pages',
        'property_amenities',
        'property_images',
        'guest_sessions',
        'properties',
        'admin_sessions',
        'users',
      ]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
