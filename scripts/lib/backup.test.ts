import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseTarget } from '#server/config.ts';
import { type Db, openDatabase } from '#server/db/connect.ts';
import { openSqlite, pragmaValue } from '#server/db/node-sqlite.ts';
import { importUploadsFolder } from '#server/domain/images/image-import.ts';
import { sha256, storedWidths } from '#server/domain/images/images.ts';
import {
  createTestDatabase,
  describeEachEngine,
  type Engine,
  type TestDatabase,
} from '#server/test/harness.ts';
import {
  BackupError,
  type BackupPhase,
  createBackup,
  libpqConnection,
  restoreBackup,
  type Storage,
  sqliteInUse,
  verifyBackup,
} from './backup.ts';

// The harness builds HTTP apps too; these tests only need its databases, so the app module stays unloaded.
vi.mock('#server/app.ts', () => ({
  buildApp: () => {
    throw new Error('not used by the backup tests');
  },
}));

const imageWidth = 960;
const widths = storedWidths(imageWidth);

/** Stores a property the way the server does: its image variants first, then the rows naming them. */
async function addProperty(db: Db, name = 'Cedar Ridge'): Promise<{ id: number; key: string }> {
  const key = randomBytes(16).toString('hex');
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    for (const width of widths) {
      const content = randomBytes(1500);
      await trx
        .insertInto('image_variants')
        .values({
          image_key: key,
          width,
          bytes: content.length,
          sha256: sha256(content),
          content,
          created_at: now,
        })
        .execute();
    }
  });
  const id = await db.kysely.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('properties')
      .values({
        name,
        description: 'A chalet',
        address: '1 Mackenzie Ave',
        address_description: 'Up the hill',
        bedrooms: 3,
        beds: 4,
        bathrooms: 2,
        sqft: 1800,
        max_guests: 8,
        minimum_nights: 3,
        guesty_link: 'https://booking.example.com/x',
        is_featured: 0,
        calendar_export_key: 'backup-test-export-key',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('property_images')
      .values({ property_id: id, position: 0, kind: 'cover', image_key: key, width: imageWidth, height: 640 })
      .execute();
    return id;
  });
  return { id, key };
}

/** Deletes a property the way the server does: the rows first, then the image variants. */
async function deleteProperty(db: Db, property: { id: number; key: string }) {
  await db.kysely.deleteFrom('properties').where('id', '=', property.id).execute();
  await db.kysely.deleteFrom('image_variants').where('image_key', '=', property.key).execute();
}

async function tableContents(db: Db) {
  return {
    users: await db.kysely
      .selectFrom('users')
      .select(['id', 'name', 'password_hash'])
      .orderBy('id')
      .execute(),
    properties: await db.kysely.selectFrom('properties').select(['id', 'name']).orderBy('id').execute(),
    images: await db.kysely
      .selectFrom('property_images')
      .select(['id', 'property_id', 'image_key', 'width'])
      .orderBy('id')
      .execute(),
    variants: (
      await db.kysely
        .selectFrom('image_variants')
        .select(['image_key', 'width', 'sha256', 'content'])
        .orderBy('image_key')
        .orderBy('width')
        .execute()
    ).map((v) => ({ ...v, content: sha256(Buffer.from(v.content)) })),
  };
}

/** The variants an image should have that a database lacks, as `<key>-<width>`. */
function missingVariants(images: { image_key: string }[], variants: { image_key: string; width: number }[]) {
  const present = new Set(variants.map((v) => `${v.image_key}-${v.width}`));
  return images.flatMap((i) => widths.map((w) => `${i.image_key}-${w}`)).filter((v) => !present.has(v));
}

interface Fixture {
  dir: string;
  storage: Storage;
  schema?: string;
  backupsDir: string;
  /** The live database; on SQLite `reopen` replaces it after a restore. */
  db: Db;
  closeLive(): Promise<void>;
  reopen(): Promise<Db>;
}

async function setUp(engine: Engine): Promise<Fixture & { test: TestDatabase }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-backup-'));
  const test = await createTestDatabase(engine, dir);
  const uploadsDir = path.join(dir, 'data', 'uploads');
  await fs.mkdir(uploadsDir, { recursive: true });
  const database: DatabaseTarget =
    engine === 'sqlite'
      ? { kind: 'sqlite', file: path.join(dir, 'test.db') }
      : { kind: 'postgres', url: test.databaseUrl! };
  const schema =
    engine === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(test.db.kysely)).rows[0]!.s
      : undefined;
  const fixture = {
    test,
    dir,
    storage: { database, uploadsDir },
    ...(schema ? { schema } : {}),
    backupsDir: path.join(dir, 'backups'),
    db: test.db,
    closeLive: async () => {
      if (engine === 'sqlite') await fixture.db.close();
    },
    reopen: async () => {
      if (engine === 'sqlite') fixture.db = openDatabase(database);
      return fixture.db;
    },
  };
  return fixture;
}

describeEachEngine('backup and restore', (engine) => {
  let f: Awaited<ReturnType<typeof setUp>>;

  let ready = false;

  beforeEach(async () => {
    ready = false;
    f = await setUp(engine);
    ready = true;
  });

  afterEach(async () => {
    if (!ready) return;
    if (f.db !== f.test.db) await f.db.close();
    await f.test.drop();
    await fs.rm(f.dir, { recursive: true, force: true });
  });

  const backup = (onPhase?: (phase: BackupPhase) => void | Promise<void>) =>
    createBackup({
      database: f.storage.database,
      outDir: f.backupsDir,
      ...(f.schema ? { schema: f.schema } : {}),
      ...(onPhase ? { onPhase } : {}),
    });

  it('writes the database snapshot, images included, and a manifest that verifies', async () => {
    await addProperty(f.db);
    await addProperty(f.db);
    await fs.writeFile(path.join(f.storage.uploadsDir, 'cached.webp'), 'a per-node cache, not backed up');

    const { dir, manifest } = await backup();

    expect(path.dirname(dir)).toBe(f.backupsDir);
    expect(path.basename(dir)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(manifest.format).toBe(2);
    expect(manifest.engine).toBe(engine);
    expect(manifest.tables).toMatchObject({
      properties: 2,
      property_images: 2,
      image_variants: 2 * widths.length,
      users: 0,
    });
    expect(manifest.database.file).toBe(engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump');
    expect(await verifyBackup(dir)).toEqual(manifest);
    expect(JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(await fs.readdir(f.backupsDir)).toEqual([path.basename(dir)]);
    expect((await fs.readdir(dir)).sort()).toEqual([manifest.database.file, 'manifest.json']);
  });

  it('holds the snapshot as it was pinned: changes made while it is copied are not in it', async () => {
    const before = await addProperty(f.db, 'before');
    const deletedLater = await addProperty(f.db, 'deleted during the copy');
    let addedAfter: { id: number; key: string } | undefined;

    const { dir, manifest } = await backup(async (phase) => {
      if (phase === 'copy-database') {
        await deleteProperty(f.db, deletedLater);
        addedAfter = await addProperty(f.db, 'after');
      }
    });

    expect(manifest.tables).toMatchObject({
      properties: 2,
      property_images: 2,
      image_variants: 2 * widths.length,
    });
    await f.closeLive();
    await restoreBackup({ dir, ...f.storage });
    const db = await f.reopen();
    const restored = await tableContents(db);
    expect(restored.images.map((i) => i.image_key).sort()).toEqual([before.key, deletedLater.key].sort());
    expect(missingVariants(restored.images, restored.variants)).toEqual([]);
    expect(restored.properties.map((p) => p.id)).not.toContain(addedAfter!.id);
    expect(restored.variants.map((v) => v.image_key)).not.toContain(addedAfter!.key);
  });

  it('makes a consistent backup while properties and their images are written concurrently', async () => {
    const writer = await startWriter(engine, f);
    await writer.waitFor(40);
    const seen: Record<string, number> = {};

    // Each phase waits for the writer to move on, so writes land in every gap between the steps.
    const { dir, manifest } = await backup(async (phase) => {
      seen[phase] = await writer.advance();
    });
    // The writer must still be moving once the backup is done: the backup never held it up for good.
    const afterBackup = await writer.advance();
    await writer.stop();

    expect(seen.snapshot).toBeLessThan(seen['copy-database']!);
    expect(afterBackup).toBeGreaterThan(seen.manifest!);
    await verifyBackup(dir);

    let snapshot: Awaited<ReturnType<typeof tableContents>>;
    if (engine === 'sqlite') {
      const copy = openSqlite(path.join(dir, 'database.sqlite'), { timeoutMs: 0, readOnly: true });
      try {
        expect(pragmaValue(copy, 'quick_check')).toBe('ok');
        snapshot = {
          users: [],
          properties: copy.prepare('select id, name from properties order by id').all() as never,
          images: copy
            .prepare('select id, property_id, image_key, width from property_images order by id')
            .all() as never,
          variants: copy.prepare('select image_key, width from image_variants').all() as never,
        };
      } finally {
        copy.close();
      }
      expect(await fs.readdir(dir)).not.toContain('database.sqlite-wal');
    } else {
      await restoreBackup({ dir, ...f.storage });
      snapshot = await tableContents(f.db);
    }

    expect(snapshot.properties.length).toBe(manifest.tables.properties);
    expect(snapshot.images.length).toBe(manifest.tables.property_images);
    // The writer adds a property and its image in one transaction: a torn snapshot would differ here.
    expect(snapshot.images.map((i) => i.property_id)).toEqual(snapshot.properties.map((p) => p.id));
    expect(snapshot.properties.length).toBeGreaterThan(20);
    // Every image the snapshot's rows name has its variants in the same snapshot.
    expect(missingVariants(snapshot.images, snapshot.variants)).toEqual([]);
    // The snapshot is the moment it was pinned, not the later moment the copy was made.
    const newest = Math.max(...snapshot.properties.map((p) => p.id));
    expect(newest).toBeGreaterThanOrEqual(seen.snapshot!);
    expect(newest).toBeLessThan(seen['copy-database']!);
  });

  it('restores the data and images exactly as backed up, leaving the uploads cache alone', async () => {
    const kept = await addProperty(f.db, 'kept');
    const removed = await addProperty(f.db, 'removed later');
    await f.db.kysely
      .insertInto('users')
      .values({ name: 'maya', password_hash: 'scrypt$x', created_at: new Date().toISOString() })
      .execute();
    const atBackup = await tableContents(f.db);
    expect(atBackup.variants.map((v) => v.image_key).sort()).toEqual(
      [...widths.map(() => kept.key), ...widths.map(() => removed.key)].sort(),
    );
    const { dir } = await backup();

    await deleteProperty(f.db, removed);
    await addProperty(f.db, 'added later');
    await f.db.kysely.updateTable('users').set({ name: 'renamed' }).execute();
    await fs.writeFile(path.join(f.storage.uploadsDir, 'cached.webp'), 'cache');
    await f.closeLive();

    const result = await restoreBackup({ dir, ...f.storage });
    const db = await f.reopen();

    expect(await tableContents(db)).toEqual(atBackup);
    expect(await fs.readFile(path.join(f.storage.uploadsDir, 'cached.webp'), 'utf8')).toBe('cache');
    await verifyBackup(dir);
    // What was replaced is kept aside (SQLite: the old database file).
    if (engine === 'sqlite') expect(result.previousDir).toBeDefined();
    // Ids continue after the restored ones (sequences and AUTOINCREMENT are part of the snapshot).
    const next = await addProperty(db, 'after restore');
    expect(next.id).toBeGreaterThan(Math.max(...atBackup.properties.map((p) => p.id)));
  });

  it('refuses a backup whose database does not match the manifest checksum, touching nothing', async () => {
    await addProperty(f.db);
    const { dir } = await backup();
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
    manifest.database.sha256 = '0'.repeat(64);
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    await addProperty(f.db, 'after the backup');
    const live = await tableContents(f.db);
    await f.closeLive();

    await expect(restoreBackup({ dir, ...f.storage })).rejects.toThrow(
      /does not match its manifest.*damaged/s,
    );
    const db = await f.reopen();
    expect(await tableContents(db)).toEqual(live);
  });

  it('refuses a backup whose database file was altered', async () => {
    await addProperty(f.db);
    const { dir, manifest } = await backup();
    const dbFile = path.join(dir, manifest.database.file);
    await fs.appendFile(dbFile, 'x');
    await expect(verifyBackup(dir)).rejects.toThrow(BackupError);
    await fs.rm(path.join(dir, 'manifest.json'));
    await expect(verifyBackup(dir)).rejects.toThrow(/manifest.json is missing/);
  });
});

describe('restore safety [sqlite]', () => {
  it('refuses to replace a SQLite database another connection holds open', async () => {
    const f = await setUp('sqlite');
    try {
      await addProperty(f.db);
      const { dir } = await createBackup({ database: f.storage.database, outDir: f.backupsDir });
      const file = path.join(f.dir, 'test.db');
      expect(await sqliteInUse(file)).toBe(true);
      await expect(restoreBackup({ dir, ...f.storage })).rejects.toThrow(/open in another process/);
      await f.db.close();
      expect(await sqliteInUse(file)).toBe(false);
    } finally {
      await f.test.drop();
      await fs.rm(f.dir, { recursive: true, force: true });
    }
  });

  it('restores a backup of format 1 (images as files) and the server then reads them in', async () => {
    const f = await setUp('sqlite');
    try {
      // An installation of the old layout: rows name images whose files are in the uploads folder.
      const property = await addProperty(f.db, 'old');
      await f.db.kysely.deleteFrom('image_variants').execute();
      const { dir, manifest } = await createBackup({ database: f.storage.database, outDir: f.backupsDir });
      await fs.mkdir(path.join(dir, 'uploads'));
      let bytes = 0;
      for (const width of widths) {
        const file = await sharp({ create: { width, height: 100, channels: 3, background: '#224466' } })
          .webp()
          .toBuffer();
        bytes += file.length;
        await fs.writeFile(path.join(dir, 'uploads', `${property.key}-${width}.webp`), file);
      }
      const old = {
        ...manifest,
        format: 1,
        uploads: { files: widths.length, bytes, linked: widths.length, copied: 0 },
        writesPausedMs: 3,
      };
      await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(old));
      expect(await verifyBackup(dir)).toEqual(old);

      await f.closeLive();
      await restoreBackup({ dir, ...f.storage });
      expect((await fs.readdir(f.storage.uploadsDir)).length).toBe(widths.length);
      const db = await f.reopen();
      expect(await importUploadsFolder(db.kysely, f.storage.uploadsDir)).toEqual({
        imported: widths.length,
        missing: 0,
      });
      await db.close();
    } finally {
      await f.test.drop().catch(() => {});
      await fs.rm(f.dir, { recursive: true, force: true });
    }
  });
});

describe('backup set-up errors', () => {
  it('refuses to restore a backup of the other engine', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-backup-'));
    try {
      const test = await createTestDatabase('sqlite', dir);
      const storage: Storage = {
        database: { kind: 'sqlite', file: path.join(dir, 'test.db') },
        uploadsDir: path.join(dir, 'u'),
      };
      const { dir: backupDir } = await createBackup({
        database: storage.database,
        outDir: path.join(dir, 'b'),
      });
      await test.drop();
      await expect(
        restoreBackup({
          ...storage,
          dir: backupDir,
          database: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/x' },
        }),
      ).rejects.toThrow('This is a sqlite backup but the configured database is postgres');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('names pg_dump when it is missing, and leaves no partial backup behind', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-backup-'));
    const savedPath = process.env.PATH;
    process.env.PATH = path.join(dir, 'no-tools-here');
    try {
      await expect(
        createBackup({
          database: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/x' },
          outDir: path.join(dir, 'backups'),
        }),
      ).rejects.toThrow(/pg_dump was not found on PATH.*postgresql-client/s);
      expect(await fs.readdir(path.join(dir, 'backups')).catch(() => [])).toEqual([]);
    } finally {
      process.env.PATH = savedPath;
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('hands libpq a connection string it reads like node-postgres, without the password', () => {
    const { url, env } = libpqConnection(
      'postgres://app:s%40cret@db.internal:5433/site?options=-c+search_path%3Dt_1&sslmode=require',
    );
    expect(url).toBe('postgresql://app@db.internal:5433/site?options=-c%20search_path%3Dt_1&sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
  });
});

interface Writer {
  waitFor(rows: number): Promise<number>;
  /** Waits until at least one more property was written; returns the highest id. */
  advance(): Promise<number>;
  stop(): Promise<number>;
}

/**
 * A stand-in for the running server: adds properties with their image variants (variants first) and
 * deletes the oldest ones (rows before variants), without pause. On SQLite it is another process, as the server would be.
 */
async function startWriter(engine: Engine, f: Fixture): Promise<Writer> {
  const highestId = async () =>
    Number(
      (
        await f.db.kysely
          .selectFrom('properties')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
  const waitUntil = async (done: (id: number) => boolean) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const id = await highestId();
      if (done(id)) return id;
      if (Date.now() > deadline) throw new Error('the writer stalled');
      await new Promise((r) => setTimeout(r, 2));
    }
  };
  let stop: () => Promise<number>;
  if (engine === 'sqlite') {
    const child = spawnSqliteWriter(f);
    stop = async () => {
      child.stdin.end();
      const [code] = await new Promise<[number | null]>((resolve) => child.once('exit', (c) => resolve([c])));
      if (code !== 0) throw new Error(`the writer failed: ${child.stderr.read() ?? ''}`);
      return highestId();
    };
  } else {
    let running = true;
    const live: { id: number; key: string }[] = [];
    const loop = (async () => {
      for (let n = 1; running; n++) {
        live.push(await addProperty(f.db, `written ${n}`));
        if (n % 4 === 0) await deleteProperty(f.db, live.shift()!);
      }
    })();
    stop = async () => {
      running = false;
      await loop;
      return highestId();
    };
  }
  return {
    waitFor: (rows) => waitUntil((id) => id >= rows),
    advance: async () => {
      const now = await highestId();
      return waitUntil((id) => id > now);
    },
    stop: () => stop(),
  };
}

const sqliteWriterScript = `
const { DatabaseSync } = require('node:sqlite');
const crypto = require('node:crypto');
const widths = JSON.parse(process.env.WIDTHS);
const db = new DatabaseSync(process.env.DATABASE, { timeout: 5000 });
db.exec('pragma foreign_keys = ON');
const transaction = (work) => (...args) => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work(...args);
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
};
const now = new Date().toISOString();
const addVariant = db.prepare(\`insert into image_variants (image_key, width, bytes, sha256, content, created_at)
  values (?, ?, ?, ?, ?, ?)\`);
const addProperty = db.prepare(\`insert into properties (name, description, address, address_description, bedrooms,
  beds, bathrooms, sqft, max_guests, minimum_nights, guesty_link, is_featured, created_at, updated_at)
  values ('written', 'd', 'a', 'ad', 1, 1, 1, 100, 2, 1, 'https://booking.example.com/x', 0, ?, ?)\`);
const addImage = db.prepare(\`insert into property_images (property_id, position, kind, image_key, width, height)
  values (?, 0, 'cover', ?, ${imageWidth}, 640)\`);
const removeProperty = db.prepare('delete from properties where id = ?');
const removeVariants = db.prepare('delete from image_variants where image_key = ?');
const storeImage = transaction((key) => {
  for (const width of widths) {
    const content = crypto.randomBytes(1500);
    addVariant.run(key, width, content.length, crypto.createHash('sha256').update(content).digest('hex'), content, now);
  }
});
const add = transaction((key) => {
  const id = addProperty.run(now, now).lastInsertRowid;
  addImage.run(id, key);
  return id;
});
const live = [];
let stopping = false;
process.stdin.on('end', () => { stopping = true; });
process.stdin.resume();
let n = 0;
(function step() {
  if (stopping) { db.close(); return; }
  const key = crypto.randomBytes(16).toString('hex');
  storeImage(key);
  live.push({ id: add(key), key });
  if (++n % 4 === 0) {
    const old = live.shift();
    removeProperty.run(old.id);
    removeVariants.run(old.key);
  }
  setImmediate(step);
})();
`;

function spawnSqliteWriter(f: Fixture): ChildProcessWithoutNullStreams {
  if (f.storage.database.kind !== 'sqlite') throw new Error('not a SQLite fixture');
  return spawn(process.execPath, ['-e', sqliteWriterScript], {
    env: {
      ...process.env,
      DATABASE: f.storage.database.file,
      WIDTHS: JSON.stringify(widths),
    },
  });
}
