import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { tableWithId } from './create-with-id.ts';

/**
 * Housekeeping and maintenance (issue 42, ADR 0046). `tasks` are cleans made from stays' departures and
 * manual tasks (maintenance tickets among them); a clean belongs to its stay once: the partial unique
 * index `tasks_one_clean_per_stay` is what keeps several nodes, or a restart mid-way, from making two.
 * `cancelled_at` hides a clean whose stay is gone (the API lists only live tasks). A home's checklist
 * (`checklist_items`) is copied into each new clean task (`task_checklist_items`); task photos keep their
 * WebP bytes here, apart from the public `image_variants`, so only staff are ever served them.
 * `upload_key` is the phone's idempotency key: a photo sent twice is stored once. `task_notices` is the
 * assignment mail's outbox (one row per assignment, claimed with a lease like the guest mail's), and
 * `activity` records who did what, written in the same transaction as the change it records.
 */
export function tasksSchema(dialect: Dialect): Migration {
  const createWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email', 'varchar(254)').execute();
      await createWithId(db, 'tasks')
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('stay_id', 'integer', (c) => c.references('stays.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('priority', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('cancelled_at', 'varchar(32)')
        .execute();
      await sql`create unique index tasks_one_clean_per_stay on tasks (stay_id) where kind = 'clean'`.execute(
        db,
      );
      await db.schema.createIndex('tasks_by_due').on('tasks').columns(['due_at']).execute();
      await createWithId(db, 'checklist_items')
        .addColumn('property_id', 'integer', (c) =>
          c.notNull().references('properties.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('label', 'varchar(200)', (c) => c.notNull())
        .addColumn('photo_required', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('checklist_items_by_property')
        .on('checklist_items')
        .columns(['property_id', 'position'])
        .execute();
      await createWithId(db, 'task_checklist_items')
        .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('label', 'varchar(200)', (c) => c.notNull())
        .addColumn('photo_required', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull())
        .addColumn('done_by', 'varchar(64)')
        .addColumn('done_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('task_checklist_items_by_task')
        .on('task_checklist_items')
        .columns(['task_id', 'position'])
        .execute();
      await createWithId(db, 'task_photos')
        .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
        .addColumn('item_id', 'integer', (c) => c.references('task_checklist_items.id').onDelete('set null'))
        .addColumn('upload_key', 'varchar(64)', (c) => c.unique())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('taken_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('taken_by', 'varchar(64)')
        .execute();
      await db.schema.createIndex('task_photos_by_task').on('task_photos').columns(['task_id']).execute();
      await createWithId(db, 'task_notices')
        .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_by', 'varchar(64)')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('task_notices_due')
        .on('task_notices')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await createWithId(db, 'activity')
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'varchar(64)')
        .addColumn('action', 'varchar(40)', (c) => c.notNull())
        .addColumn('property_id', 'integer')
        .addColumn('stay_id', 'integer')
        .addColumn('task_id', 'integer')
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('activity_by_time').on('activity').columns(['at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('activity').execute();
      await db.schema.dropTable('task_notices').execute();
      await db.schema.dropTable('task_photos').execute();
      await db.schema.dropTable('task_checklist_items').execute();
      await db.schema.dropTable('checklist_items').execute();
      await db.schema.dropTable('tasks').execute();
      await db.schema.alterTable('users').dropColumn('email').execute();
    },
  };
}
