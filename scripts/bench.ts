import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './lib/start-server.ts';

/**
 * `npm run bench`: requests/s and p99 latency of GET /api/v1/properties with the demo data at 32
 * concurrent connections, next to the same server's static-asset throughput measured in the same run,
 * and the server's resident memory. Figures are only comparable within one run (shared, noisy machines).
 */
const connections = 32;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

function residentMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    throughputMBps: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
  };
}

async function main() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  }
  const assets = fs.readdirSync(path.join(buildDir, 'client/assets')).filter((f) => f.endsWith('.js'));
  const asset = assets
    .map((f) => ({ f, size: fs.statSync(path.join(buildDir, 'client/assets', f)).size }))
    .sort((a, b) => b.size - a.size)[0];
  if (!asset) throw new Error('no built JavaScript asset found');

  console.log('Starting the server with demo content...');
  const server = await startServer({ SEED_DEMO: '1', ADMIN_PASSWORD: 'bench-admin-pw' });
  try {
    const listing = await (await fetch(`${server.url}/api/v1/properties`)).json();
    const memoryIdle = residentMemoryMb(server.pid);
    await load(`${server.url}/api/v1/properties`).catch(() => undefined);

    console.log(`Measuring ${duration} s each at ${connections} connections...`);
    const api = await load(`${server.url}/api/v1/properties`);
    const memoryAfterApi = residentMemoryMb(server.pid);
    const staticAsset = await load(`${server.url}/assets/${asset.f}`);
    const page = await load(`${server.url}/`);
    const memoryAfter = residentMemoryMb(server.pid);

    const rows = [
      { what: `GET /api/v1/properties (${listing.length} properties)`, ...api },
      { what: `GET /assets/${asset.f} (${Math.round(asset.size / 1024)} KB static)`, ...staticAsset },
      { what: 'GET / (server-rendered page)', ...page },
    ];
    console.log('');
    console.log('| request | req/s | p50 ms | p99 ms | MB/s |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(`| ${r.what} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.throughputMBps} |`);
    console.log('');
    console.log(
      `API / static requests-per-second ratio: ${(api.requestsPerSecond / staticAsset.requestsPerSecond).toFixed(2)}`,
    );
    console.log(
      `Resident memory: ${memoryIdle} MB idle, ${memoryAfterApi} MB after the API run, ${memoryAfter} MB at the end`,
    );
  } finally {
    await server.stop();
  }

  const imageBench = path.resolve('scripts/bench-images.ts');
  if (fs.existsSync(imageBench)) {
    console.log('\nImage pipeline:');
    execFileSync(process.execPath, ['--import', 'tsx', imageBench], { stdio: 'inherit' });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
