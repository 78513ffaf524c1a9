import type { Kysely, Migration } from 'kysely';

/**
 * Two-factor sign-in for staff (issue 39, ADR 0043). `user_two_factor` holds a user's TOTP secret (base32,
 * as the authenticator app has it); `confirmed_at` is null while the user has scanned it but not yet
 * given a first code, and `last_step` is the 30-second step of the last code accepted, so a code is
 * accepted once. `recovery_codes` holds the SHA-256 of each single-use recovery code; `used_at` marks one
 * spent. The site setting that requires admins to enrol is a row of `site_settings`.
 */
export const twoFactorSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_two_factor')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('confirmed_at', 'varchar(32)')
      .addColumn('last_step', 'integer')
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recovery_codes').execute();
    await db.schema.dropTable('user_two_factor').execute();
  },
};
