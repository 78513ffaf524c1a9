import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  compiledServerEntry,
  type RunningServer,
  serviceMmapThreshold,
  startServer,
} from './lib/start-server.ts';

/**
 * `node --import tsx scripts/measure-memory.ts [--seconds 10] [--idle-seconds 15] [--settle-seconds 60]
 * [--malloc-arena-max 2] [--database-url postgres://…]`: the resident memory of one compiled server process (issue 44: ≤ 150 MB idle after
 * the first start and one visit of every page, ≤ 220 MB peak under load, under 170 MB within a minute after
 * the load stops). Starts the built server on an empty data folder (a first start that seeds the demo
 * content), opens every address of its sitemap once, reads its RSS once it has been idle for a moment, puts a
 * short autocannon load on the public pages, the API, a JS asset and an image variant while sampling RSS
 * every 50 ms, then follows the RSS each second after the load; then the same after a restart on the same
 * data (no seeding). `VmHWM` is the kernel's high-water mark of the process since it started. With
 * `--database-url` both starts use that database instead of SQLite in the data folder: it must be empty for the
 * first start to seed (e.g. `dropdb --if-exists mem_probe && createdb mem_probe` before the run).
 */
interface Reading {
  rssMb: number;
  hwmMb: number;
}

const kbToMb = (kb: number) => Math.round(kb / 102.4) / 10;

function readMemory(pid: number): Reading {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kbToMb(field('VmRSS')), hwmMb: kbToMb(field('VmHWM')) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pathsToLoad(url: string): Promise<string[]> {
  const properties = (await (await fetch(`${url}/api/v1/properties`)).json()) as Array<{
    id: number;
    cover?: { url: string } | null;
  }>;
  const home = await (await fetch(`${url}/`)).text();
  const script =
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ??
    /href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  const first = properties[0];
  return [
    '/',
    '/properties',
    ...(first ? [`/property/${first.id}`] : []),
    '/api/v1/properties',
    ...(script ? [script] : []),
    ...(first?.cover?.url ? [first.cover.url] : []),
  ];
}

/** Every address of the sitemap (the public pages and their French twins), each opened once. */
async function visitEveryPage(url: string): Promise<number> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const page of pages) await (await fetch(`${url}${page}`)).arrayBuffer();
  return pages.length;
}

const settledUnderMb = 170;

async function measure(server: RunningServer, seconds: number, idleSeconds: number, settleSeconds: number) {
  const pagesVisited = await visitEveryPage(server.url);
  await sleep(idleSeconds * 1000);
  const idle = readMemory(server.pid);
  const paths = await pathsToLoad(server.url);
  let peak = idle.rssMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, readMemory(server.pid).rssMb);
  }, 50);
  const result = await autocannon({
    url: server.url,
    connections: 32,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br' },
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  clearInterval(sampler);
  const after = readMemory(server.pid);
  let settledAfterSeconds: number | null = null;
  for (let second = 1; second <= settleSeconds; second++) {
    await sleep(1000);
    if (settledAfterSeconds === null && readMemory(server.pid).rssMb < settledUnderMb)
      settledAfterSeconds = second;
  }
  const settled = readMemory(server.pid);
  return {
    pagesVisited,
    idleMb: idle.rssMb,
    peakUnderLoadMb: Math.max(peak, after.rssMb),
    hwmMb: after.hwmMb,
    settledMb: settled.rssMb,
    settledAfterSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
    paths: paths.length,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      'idle-seconds': { type: 'string', default: '15' },
      'settle-seconds': { type: 'string', default: '60' },
      'malloc-arena-max': { type: 'string', default: '2' },
      'database-url': { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  const idleSeconds = Number(values['idle-seconds']);
  const settleSeconds = Number(values['settle-seconds']);
  if (!fs.existsSync(compiledServerEntry())) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stays-memory-'));
  const arenas: Record<string, string> =
    values['malloc-arena-max'] === '0' ? {} : { MALLOC_ARENA_MAX: values['malloc-arena-max'] };
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ADMIN_PASSWORD: 'memory-admin-pw',
    GLIBC_TUNABLES: serviceMmapThreshold,
    ...arenas,
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  };
  const rows: Array<{ start: string } & Awaited<ReturnType<typeof measure>>> = [];
  try {
    for (const start of ['first start (seeds the demo)', 'restart (seeded database)']) {
      const server = await startServer(env);
      try {
        rows.push({ start, ...(await measure(server, seconds, idleSeconds, settleSeconds)) });
      } finally {
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nOne server process on ${values['database-url'] ? 'PostgreSQL' : 'SQLite'}, MALLOC_ARENA_MAX=${values['malloc-arena-max']}, ${serviceMmapThreshold}, ${seconds} s of load at 32 connections ` +
      `over ${rows[0]?.paths} paths, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores\n`,
  );
  console.log(
    `| start | RSS idle (${idleSeconds} s after one visit of each page) | RSS peak under load | VmHWM | under ${settledUnderMb} MB after | RSS ${settleSeconds} s after | req/s | non-2xx |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.start} (${r.pagesVisited} pages) | ${r.idleMb} MB | ${r.peakUnderLoadMb} MB | ${r.hwmMb} MB | ${r.settledAfterSeconds === null ? 'not within' : `${r.settledAfterSeconds} s`} | ${r.settledMb} MB | ${r.requestsPerSecond} | ${r.non2xx + r.errors} |`,
    );
  }
}

await main();
