/**
 * Recovery time after PostgreSQL faults (issue 8): starts the built server on PostgreSQL, keeps pages, the
 * API and /healthz under light load, and measures how long after a fault the server answers 200 again:
 *   1. `pg_terminate_backend` on every backend of the server (found by its application_name);
 *   2. with `--restart` only: a restart of the local cluster (`pg_ctlcluster ... restart`). Other tests share
 *      that PostgreSQL, so run it by hand, once.
 * The server must stay up throughout and answer nothing but 200 or 503. Loopback only.
 *
 *   npx react-router build && npm run fault:recovery [-- --restart]
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from './lib/start-server.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const withRestart = process.argv.includes('--restart');
const schema = `recovery_${randomBytes(5).toString('hex')}`;
const applicationName = `stays-${schema}`;

const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
await admin.query(`create schema ${schema}`);
const url = new URL(postgresUrl);
url.searchParams.set('options', `-c search_path=${schema}`);
url.searchParams.set('application_name', applicationName);
const server = await startServer({ DATABASE_URL: url.toString(), SEED_DEMO: '0', LOG_LEVEL: 'fatal' });

interface Sample {
  at: number;
  url: string;
  status: number;
}
const samples: Sample[] = [];
let running = true;
const targets = ['/healthz', '/api/v1/properties', '/properties', '/'];
const workers = targets.map(async (target) => {
  while (running) {
    let status: number;
    try {
      const res = await fetch(`${server.url}${target}`, { signal: AbortSignal.timeout(5000) });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = -1; // no answer at all
    }
    samples.push({ at: Date.now(), url: target, status });
    await new Promise((r) => setTimeout(r, 20));
  }
});

/** Milliseconds from `since` until every target has answered 200 again (and stays so for that sample). */
async function recoveryAfter(since: number, limitMs = 60_000): Promise<number> {
  const deadline = since + limitMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    const lastPerTarget = targets.map((t) => samples.filter((s) => s.url === t && s.at > since).at(-1));
    const failedAfter = samples.filter((s) => s.at > since && s.status !== 200);
    if (
      failedAfter.length === 0 &&
      lastPerTarget.every((s) => s?.status === 200) &&
      Date.now() - since > 1000
    )
      return 0;
    if (lastPerTarget.every((s) => s?.status === 200) && failedAfter.length > 0) {
      const lastFailure = Math.max(...failedAfter.map((s) => s.at));
      const firstOk = samples.filter((s) => s.at > lastFailure && s.status === 200);
      if (targets.every((t) => firstOk.some((s) => s.url === t))) {
        return Math.max(...targets.map((t) => firstOk.find((s) => s.url === t)!.at)) - since;
      }
    }
  }
  throw new Error(`no recovery within ${limitMs} ms`);
}

function summary(since: number) {
  const counts = new Map<number, number>();
  for (const s of samples.filter((s) => s.at > since)) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status === -1 ? 'no answer' : status}: ${n}`).join(', ');
}

try {
  await new Promise((r) => setTimeout(r, 1500));
  const terminatedAt = Date.now();
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  const afterTerminate = await recoveryAfter(terminatedAt);
  console.log(
    `pg_terminate_backend (${rowCount} backends): all targets 200 again after ${afterTerminate} ms; answers: ${summary(terminatedAt)}`,
  );

  if (withRestart) {
    await admin.end();
    const restartAt = Date.now();
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'restart'], {
      stdio: 'inherit',
    });
    const restartedAt = Date.now();
    const afterRestart = await recoveryAfter(restartedAt);
    console.log(
      `PostgreSQL restart (took ${restartedAt - restartAt} ms): all targets 200 again ${afterRestart} ms after ` +
        `it finished; answers since the restart began: ${summary(restartAt)}`,
    );
  }
  const alive = (() => {
    try {
      process.kill(server.pid, 0);
      return true;
    } catch {
      return false;
    }
  })();
  const bad = samples.filter((s) => s.status !== 200 && s.status !== 503);
  console.log(`server process alive: ${alive}; answers other than 200/503: ${bad.length}`);
  if (!alive || bad.length > 0) process.exitCode = 1;
} finally {
  running = false;
  await Promise.all(workers);
  await server.stop();
  const cleanup = new pg.Client({ connectionString: postgresUrl });
  await cleanup.connect();
  await cleanup.query(`drop schema ${schema} cascade`);
  await cleanup.end();
  if (!withRestart) await admin.end();
}
