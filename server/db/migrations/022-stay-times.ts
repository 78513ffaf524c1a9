import type { Kysely, Migration } from 'kysely';

/**
 * Early check-in and late checkout (issue 43, item 2).
 * - `welcome_pages.early_check_in` / `late_checkout`: the earliest check-in and latest checkout the home
 *   allows ('HH:MM'; '' = not offered), and `auto_approve_times` (1: a request is approved at once when the
 *   home has no same-day turnover).
 * - `stays.check_in_time` / `checkout_time`: the stay's own times once a request is approved; null: the
 *   home's. The guide, Today, the mails and the clean task read them through one rule (stay-times.ts).
 */
export const stayTimesSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('welcome_pages')
      .addColumn('early_check_in', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('welcome_pages')
      .addColumn('late_checkout', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('welcome_pages')
      .addColumn('auto_approve_times', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('stays').addColumn('check_in_time', 'varchar(16)').execute();
    await db.schema.alterTable('stays').addColumn('checkout_time', 'varchar(16)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('stays').dropColumn('checkout_time').execute();
    await db.schema.alterTable('stays').dropColumn('check_in_time').execute();
    await db.schema.alterTable('welcome_pages').dropColumn('auto_approve_times').execute();
    await db.schema.alterTable('welcome_pages').dropColumn('late_checkout').execute();
    await db.schema.alterTable('welcome_pages').dropColumn('early_check_in').execute();
  },
};
