import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median } from './median.ts';
import {
  httpsRequest,
  nginxInstalled,
  prepareNginx,
  type RunningNginx,
  siteTemplatePath,
  startNginx,
} from './nginx.ts';
import { cpuMs, familyCpuMs } from './process-cpu.ts';
import { nameInHtml, renamedPropertyForm } from './property-edit.ts';
import { freePort, type RunningServer, serviceMmapThreshold, startServer } from './start-server.ts';
import { runWrk, wrkInstalled } from './wrk.ts';

/**
 * The part of `npm run bench` with nginx (issue 29 item 3, ADR 0033), when Debian's nginx is installed: the
 * built app with the demo content behind the shipped configuration, against nginx serving the very same
 * bytes as a static file (the body of each cached page as the bench receives it, Brotli, answered with the
 * page's own headers), on the same nginx (one worker) and the same TLS. Each row is compared with its
 * reference measured in the same rounds (see `rounds`), so that a change of the machine's load matters less:
 *
 * - nginx, static file, plain HTTP → the app alone, render-cache hit: target ≥ 0.35×
 * - nginx, static file, HTTPS → the app through nginx, micro-cache: target ≥ 0.9×, p99 ≤ 10 ms
 * - nginx, static file, HTTPS, with the file handles kept as the shipped configuration keeps them (no target:
 *   it tells how much of the micro-cache's ratio is nginx's default of opening a static file per request)
 *
 * Then an edit: how long until the page through nginx shows it (target ≤ 1 s).
 * Measured with wrk when installed (one C thread), else autocannon. The CPU ratio (the reference's CPU time per
 * request over the row's) tells what the ratio would be on a machine not shared with other work.
 */
interface Measured {
  what: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU time of the serving processes (nginx's, the app's, or both) per answered request, ms */
  cpuMs: number;
  /**
   * The target against this row's reference, and the medians over the rounds of this row's req/s over the
   * reference's (`ratio`) and of the reference's CPU per request over this row's (`cpuRatio`)
   */
  versus?: { target: number; p99Ms?: number; ratio: number; cpuRatio: number };
}

type Sample = Awaited<ReturnType<typeof measure>>;

/**
 * Each row is measured in rounds of a few seconds, every row of a page once per round in turn, so that the
 * machine's busy moments fall on all of them alike (on this shared machine a reference measured 22k req/s in
 * one 10 s run and 32k in the next); the table prints each row's medians over the rounds.
 */
const rounds = 5;

function medianSample(samples: Sample[]): Omit<Sample, 'total'> {
  return {
    requestsPerSecond: Math.round(median(samples.map((s) => s.requestsPerSecond))),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
  };
}

/** The medians over the rounds of `row`'s req/s over `reference`'s, and of the reference's CPU over the row's. */
function roundRatios(row: Sample[], reference: Sample[]) {
  const pairs = row.map((sample, round) => ({ sample, reference: reference[round] as Sample }));
  return {
    ratio: median(pairs.map((p) => p.sample.requestsPerSecond / p.reference.requestsPerSecond)),
    cpuRatio: median(pairs.map((p) => p.reference.cpuMs / p.sample.cpuMs)),
  };
}

const pages = ['/', '/property/1'];

/**
 * The shipped configuration's `open_file_cache` directive (kept file handles), which the micro-cache's entries
 * use too: a third reference serves the static file with it, so the note can say what the handles are worth.
 */
async function keptHandlesDirective(): Promise<string> {
  const directive = /^\s*(open_file_cache [^;]+;)/m.exec(await fs.readFile(siteTemplatePath, 'utf8'))?.[1];
  if (!directive) throw new Error('the shipped nginx configuration has no open_file_cache directive');
  return directive;
}
const headers = { 'accept-encoding': 'gzip, br' };

/** req/s, latency, and the CPU time the serving processes (`cpu()`, in ms) spent per answered request. */
async function measure(url: string, cpu: () => number, connections: number, seconds: number) {
  const before = cpu();
  const measured = wrkInstalled()
    ? await runWrk(url, { connections, seconds })
    : await autocannonRun(url, connections, seconds);
  return { ...measured, cpuMs: (cpu() - before) / measured.total };
}

async function autocannonRun(url: string, connections: number, seconds: number) {
  // autocannon checks no certificate: the bench's own throwaway one
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const { average, total } = result.requests;
  return { total, requestsPerSecond: Math.round(average), p50: result.latency.p50, p99: result.latency.p99 };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Headers nginx writes itself for a static file, or the micro-cache drops or replaces. */
const ownHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
  'x-cache',
  'x-request-id',
]);

/**
 * An nginx location answering `file` with the page's headers, as the micro-cache answers the page: the app's
 * own (its ETag instead of nginx's), plus the request id and cache status the shipped configuration adds.
 */
function sameHeadersLocation(file: string, pageHeaders: Headers): string {
  const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const added = [...pageHeaders]
    .filter(([name]) => !ownHeaders.has(name))
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  const type = quoted(pageHeaders.get('content-type') ?? 'text/html');
  return (
    `location = /${file} { etag off; types {} default_type ${type}; ${added.join(' ')} ` +
    'add_header X-Request-Id $request_id always; add_header X-Cache-Status HIT always; }'
  );
}

export async function benchBehindNginx({
  buildDir,
  connections,
  seconds,
  adminPassword,
}: {
  buildDir: string;
  connections: number;
  seconds: number;
  adminPassword: string;
}): Promise<void> {
  if (!nginxInstalled()) {
    console.log(
      '\n(nginx is not installed: `bash scripts/ensure-debian-packages.sh` adds it and the rows measured behind it)',
    );
    return;
  }
  console.log('\nBehind nginx (deploy/nginx/selkirk-stays.conf): starting the app and nginx...');
  const httpsPort = await freePort();
  const app = await startServer({
    MALLOC_ARENA_MAX: '2',
    GLIBC_TUNABLES: serviceMmapThreshold,
    SEED_DEMO: '1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
    TRUST_PROXY: '127.0.0.1',
  });
  const referenceDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-bench-reference-'));
  const [plainPort, tlsPort, keptPort] = [await freePort(), await freePort(), await freePort()];
  let nginx: RunningNginx | undefined;
  const rows: Measured[] = [];
  /** per page: the micro-cache against the static file served with kept file handles, as it is itself */
  const againstKept: Array<{ page: string; ratio: number; cpuRatio: number }> = [];
  const keptHandles = await keptHandlesDirective();
  let edit: Awaited<ReturnType<typeof editThroughNginx>> | undefined;
  const loadBefore = loadAverage();
  try {
    // each page's headers as the app sends them: the reference answers its file with the same ones
    const answers: Array<{ page: string; file: string; headers: Headers }> = [];
    for (const page of pages) {
      const answer = await fetch(`${app.url}${page}`, { headers });
      if (answer.headers.get('x-cache') === null)
        throw new Error(`${page} is not answered from the render cache`);
      await answer.arrayBuffer();
      const file = `${page === '/' ? 'home' : page.replaceAll('/', '-').slice(1)}.bin`;
      answers.push({ page, file, headers: answer.headers });
    }
    nginx = await startNginx(
      await prepareNginx({
        upstream: new URL(app.url).host,
        clientDir: path.join(buildDir, 'client'),
        httpsPort,
        // the references: the same nginx, the same TLS, files holding each page's bytes, answered with the
        // page's own headers (as the micro-cache answers them), so both send the very same bytes
        extra: (_prefix, tls) => {
          const locations = answers.map((a) => sameHeadersLocation(a.file, a.headers)).join(' ');
          return (
            `    server { listen 127.0.0.1:${plainPort}; root ${referenceDir}; ${locations} }\n` +
            `    server { listen 127.0.0.1:${tlsPort} ssl http2; ${tls} root ${referenceDir}; ${locations} }\n` +
            `    server { listen 127.0.0.1:${keptPort} ssl http2; ${tls} ${keptHandles} root ${referenceDir}; ${locations} }\n`
          );
        },
      }),
    );
    const targets: Array<{ page: string; file: string; bytes: number }> = [];
    for (const { page, file } of answers) {
      // the bytes on the wire are the stored Brotli body, fetched undecoded
      const wire = await httpsRequest(`${nginx.url}${page}`, { ca: nginx.certificatePem, headers });
      await fs.writeFile(path.join(referenceDir, file), wire.body);
      targets.push({ page, file, bytes: wire.body.length });
    }
    const urls = (t: (typeof targets)[number]) => ({
      plainReference: `http://127.0.0.1:${plainPort}/${t.file}`,
      alone: `${app.url}${t.page}`,
      tlsReference: `https://127.0.0.1:${tlsPort}/${t.file}`,
      proxied: `${nginx?.url}${t.page}`,
      keptReference: `https://127.0.0.1:${keptPort}/${t.file}`,
    });
    console.log('Warming up...');
    const running = nginx;
    const nginxCpu = () => familyCpuMs(running.pid);
    const appCpu = () => cpuMs(app.pid);
    const bothCpu = () => nginxCpu() + appCpu();
    for (const t of targets)
      for (const url of Object.values(urls(t))) await measure(url, bothCpu, connections, 2);
    const roundSeconds = Math.max(1, Math.round(seconds / rounds));
    console.log(
      `Measuring ${rounds} rounds of ${roundSeconds} s per row at ${connections} connections ` +
        `(${wrkInstalled() ? 'wrk' : 'autocannon'})...`,
    );
    for (const t of targets) {
      const u = urls(t);
      const kb = `${(t.bytes / 1024).toFixed(1)} KB`;
      const kinds = {
        plainReference: { url: u.plainReference, cpu: nginxCpu },
        alone: { url: u.alone, cpu: appCpu },
        tlsReference: { url: u.tlsReference, cpu: nginxCpu },
        proxied: { url: u.proxied, cpu: bothCpu },
        keptReference: { url: u.keptReference, cpu: nginxCpu },
      };
      const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as Sample[]])) as Record<
        keyof typeof kinds,
        Sample[]
      >;
      for (let round = 0; round < rounds; round++)
        for (const [kind, { url, cpu }] of Object.entries(kinds))
          samples[kind as keyof typeof kinds].push(await measure(url, cpu, connections, roundSeconds));
      againstKept.push({ page: t.page, ...roundRatios(samples.proxied, samples.keptReference) });
      rows.push(
        {
          what: `nginx: a static file of ${kb} (${t.page}'s bytes), HTTP`,
          ...medianSample(samples.plainReference),
        },
        {
          what: `app alone: GET ${t.page} (render cache), HTTP`,
          ...medianSample(samples.alone),
          versus: {
            target: 0.35,
            ...roundRatios(samples.alone, samples.plainReference),
          },
        },
        { what: `nginx: the same file, HTTPS`, ...medianSample(samples.tlsReference) },
        {
          what: `nginx → app: GET ${t.page} (micro-cache), HTTPS`,
          ...medianSample(samples.proxied),
          versus: {
            target: 0.9,
            p99Ms: 10,
            ...roundRatios(samples.proxied, samples.tlsReference),
          },
        },
        {
          what: `nginx: the same file, HTTPS, file handles kept (${keptHandles})`,
          ...medianSample(samples.keptReference),
        },
      );
    }
    edit = await editThroughNginx(app, nginx, adminPassword);
  } finally {
    await nginx?.stop();
    await app.stop();
    await fs.rm(referenceDir, { recursive: true, force: true });
  }

  console.log(
    `\nMachine load average (1, 5, 15 min): ${loadBefore} before these rows, ${loadAverage()} after\n`,
  );
  console.log(
    '| request | req/s | p50 ms | p99 ms | CPU ms/request | ratio to its reference | CPU ratio | target | met |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const r of rows) {
    const v = r.versus;
    const target = v ? `≥ ${v.target.toFixed(2)}${v.p99Ms ? `, p99 ≤ ${v.p99Ms} ms` : ''}` : 'reference';
    const met = v ? (v.ratio >= v.target && (v.p99Ms === undefined || r.p99 <= v.p99Ms) ? 'yes' : 'NO') : '';
    // the CPU ratio: what the ratio would be on a machine of its own
    console.log(
      `| ${r.what} | ${r.requestsPerSecond} | ${Number(r.p50.toFixed(2))} | ${Number(r.p99.toFixed(2))} | ` +
        `${r.cpuMs.toFixed(3)} | ${v ? v.ratio.toFixed(2) : ''} | ${v ? v.cpuRatio.toFixed(2) : ''} | ${target} | ${met} |`,
    );
  }
  console.log('(medians over the rounds; a ratio is the median of the rounds’ ratios)');
  for (const { page, ratio, cpuRatio } of againstKept) {
    console.log(
      `nginx → app: GET ${page} against the static file with file handles kept: ${ratio.toFixed(2)}× ` +
        `(CPU ratio ${cpuRatio.toFixed(2)}; no target: the issue's reference is nginx's default)`,
    );
  }
  if (edit) {
    console.log(
      `\nAn edit of property 1 through the app: /property/1 through nginx showed it ${edit.visibleMs} ms after the ` +
        `edit was answered (${edit.staleAnswers} answer(s) of the edit's second before it; target ≤ 1000 ms); ` +
        `every request from 1 s after it ${edit.allShownAfterOneSecond ? 'showed it' : 'did NOT show it'}`,
    );
    if (!edit.allShownAfterOneSecond || edit.visibleMs > 1000) process.exitCode = 1;
  }
}

/**
 * Renames property 1 through the app, then reads its page through nginx until one request has started a
 * full second after the edit was answered: when the new name first shows, and whether every answer from
 * then on showed it.
 */
async function editThroughNginx(app: RunningServer, nginx: RunningNginx, adminPassword: string) {
  const login = await fetch(`${app.url}/api/v1/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', password: adminPassword }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const property = await (await fetch(`${app.url}/api/v1/properties/1`)).json();
  const name = `${property.name} (edited ${Date.now() % 100000})`;
  const read = () => httpsRequest(`${nginx.url}/property/1`, { ca: nginx.certificatePem });
  await read();
  const edited = await fetch(`${app.url}/api/v1/properties/1`, {
    method: 'PUT',
    body: renamedPropertyForm(property, name),
    // a staff cookie needs the site's Origin on a state-changing request (server/http/cross-site.ts)
    headers: { cookie, origin: new URL(app.url).origin },
  });
  if (!edited.ok) throw new Error(`edit failed: ${edited.status} ${await edited.text()}`);
  const editedAt = performance.now();
  const seen: Array<{ afterMs: number; shown: boolean }> = [];
  for (;;) {
    const afterMs = performance.now() - editedAt;
    const shown = (await read()).body.toString().includes(nameInHtml(name));
    seen.push({ afterMs, shown });
    if (afterMs >= 1000) break;
  }
  const first = seen.findIndex((s) => s.shown);
  return {
    visibleMs: Math.round(seen[first]?.afterMs ?? Number.POSITIVE_INFINITY),
    staleAnswers: first === -1 ? seen.length : first,
    allShownAfterOneSecond: seen.filter((s) => s.afterMs >= 1000).every((s) => s.shown),
  };
}
