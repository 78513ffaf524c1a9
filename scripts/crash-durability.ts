/**
 * Crash durability (issue 8): starts the built server, sends 1,000 concurrent enquiries, SIGKILLs the
 * process while they are in flight, then checks the database directly: every enquiry the server answered
 * 201 must be there (acknowledged writes lost must be 0), and the database must be intact (SQLite
 * `pragma integrity_check`; PostgreSQL: every row complete, no duplicates, ids consistent). Three rounds per
 * engine; PostgreSQL rounds run when it is reachable (TEST_DATABASE_URL). Loopback only.
 *
 *   npx react-router build && npm run fault:crash
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { startServer } from './lib/start-server.ts';

const writes = Number(process.env.CRASH_WRITES ?? 1000);
const rounds = Number(process.env.CRASH_ROUNDS ?? 3);
/** Kill once this share of the writes has been acknowledged, so that the rest are in flight. */
const killAfter = Math.floor(writes * 0.3);
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface RoundResult {
  engine: string;
  acknowledged: number;
  failedInFlight: number;
  stored: number;
  lost: number;
  integrity: string;
}

async function round(engine: 'sqlite' | 'postgres'): Promise<RoundResult> {
  const schema = `crash_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  const admin = new pg.Client({ connectionString: postgresUrl });
  if (engine === 'postgres') {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  // TRUST_PROXY with one address per request: the enquiry limit is per visitor, and here every write is one.
  const server = await startServer({
    SEED_DEMO: '0',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'fatal',
  });
  const run = randomBytes(4).toString('hex');
  const acknowledged = new Set<string>();
  let failedInFlight = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    process.kill(server.pid, 'SIGKILL');
  };
  await Promise.all(
    Array.from({ length: writes }, async (_, i) => {
      const token = `${run}-${i}`;
      try {
        const res = await fetch(`${server.url}/api/v1/enquiries`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({
            firstName: 'Crash',
            lastName: 'Test',
            email: 'crash@example.com',
            phone: '+1 250-555-0100',
            message: `durability ${token}`,
          }),
        });
        if (res.status === 201) {
          acknowledged.add(token);
          if (acknowledged.size >= killAfter) kill();
        } else failedInFlight++;
        await res.arrayBuffer().catch(() => {});
      } catch {
        failedInFlight++;
      }
    }),
  );
  kill();
  await new Promise((r) => setTimeout(r, 300));

  let stored: string[];
  let integrity: string;
  if (engine === 'sqlite') {
    const db = new DatabaseSync(path.join(server.dataDir, 'site.db'));
    integrity = db
      .prepare('pragma integrity_check')
      .all()
      .map((r) => String(r.integrity_check))
      .join(',');
    stored = db
      .prepare('select message from enquiries')
      .all()
      .map((r) => String(r.message));
    db.close();
  } else {
    const rows = (
      await admin.query(
        `select id, first_name, email, message, created_at from ${schema}.enquiries order by id`,
      )
    ).rows as {
      id: number;
      first_name: string | null;
      email: string | null;
      message: string | null;
      created_at: unknown;
    }[];
    const incomplete = rows.filter((r) => !r.first_name || !r.email || !r.message || !r.created_at).length;
    const duplicates = rows.length - new Set(rows.map((r) => r.message)).size;
    const idsUnique = new Set(rows.map((r) => r.id)).size === rows.length;
    integrity =
      incomplete === 0 && duplicates === 0 && idsUnique
        ? 'ok'
        : `incomplete ${incomplete}, duplicates ${duplicates}`;
    stored = rows.map((r) => r.message ?? '');
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
  // Not server.stop(): it waits for an exit that the SIGKILL already delivered.
  await fs.rm(server.dataDir, { recursive: true, force: true });
  const storedTokens = new Set(stored.map((m) => m.replace(/^durability /, '')));
  const lost = [...acknowledged].filter((t) => !storedTokens.has(t)).length;
  return { engine, acknowledged: acknowledged.size, failedInFlight, stored: stored.length, lost, integrity };
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const results: RoundResult[] = [];
const engines: ('sqlite' | 'postgres')[] = (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
for (const engine of engines) {
  for (let i = 1; i <= rounds; i++) {
    const result = await round(engine);
    results.push(result);
    console.log(
      `${engine} round ${i}: ${result.acknowledged} acknowledged, ${result.failedInFlight} cut off, ` +
        `${result.stored} stored, ${result.lost} acknowledged lost, integrity ${result.integrity}`,
    );
  }
}
const lost = results.reduce((n, r) => n + r.lost, 0);
const broken = results.filter((r) => r.integrity !== 'ok').length;
console.log(`total acknowledged writes lost: ${lost}; rounds failing the integrity check: ${broken}`);
process.exit(lost === 0 && broken === 0 ? 0 : 1);
