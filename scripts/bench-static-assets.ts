/**
 * Requests/s of the largest JavaScript asset of the browser build, as a browser asks for it
 * (`Accept-Encoding: gzip, br`), next to a plain static file that is never compressed (a WebP scene
 * image) as the in-process reference, both served by the built server (`npm run build` first) on
 * loopback. Run: node --import tsx scripts/bench-static-assets.ts [seconds]
 * Figures are only comparable within one run (shared, noisy machines).
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './lib/start-server.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = 32;
const headers = { 'accept-encoding': 'gzip, br' };

async function measure(url: string) {
  // HEAD: the bytes on the wire (fetch would decode a body)
  const probe = await fetch(url, { method: 'HEAD', headers });
  const encoding = probe.headers.get('content-encoding') ?? 'identity';
  const bytes = Number(probe.headers.get('content-length'));
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    encoding,
    bytes,
  };
}

async function main() {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
  const largestJs = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: fs.statSync(path.join(clientDir, 'assets', f)).size }))
    .sort((a, b) => b.size - a.size)[0];
  if (!largestJs) throw new Error(`no JavaScript in ${clientDir}/assets: run \`npm run build\` first`);
  const plain = '/images/scenes/hero-winter-960.webp';

  const server = await startServer({ SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-pw', LOG_LEVEL: 'warn' });
  try {
    console.log(
      `${connections} connections, ${seconds} s each, Accept-Encoding: ${headers['accept-encoding']}`,
    );
    console.log('| request | answer | req/s | p50 ms | p99 ms |');
    console.log('|---|---|---:|---:|---:|');
    for (const [what, url] of [
      [`/assets/${largestJs.f} (${Math.round(largestJs.size / 1024)} KB)`, `/assets/${largestJs.f}`],
      [`${plain} (plain static reference)`, plain],
    ] as const) {
      const r = await measure(`${server.url}${url}`);
      console.log(`| ${what} | ${r.encoding}, ${r.bytes} B | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} |`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
