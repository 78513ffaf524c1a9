import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import type { DatabaseTarget } from '#server/config.ts';
import { backupSqlite, named, openSqlite, pragmaValue } from '#server/db/node-sqlite.ts';

/**
 * Online backups and restores of the database, which holds everything including the images
 * (docs/decisions/0003-backups.md). The uploads folder is only a per-node cache and is not backed up.
 *
 * A backup directory holds `database.sqlite` or `database.pgdump` and `manifest.json`. It is written under
 * `<name>.partial` and renamed when complete, so a directory without that suffix is always a finished
 * backup. Backups of format 1 (before the images moved into the database) also hold an `uploads/` tree;
 * they can still be restored.
 */

/** A failure whose message is meant for the operator as it stands. */
export class BackupError extends Error {}

export type BackupPhase = 'snapshot' | 'copy-database' | 'manifest';

export interface Storage {
  database: DatabaseTarget;
  /** The uploads folder: only a format-1 backup restores into it; its parent receives `pre-restore-*`. */
  uploadsDir: string;
}

export interface BackupOptions {
  database: DatabaseTarget;
  /** The folder that receives `<timestamp>/`. */
  outDir: string;
  /** PostgreSQL only: dump this one schema instead of the whole database. */
  schema?: string;
  now?: () => Date;
  /** Called as each phase starts: progress output for the CLI, a seam for the concurrency tests. */
  onPhase?: (phase: BackupPhase) => void | Promise<void>;
}

const databaseEntry = z.object({
  file: z.enum(['database.sqlite', 'database.pgdump']),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  schema: z.string().optional(),
});

const manifestSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal(2),
    createdAt: z.string(),
    engine: z.enum(['sqlite', 'postgres']),
    database: databaseEntry,
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** Before the images moved into the database: the uploads folder was backed up beside it. */
  z.object({
    format: z.literal(1),
    createdAt: z.string(),
    engine: z.enum(['sqlite', 'postgres']),
    database: databaseEntry,
    tables: z.record(z.string(), z.number().int().nonnegative()),
    uploads: z.object({
      files: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
      linked: z.number().int().nonnegative(),
      copied: z.number().int().nonnegative(),
    }),
    writesPausedMs: z.number().int().nonnegative(),
  }),
]);

export type Manifest = z.infer<typeof manifestSchema>;

export interface BackupResult {
  dir: string;
  manifest: Extract<Manifest, { format: 2 }>;
}

/** `BACKUP_DIR`, or `backups/` beside the data folder. */
export function defaultBackupRoot(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, '..', 'backups'));
}

/**
 * A consistent copy of the database, made while the server keeps running: a snapshot is pinned (a read
 * transaction) and then copied (SQLite backup API, or pg_dump of that very snapshot). Nothing is paused:
 * the images are rows like any other, so there is no second store to keep in step with the database.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const onPhase = options.onPhase ?? (() => {});
  if (options.schema !== undefined && options.database.kind !== 'postgres') {
    throw new BackupError('A schema can only be chosen for a PostgreSQL database');
  }
  if (options.database.kind === 'sqlite' && options.database.file === ':memory:') {
    throw new BackupError('An in-memory SQLite database cannot be backed up');
  }
  if (options.database.kind === 'postgres') await requireTool('pg_dump');
  await fs.mkdir(options.outDir, { recursive: true });
  const createdAt = now();
  const { finalDir, partialDir } = await reserveBackupDir(options.outDir, createdAt);
  try {
    await onPhase('snapshot');
    const pinned =
      options.database.kind === 'sqlite'
        ? await pinSqliteSnapshot(options.database.file)
        : await pinPostgresSnapshot(options.database.url, options.schema);
    let snapshot: Snapshot;
    try {
      await onPhase('copy-database');
      snapshot = await pinned.copyTo(partialDir);
    } finally {
      await pinned.release();
    }
    await onPhase('manifest');
    const dbFile = path.join(partialDir, snapshot.file);
    const manifest: BackupResult['manifest'] = {
      format: 2,
      createdAt: createdAt.toISOString(),
      engine: options.database.kind,
      database: {
        file: snapshot.file,
        bytes: (await fs.stat(dbFile)).size,
        sha256: await sha256File(dbFile),
        ...(options.schema ? { schema: options.schema } : {}),
      },
      tables: snapshot.tables,
    };
    await writeFileDurably(path.join(partialDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(partialDir, finalDir);
    return { dir: finalDir, manifest };
  } catch (error) {
    await fs.rm(partialDir, { recursive: true, force: true });
    throw error;
  }
}

/** `2025-01-31T18-05-09Z`: sorts by time and is a valid file name everywhere. */
const timestamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

async function reserveBackupDir(outDir: string, createdAt: Date) {
  const stamp = timestamp(createdAt);
  for (let n = 1; n < 100; n++) {
    const name = n === 1 ? stamp : `${stamp}-${n}`;
    const finalDir = path.join(outDir, name);
    const partialDir = `${finalDir}.partial`;
    if (await exists(finalDir)) continue;
    try {
      await fs.mkdir(partialDir);
      return { finalDir, partialDir };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  throw new BackupError(`Too many backups named ${stamp} in ${outDir}`);
}

interface Snapshot {
  file: Manifest['database']['file'];
  tables: Record<string, number>;
}

/** A database snapshot held open by a read transaction, to be copied out before it is released. */
interface PinnedSnapshot {
  copyTo(dir: string): Promise<Snapshot>;
  release(): Promise<void>;
}

/**
 * SQLite: a read transaction on the backup's own connection pins the snapshot; the online backup API later
 * copies from inside it, which in WAL mode blocks nobody.
 */
async function pinSqliteSnapshot(databaseFile: string): Promise<PinnedSnapshot> {
  if (!(await exists(databaseFile))) throw new BackupError(`There is no SQLite database at ${databaseFile}`);
  const source = openSqlite(databaseFile, { timeoutMs: 10_000 });
  try {
    named(() => source.exec('BEGIN'));
    named(() => source.prepare('select count(*) from sqlite_master').get());
  } catch (error) {
    source.close();
    throw error;
  }
  return {
    async copyTo(dir) {
      const target = path.join(dir, 'database.sqlite');
      // Every page in one step (the largest rate node:sqlite accepts): a copy of the pinned snapshot.
      await backupSqlite(source, target, { rate: 2 ** 31 - 1 });
      return { file: 'database.sqlite', tables: describeSqliteCopy(target) };
    },
    async release() {
      if (source.isTransaction) source.exec('COMMIT');
      source.close();
    },
  };
}

/** Makes the copy self-contained (rollback journal, so opening it leaves no -wal/-shm), checks it, counts rows. */
function describeSqliteCopy(file: string): Record<string, number> {
  const copy = openSqlite(file, { timeoutMs: 0 });
  try {
    pragmaValue(copy, 'journal_mode = DELETE');
    const check = pragmaValue(copy, 'quick_check');
    if (check !== 'ok') throw new BackupError(`The database snapshot failed its integrity check: ${check}`);
    const names = copy
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all()
      .map((row) => String(row.name));
    const tables: Record<string, number> = {};
    for (const name of names) {
      const row = copy.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get();
      tables[name] = Number(row?.n);
    }
    return tables;
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL: the backup session exports the snapshot of its repeatable-read transaction; `pg_dump
 * --snapshot` later dumps exactly that snapshot, so the row counts in the manifest describe the dump.
 */
async function pinPostgresSnapshot(url: string, schema: string | undefined): Promise<PinnedSnapshot> {
  const session = new pg.Client({ connectionString: url });
  try {
    await session.connect();
    const tables = await listPostgresTables(session, schema);
    await session.query('begin isolation level repeatable read, read only');
    const snapshotId = (await session.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    return {
      async copyTo(dir) {
        const counts: Record<string, number> = {};
        for (const table of tables) {
          const { rows } = await session.query<{ n: string }>(`select count(*) as n from ${table.quoted}`);
          counts[schema || table.schema === 'public' ? table.name : `${table.schema}.${table.name}`] = Number(
            rows[0]!.n,
          );
        }
        const target = path.join(dir, 'database.pgdump');
        const connection = libpqConnection(url);
        await run(
          'pg_dump',
          [
            '--format=custom',
            `--file=${target}`,
            `--snapshot=${snapshotId}`,
            ...(schema ? [`--schema=${schema}`] : []),
            `--dbname=${connection.url}`,
          ],
          connection.env,
        );
        return { file: 'database.pgdump', tables: counts };
      },
      async release() {
        await session.query('commit').catch(() => {});
        await session.end().catch(() => {});
      },
    };
  } catch (error) {
    await session.end().catch(() => {});
    throw error;
  }
}

async function listPostgresTables(client: pg.Client, schema: string | undefined) {
  const { rows } = await client.query<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')
        and table_schema not like 'pg\\_%'
        and ($1::text is null or table_schema = $1)
      order by table_schema, table_name`,
    [schema ?? null],
  );
  return rows.map((r) => ({
    schema: r.table_schema,
    name: r.table_name,
    quoted: `${client.escapeIdentifier(r.table_schema)}.${client.escapeIdentifier(r.table_name)}`,
  }));
}

/**
 * A connection string that libpq reads the way node-postgres does (node-postgres decodes `+` in the query
 * as a space, libpq does not), with the password moved to PGPASSWORD so it stays out of the process list.
 */
export function libpqConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const query = [...parsed.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  const user = parsed.username ? `${parsed.username}@` : '';
  const rebuilt = `postgresql://${user}${parsed.host}${parsed.pathname}${query.length ? `?${query.join('&')}` : ''}`;
  return { url: rebuilt, env };
}

/** Reads a backup's manifest and checks the database file (and a format-1 backup's uploads) against it. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const manifestFile = path.join(dir, 'manifest.json');
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
  } catch (error) {
    const reason = errorCode(error) === 'ENOENT' ? 'is missing' : 'is not valid JSON';
    throw new BackupError(`${manifestFile} ${reason}: ${dir} is not a complete backup`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BackupError(`${manifestFile} is not a backup manifest this version understands`);
  const manifest = parsed.data;
  const dbFile = path.join(dir, manifest.database.file);
  if (!(await exists(dbFile))) throw new BackupError(`The backup has no ${manifest.database.file}`);
  const actual = await sha256File(dbFile);
  if (actual !== manifest.database.sha256) {
    throw new BackupError(
      `The backup's ${manifest.database.file} does not match its manifest (SHA-256 ${actual}, ` +
        `manifest says ${manifest.database.sha256}); the backup is damaged and will not be restored`,
    );
  }
  if (manifest.format === 2) return manifest;
  const uploads = await describeTree(path.join(dir, 'uploads'));
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw new BackupError(
      `The backup's uploads do not match its manifest (${uploads.files} files, ${uploads.bytes} bytes; ` +
        `manifest says ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes)`,
    );
  }
  return manifest;
}

export interface RestoreOptions extends Storage {
  /** A backup directory made by `createBackup`. */
  dir: string;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced SQLite file (and format-1 uploads) were moved, for a change of mind; undefined if nothing was. */
  previousDir?: string;
}

/**
 * Puts a backup in place of the current database. The server must be stopped: on SQLite a database file
 * that another connection holds open is refused outright. The uploads folder, a cache whose every entry
 * is checked against the database before it is served, is left as it is; only a format-1 backup (images
 * as files) puts its uploads in place, and the server reads them into the database when it starts.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await verifyBackup(options.dir);
  if (manifest.engine !== options.database.kind) {
    throw new BackupError(
      `This is a ${manifest.engine} backup but the configured database is ${options.database.kind}`,
    );
  }
  const stamp = timestamp((options.now ?? (() => new Date()))());
  const dataDir = path.dirname(options.uploadsDir);
  const previousDir = path.join(dataDir, `pre-restore-${stamp}`);
  const staged = `${options.uploadsDir}.restore-${stamp}`;
  const dbFile = path.join(options.dir, manifest.database.file);

  const withUploads = manifest.format === 1;
  if (withUploads) {
    // Copies rather than links: the backup must stay as it was, whatever happens to the restored files.
    await fs.rm(staged, { recursive: true, force: true });
    await fs.mkdir(path.dirname(staged), { recursive: true });
    await fs.cp(path.join(options.dir, 'uploads'), staged, { recursive: true });
  }
  let movedAnything = false;
  try {
    if (options.database.kind === 'sqlite') {
      movedAnything = await restoreSqlite(dbFile, options.database.file, previousDir);
    } else {
      await restorePostgres(dbFile, options.database.url, manifest.database.schema);
    }
  } catch (error) {
    await fs.rm(staged, { recursive: true, force: true });
    throw error;
  }
  if (!withUploads) return { manifest, ...(movedAnything ? { previousDir } : {}) };
  if (await exists(options.uploadsDir)) {
    await fs.mkdir(previousDir, { recursive: true });
    await fs.rename(options.uploadsDir, path.join(previousDir, 'uploads'));
    movedAnything = true;
  }
  await fs.rename(staged, options.uploadsDir);
  return { manifest, ...(movedAnything ? { previousDir } : {}) };
}

async function restoreSqlite(snapshot: string, databaseFile: string, previousDir: string): Promise<boolean> {
  if (databaseFile === ':memory:') throw new BackupError('Cannot restore into an in-memory SQLite database');
  if (await sqliteInUse(databaseFile)) {
    throw new BackupError(
      `The database ${databaseFile} is open in another process (is the server running?); stop it and try again`,
    );
  }
  await fs.mkdir(path.dirname(databaseFile), { recursive: true });
  const incoming = `${databaseFile}.restore-tmp`;
  await fs.copyFile(snapshot, incoming);
  await fsyncFile(incoming);
  let moved = false;
  if (await exists(databaseFile)) {
    await fs.mkdir(previousDir, { recursive: true });
    await moveFile(databaseFile, path.join(previousDir, path.basename(databaseFile)));
    moved = true;
  }
  // Left-over WAL or shared-memory files belong to the old database and would be replayed onto the new one.
  for (const suffix of ['-wal', '-shm', '-journal']) await fs.rm(`${databaseFile}${suffix}`, { force: true });
  await fs.rename(incoming, databaseFile);
  return moved;
}

/**
 * Whether another connection holds the SQLite file open. In WAL mode every open connection keeps a shared
 * lock on the database file, so an exclusive lock is only granted when nobody else has it open.
 */
export async function sqliteInUse(databaseFile: string): Promise<boolean> {
  if (!(await exists(databaseFile))) return false;
  const probe = openSqlite(databaseFile, { timeoutMs: 0 });
  try {
    named(() => probe.exec('pragma locking_mode = EXCLUSIVE'));
    named(() => probe.exec('BEGIN EXCLUSIVE'));
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if (errorCode(error) === 'SQLITE_BUSY' || errorCode(error) === 'SQLITE_LOCKED') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * `pg_restore --clean --if-exists` in one transaction: the database is either fully restored or untouched.
 * Tables the dump does not know would survive `--clean` and confuse the migrations, so they are refused.
 */
async function restorePostgres(dump: string, url: string, schema: string | undefined): Promise<void> {
  await requireTool('pg_restore');
  const connection = libpqConnection(url);
  const toc = await run('pg_restore', ['--list', dump], connection.env);
  const dumped = new Set<string>();
  for (const line of toc.stdout.split('\n')) {
    const match = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(line);
    if (match) dumped.add(`${match[1]}.${match[2]}`);
  }
  const schemas = new Set(schema ? [schema] : ['public', ...[...dumped].map((t) => t.split('.')[0]!)]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema = any($1::text[]) order by 1`,
      [[...schemas]],
    );
    const extra = rows.map((r) => r.name).filter((name) => !dumped.has(name));
    if (extra.length > 0) {
      throw new BackupError(
        `The database has tables the backup does not (${extra.join(', ')}), probably from a newer ` +
          `migration; drop them (DROP TABLE ${extra.join(', ')} CASCADE) or restore into an empty database`,
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${connection.url}`,
      dump,
    ],
    connection.env,
  );
}

export interface InUseCheck {
  host: string;
  port: number;
}

/**
 * Reasons to believe the server is running against this storage: something answers on its port, or
 * (PostgreSQL) other sessions are connected to the database. Advisory: the caller decides what to do.
 * (An open SQLite file is not advisory: `restoreBackup` refuses it.)
 */
export async function findServerActivity(database: DatabaseTarget, server: InUseCheck): Promise<string[]> {
  const reasons: string[] = [];
  const host = server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host;
  if (await answers(host, server.port)) reasons.push(`something is listening on ${host}:${server.port}`);
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      const n = Number(rows[0]!.n);
      if (n > 0) reasons.push(`${n} other session${n === 1 ? ' is' : 's are'} connected to the database`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  return reasons;
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** Lists the backups in a folder, newest first. */
export async function listBackups(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && !e.name.endsWith('.partial'))
    .map((e) => path.join(root, e.name))
    .sort()
    .reverse();
}

async function requireTool(tool: 'pg_dump' | 'pg_restore') {
  try {
    await run(tool, ['--version'], process.env);
  } catch (error) {
    if (error instanceof BackupError && /not found/.test(error.message)) {
      throw new BackupError(
        `${tool} was not found on PATH. Install the PostgreSQL client tools (Debian/Ubuntu: ` +
          'apt-get install postgresql-client) in the same major version as the server or newer.',
      );
    }
    throw error;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', (error) => {
      reject(errorCode(error) === 'ENOENT' ? new BackupError(`${command} was not found on PATH`) : error);
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve({ stdout });
      else reject(new BackupError(`${command} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
}

async function listFiles(root: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(root, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

async function describeTree(root: string): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  const files = await listFiles(root);
  for (const file of files) bytes += (await fs.stat(path.join(root, file))).size;
  return { files: files.length, bytes };
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

async function writeFileDurably(file: string, content: string) {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncFile(file: string) {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function moveFile(from: string, to: string) {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if (errorCode(error) !== 'EXDEV') throw error;
    await fs.copyFile(from, to);
    await fs.rm(from);
  }
}

async function statOrNull(file: string) {
  try {
    return await fs.stat(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

async function exists(file: string) {
  return (await statOrNull(file)) !== null;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}
