import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

type Before = Kysely<{ properties: { id: number; calendar_export_key: string | null } }>;

/**
 * Every property has its calendar export key from its creation on (issue 22: the export GET made it on
 * first read, a GET that wrote). Properties made before get theirs here: 24 random bytes, base64url, as
 * the domain makes them (written out here, so that this migration stays as it ran).
 */
export const calendarExportKeys: Migration = {
  async up(db: Kysely<unknown>) {
    const kysely = db as unknown as Before;
    const keyless = await kysely
      .selectFrom('properties')
      .select('id')
      .where('calendar_export_key', 'is', null)
      .execute();
    for (const { id } of keyless) {
      await kysely
        .updateTable('properties')
        .set({ calendar_export_key: randomBytes(24).toString('base64url') })
        .where('id', '=', id)
        .where('calendar_export_key', 'is', null)
        .execute();
    }
  },
  // the keys stay: the code before this migration reads a key that exists as it reads one it made
  async down() {},
};
