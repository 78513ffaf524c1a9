import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicWrite, publicTables } from '../../db/public-writes.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { inTransaction } from './context.ts';
import { readPublicContentRevision } from './public-content.ts';

describeEachEngine('public writes move the public content revision by construction', (engine) => {
  let t: TestApp;
  const revision = () => readPublicContentRevision({ db: t.db.kysely });
  // biome-ignore lint/suspicious/noExplicitAny: any table name, for the query shapes only
  const db = () => t.db.kysely as any;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('counts inserts and deletes on every public table, and updates of the listed columns only', () => {
    for (const [table, columns] of Object.entries(publicTables)) {
      expect(isPublicWrite(db().insertInto(table).values({ x: 1 }).toOperationNode()), table).toBe(true);
      expect(isPublicWrite(db().deleteFrom(table).where('id', '=', 1).toOperationNode()), table).toBe(true);
      const some = columns === 'all' ? 'anything' : columns[0];
      if (some)
        expect(
          isPublicWrite(
            db()
              .updateTable(table)
              .set({ [some]: 1 })
              .toOperationNode(),
          ),
          table,
        ).toBe(true);
      expect(isPublicWrite(db().selectFrom(table).selectAll().toOperationNode()), table).toBe(false);
    }
    expect(isPublicWrite(db().updateTable('stays').set({ link_shared_at: 'x' }).toOperationNode())).toBe(
      false,
    );
    expect(isPublicWrite(db().updateTable('stays').set({ arrival: 'x' }).toOperationNode())).toBe(true);
    expect(isPublicWrite(db().updateTable('calendar_feeds').set({ last_error: 'x' }).toOperationNode())).toBe(
      false,
    );
    expect(isPublicWrite(db().insertInto('admin_sessions').values({ x: 1 }).toOperationNode())).toBe(false);
    expect(isPublicWrite(db().deleteFrom('admin_sessions').toOperationNode())).toBe(false);
  });

  it('moves on once per transaction that writes a public table, and not for private writes', async () => {
    const r0 = await revision();
    await inTransaction(t.app.domain, async ({ db: trx }) => {
      await trx.updateTable('properties').set({ name: 'x' }).where('id', '=', -1).execute();
      await trx.deleteFrom('calendar_blocks').where('id', '=', -1).execute();
    });
    const r1 = await revision();
    expect(r1).toBe(r0 + 1);

    await inTransaction(t.app.domain, async ({ db: trx }) => {
      await trx.updateTable('stays').set({ link_shared_at: null }).where('id', '=', -1).execute();
      await trx.updateTable('calendar_feeds').set({ last_error: null }).where('id', '=', -1).execute();
      await trx.deleteFrom('admin_sessions').where('token_hash', '=', 'none').execute();
    });
    expect(await revision()).toBe(r1);
  });

  it('does not move on when the transaction rolls back', async () => {
    const r0 = await revision();
    await expect(
      inTransaction(t.app.domain, async ({ db: trx }) => {
        await trx.deleteFrom('pages').where('slug', '=', 'none').execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await revision()).toBe(r0);
  });

  it('moves on when the image store removes images', async () => {
    const r0 = await revision();
    await t.app.domain.images.remove([{ key: '0123456789abcdef0123456789abcdef', width: 800, height: 600 }]);
    expect(await revision()).toBe(r0 + 1);
  });
});

describe('domain writes', () => {
  it('open transactions only through inTransaction (or the image store), and never mark by hand', () => {
    // every module of the domain, in all its folders (this test sits in server/domain/shared/)
    const dir = path.join(import.meta.dirname, '..');
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const file = entry.name;
      if (!entry.isFile() || !file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(entry.parentPath, file), 'utf8');
      if (file !== 'context.ts' && file !== 'images.ts') expect(text, file).not.toContain('.transaction()');
      if (file !== 'public-content.ts') expect(text, file).not.toContain('markPublicContentChanged(');
    }
  });
});
