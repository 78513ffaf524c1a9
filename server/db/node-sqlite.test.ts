import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kyselySqliteDatabase, openSqlite, pragmaValue } from './node-sqlite.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

interface Tables {
  items: { id: Generated<number>; name: string; content: Uint8Array | null };
}

describe('node:sqlite behind Kysely', () => {
  let dir: string;
  let kysely: Kysely<Tables>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-sqlite-'));
    const db = openSqlite(path.join(dir, 'test.db'), { timeoutMs: 0 });
    db.exec('pragma journal_mode = WAL');
    kysely = new Kysely<Tables>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(db) }) });
    await sql`create table items (id integer primary key, name text unique not null, content blob)`.execute(
      kysely,
    );
  });
  afterEach(async () => {
    await kysely.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads rows back as plain objects, BLOBs as Buffers, and returns from RETURNING', async () => {
    const inserted = await kysely
      .insertInto('items')
      .values({ name: 'a', content: Buffer.from([1, 2, 3]) })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: 1, name: 'a' });
    const row = await kysely.selectFrom('items').selectAll().executeTakeFirstOrThrow();
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Buffer.isBuffer(row.content)).toBe(true);
    expect([...(row.content ?? [])]).toEqual([1, 2, 3]);
    const streamed: unknown[] = [];
    for await (const r of kysely.selectFrom('items').select('name').stream()) streamed.push(r);
    expect(streamed).toEqual([{ name: 'a' }]);
  });

  it('counts changes and the inserted row id', async () => {
    const result = await kysely.insertInto('items').values({ name: 'b', content: null }).executeTakeFirst();
    expect(Number(result.insertId)).toBe(1);
    const updated = await kysely.updateTable('items').set({ name: 'c' }).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
  });

  it('names a unique violation SQLITE_CONSTRAINT_UNIQUE, as the users domain expects', async () => {
    await kysely.insertInto('items').values({ name: 'same', content: null }).execute();
    await expect(
      kysely.insertInto('items').values({ name: 'same', content: null }).execute(),
    ).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
      message: expect.stringContaining('UNIQUE constraint failed'),
    });
  });

  it('names a lock held by another connection SQLITE_BUSY, which answers 503', async () => {
    const other = openSqlite(path.join(dir, 'test.db'), { timeoutMs: 0 });
    try {
      other.exec('BEGIN IMMEDIATE');
      const failure = await kysely
        .insertInto('items')
        .values({ name: 'x', content: null })
        .execute()
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(isDatabaseUnavailable(failure)).toBe(true);
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
  });

  it('reads a PRAGMA value', () => {
    const db = openSqlite(path.join(dir, 'test.db'), { timeoutMs: 0 });
    try {
      expect(pragmaValue(db, 'journal_mode')).toBe('wal');
      expect(pragmaValue(db, 'quick_check')).toBe('ok');
    } finally {
      db.close();
    }
  });
});
