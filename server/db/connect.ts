import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import type { Dialect } from './dialect.ts';
import { initialSchema } from './migrations/001-initial.ts';
import { imageStoreSchema } from './migrations/002-image-store.ts';
import { loginSecurity } from './migrations/003-login-security.ts';
import { publicContentRevision } from './migrations/004-public-content-revision.ts';
import { calendarSchema } from './migrations/005-calendar.ts';
import { staysSchema } from './migrations/006-stays.ts';
import { siteContentSchema } from './migrations/007-site-content.ts';
import { calendarExportKeys } from './migrations/008-calendar-export-keys.ts';
import { operationsSchema } from './migrations/009-operations.ts';
import { guideSchema } from './migrations/010-guide.ts';
import { reviewsSchema } from './migrations/011-reviews.ts';
import { guestMessagesSchema } from './migrations/012-guest-messages.ts';
import { houseNotesSchema } from './migrations/013-house-notes.ts';
import { translationsSchema } from './migrations/014-translations.ts';
import { linkSharedSchema } from './migrations/015-link-shared.ts';
import { ratesSchema } from './migrations/016-rates.ts';
import { draftsAndLicenceSchema } from './migrations/017-drafts-and-licence.ts';
import { twoFactorSchema } from './migrations/018-two-factor.ts';
import { bookingsSchema } from './migrations/019-bookings.ts';
import { requestThreadsSchema } from './migrations/020-request-threads.ts';
import { tasksSchema } from './migrations/021-tasks.ts';
import { stayTimesSchema } from './migrations/022-stay-times.ts';
import { kyselySqliteDatabase, openSqlite } from './node-sqlite.ts';
import { PublicWriteTracker } from './public-writes.ts';
import type { Database } from './schema.ts';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The open SQLite handle (for online backups); undefined on PostgreSQL. */
  sqlite?: DatabaseSync;
  /**
   * Reports connection errors that happen outside any query (an idle PostgreSQL connection ended by a
   * restart or `pg_terminate_backend`). Without a listener they are dropped, never thrown.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** How long a request may wait for a PostgreSQL connection before it answers 503 instead of hanging. */
const connectTimeoutMs = 3000;

/** Opens the configured database. SQLite runs in WAL mode with full fsync and foreign keys enforced. */
export function openDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    // Integer aggregates (COUNT) arrive as int8 strings; the values here always fit a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: connectTimeoutMs,
      // Names our backends in pg_stat_activity (an application_name in DATABASE_URL wins).
      application_name: 'revelstoke-stays',
    });
    const listeners: ((error: Error) => void)[] = [];
    const report = (error: Error) => {
      for (const listener of listeners) listener(error);
    };
    // node-postgres emits 'error' on the pool for idle clients and on a checked-out client between
    // queries; an 'error' event without a listener would end the process. The pool already discards the
    // broken client, so the next query opens a fresh connection: reporting is all that is left to do.
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => {}); // the same error, already reported by the client's own listener
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new PublicWriteTracker()],
    });
    return {
      kysely,
      dialect: 'postgres',
      onConnectionError: (listener) => listeners.push(listener),
      close: () => kysely.destroy(),
    };
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  // A writer waits up to 5 s for another connection's lock (busy_timeout) before SQLITE_BUSY.
  const sqlite = openSqlite(target.file, { timeoutMs: 5000 });
  sqlite.exec('pragma journal_mode = WAL');
  sqlite.exec('pragma synchronous = FULL');
  sqlite.exec('pragma foreign_keys = ON');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: kyselySqliteDatabase(sqlite) }),
    plugins: [new PublicWriteTracker()],
  });
  // SQLite runs in this process: there is no connection to lose.
  return { kysely, dialect: 'sqlite', sqlite, onConnectionError: () => {}, close: () => kysely.destroy() };
}

/** Versioned migrations, in order. Add new ones at the end; never edit one that has shipped. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialSchema(dialect),
    '002-image-store': imageStoreSchema(dialect),
    '003-login-security': loginSecurity,
    '004-public-content-revision': publicContentRevision,
    '005-calendar': calendarSchema(dialect),
    '006-stays': staysSchema(dialect),
    '007-site-content': siteContentSchema(dialect),
    '008-calendar-export-keys': calendarExportKeys,
    '009-operations': operationsSchema(dialect),
    '010-guide': guideSchema(dialect),
    '011-reviews': reviewsSchema(dialect),
    '012-guest-messages': guestMessagesSchema(dialect),
    '013-house-notes': houseNotesSchema,
    '014-translations': translationsSchema,
    '015-link-shared': linkSharedSchema,
    '016-rates': ratesSchema(dialect),
    '017-drafts-and-licence': draftsAndLicenceSchema,
    '018-two-factor': twoFactorSchema,
    '019-bookings': bookingsSchema(dialect),
    '020-request-threads': requestThreadsSchema(dialect),
    '021-tasks': tasksSchema(dialect),
    '022-stay-times': stayTimesSchema,
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  await runMigrations(db, (migrator) => migrator.migrateToLatest());
}

/** Takes the database to the state right after migration `name`, down or up (tests of old layouts). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  await runMigrations(db, (migrator) => migrator.migrateTo(name));
}

async function runMigrations(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.dialect) };
  // On PostgreSQL the migrator's own tables belong in the schema being migrated (the first on the
  // search_path); unqualified, Kysely would find another schema's copies in a shared database.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await run(migrator);
    // Before taking its lock, Kysely's migrator introspects every schema of the database; a schema, table
    // or column that someone else drops at that moment (another site or test run sharing the database)
    // fails that query. Nothing has been migrated yet then, so trying again is safe.
    if (error && results === undefined && attempt < 5 && vanishedDuringIntrospection(error)) {
      await new Promise((r) => setTimeout(r, 50 * attempt));
      continue;
    }
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
    return;
  }
}

/**
 * PostgreSQL's undefined_table, invalid_schema_name and undefined_column: an object vanished under a catalog
 * query. The column case comes from `pg_get_serial_sequence`, which the introspection calls for every column
 * of every table and which looks the column up again, after the query's own snapshot listed it.
 */
export const vanishedDuringIntrospection = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['42P01', '3F000', '42703'].includes(String((error as { code?: unknown }).code));
