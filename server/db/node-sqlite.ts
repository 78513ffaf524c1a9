import type { BackupOptions, DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Node's built-in SQLite (`node:sqlite`, docs/decisions/0026-node-24-and-node-sqlite.md) behind the
 * interface Kysely's SqliteDialect expects, and the few habits of the old driver the code relies on: BLOBs
 * arrive as Buffers (as bytea does from pg), and a failed statement's `code` names the SQLite result code
 * (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_UNIQUE`) instead of node:sqlite's generic `ERR_SQLITE_ERROR`.
 */
export function kyselySqliteDatabase(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare: (sql) => statement(named(() => db.prepare(sql))),
  };
}

function statement(stmt: StatementSync): SqliteStatement {
  return {
    // A statement that returns columns is a query (SELECT, or any statement with RETURNING).
    reader: stmt.columns().length > 0,
    all: (parameters) => named(() => stmt.all(...bind(parameters)).map(withBuffers)),
    run: (parameters) => named(() => stmt.run(...bind(parameters))),
    *iterate(parameters) {
      const rows = named(() => stmt.iterate(...bind(parameters)));
      for (;;) {
        const next = named(() => rows.next());
        if (next.done) return;
        yield withBuffers(next.value);
      }
    },
  };
}

const bind = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];

/** A row as a plain object whose BLOB columns are Buffers (a view of the same bytes, not a copy). */
function withBuffers(row: unknown): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row as Record<string, unknown>)) {
    plain[column] =
      value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;
  }
  return plain;
}

/**
 * node:sqlite, loaded when first used rather than imported: on a Node without it (20), a static import would
 * stop the server from loading at all, before server/main.ts can say which Node it needs.
 */
const sqlite = () => process.getBuiltinModule('node:sqlite');

/** Opens a database file (or `:memory:`); `timeoutMs` is how long a statement waits for another writer's lock. */
export function openSqlite(file: string, options: { timeoutMs: number; readOnly?: boolean }): DatabaseSync {
  const { DatabaseSync } = sqlite();
  return named(
    () => new DatabaseSync(file, { timeout: options.timeoutMs, readOnly: options.readOnly ?? false }),
  );
}

/** SQLite's online backup of `source`'s main database into a new file. */
export function backupSqlite(source: DatabaseSync, target: string, options: BackupOptions): Promise<number> {
  return sqlite().backup(source, target, options);
}

/** The value of a PRAGMA that returns one (`journal_mode`, `quick_check`). */
export function pragmaValue(db: DatabaseSync, pragma: string): unknown {
  const row = named(() => db.prepare(`pragma ${pragma}`).get());
  return row === undefined ? undefined : Object.values(row)[0];
}

/** Runs `work`, renaming a node:sqlite error's code to the SQLite result code it carries. */
export function named<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw withSqliteCode(error);
  }
}

export function withSqliteCode(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number') return error;
  const name = resultCodeNames.get(errcode) ?? resultCodeNames.get(errcode & 0xff);
  if (name) Object.assign(error, { code: name });
  return error;
}

/** SQLite's result codes (sqlite.org/rescode.html): the primary ones and the extended ones we meet. */
const resultCodeNames = new Map<number, string>([
  [1, 'SQLITE_ERROR'],
  [2, 'SQLITE_INTERNAL'],
  [3, 'SQLITE_PERM'],
  [4, 'SQLITE_ABORT'],
  [5, 'SQLITE_BUSY'],
  [6, 'SQLITE_LOCKED'],
  [7, 'SQLITE_NOMEM'],
  [8, 'SQLITE_READONLY'],
  [9, 'SQLITE_INTERRUPT'],
  [10, 'SQLITE_IOERR'],
  [11, 'SQLITE_CORRUPT'],
  [12, 'SQLITE_NOTFOUND'],
  [13, 'SQLITE_FULL'],
  [14, 'SQLITE_CANTOPEN'],
  [15, 'SQLITE_PROTOCOL'],
  [17, 'SQLITE_SCHEMA'],
  [18, 'SQLITE_TOOBIG'],
  [19, 'SQLITE_CONSTRAINT'],
  [20, 'SQLITE_MISMATCH'],
  [21, 'SQLITE_MISUSE'],
  [23, 'SQLITE_AUTH'],
  [25, 'SQLITE_RANGE'],
  [26, 'SQLITE_NOTADB'],
  // A busy database is transient (server/db/unavailable.ts) whatever the variant.
  [261, 'SQLITE_BUSY'],
  [517, 'SQLITE_BUSY'],
  [773, 'SQLITE_BUSY'],
  [275, 'SQLITE_CONSTRAINT_CHECK'],
  [787, 'SQLITE_CONSTRAINT_FOREIGNKEY'],
  [1299, 'SQLITE_CONSTRAINT_NOTNULL'],
  [1555, 'SQLITE_CONSTRAINT_PRIMARYKEY'],
  [2067, 'SQLITE_CONSTRAINT_UNIQUE'],
]);
