import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { initialSchema } from './migrations/001-initial.ts';
import type { Database } from './schema.ts';

export type Dialect = DatabaseTarget['kind'];

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The open SQLite handle (for online backups); undefined on PostgreSQL. */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
}

/** Opens the configured database. SQLite runs in WAL mode with full fsync and foreign keys enforced. */
export function openDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    // Integer aggregates (COUNT) arrive as int8 strings; the values here always fit a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SqliteDatabase(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}

/** Versioned migrations, in order. Add new ones at the end; never edit one that has shipped. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return { '001-initial': initialSchema(dialect) };
}

export async function migrateToLatest(db: Db): Promise<void> {
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
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
