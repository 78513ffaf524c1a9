import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { z } from 'zod';
import type { RuntimeReply, RuntimeRequest, RuntimeSample } from '#server/runtime-metrics.ts';
import {
  isExpectedAnswer,
  nextRequest,
  type RequestKind,
  recordSession,
  requestKinds,
  type SoakRequest,
  type SoakSessions,
  type SoakTargets,
} from './lib/soak-mix.ts';
import { formatReport, type ServerReading, targetVerdicts, toWindows } from './lib/soak-stats.ts';
import { type RunningServer, startServer } from './lib/start-server.ts';

/**
 * `npm run soak -- [--minutes 20] [--postgres] [--heap-snapshots]`: starts the built server on a fresh data
 * folder (SQLite, or a new database on the loopback PostgreSQL), drives a realistic mix of traffic at a
 * steady rate for the given time, reads the server's RSS, heap, CPU and event-loop delay every 30 s over its
 * IPC channel, and prints a table with the slope of each figure. Everything stays on 127.0.0.1; the run is
 * bounded in time and in requests. The report and samples are also written to the output folder.
 */
const usage = `Usage: npm run soak -- [options]
  --minutes N          measured duration (default 20; 0.5 to 720)
  --rate N             requests per second, steady (default 50)
  --connections N      concurrent connections (default 8)
  --sample-seconds N   seconds between readings (default 30)
  --warmup-seconds N   load before the first reading, not measured (default 30)
  --malloc-arena-max N glibc malloc arenas of the server, as in the service unit (default 2; 0: glibc's own 8 per core)
  --log-level LEVEL    the server's LOG_LEVEL (default info, as in production: every request is logged)
  --postgres           run on a new database on PostgreSQL at 127.0.0.1 (dropped afterwards)
  --pg-url URL         PostgreSQL server to create it on (default postgres://postgres@127.0.0.1:5432/test)
  --heap-snapshots     write heap snapshots after the warm-up and at the end
  --out DIR            folder for report.md, samples.json and snapshots (default: a new temporary folder)
  --check              exit with status 1 when issue 15's targets are missed`;

const optionsSchema = z.object({
  minutes: z.coerce.number().min(0.5).max(720).default(20),
  rate: z.coerce.number().int().min(1).max(2000).default(50),
  connections: z.coerce.number().int().min(1).max(256).default(8),
  sampleSeconds: z.coerce.number().min(1).max(600).default(30),
  warmupSeconds: z.coerce.number().min(0).max(600).default(30),
  mallocArenaMax: z.coerce.number().int().min(0).max(64).default(2),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  postgres: z.boolean().default(false),
  pgUrl: z
    .string()
    .default('postgres://postgres@127.0.0.1:5432/test')
    .refine((u) => isLoopback(new URL(u).hostname), 'the soak test only uses a PostgreSQL on 127.0.0.1'),
  heapSnapshots: z.boolean().default(false),
  out: z.string().optional(),
  check: z.boolean().default(false),
});
type SoakOptions = z.infer<typeof optionsSchema>;

function isLoopback(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

function readOptions(): SoakOptions {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string' },
      rate: { type: 'string' },
      connections: { type: 'string' },
      'sample-seconds': { type: 'string' },
      'warmup-seconds': { type: 'string' },
      'malloc-arena-max': { type: 'string' },
      'log-level': { type: 'string' },
      postgres: { type: 'boolean' },
      'pg-url': { type: 'string' },
      'heap-snapshots': { type: 'boolean' },
      out: { type: 'string' },
      check: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const parsed = optionsSchema.safeParse({
    minutes: values.minutes,
    rate: values.rate,
    connections: values.connections,
    sampleSeconds: values['sample-seconds'],
    warmupSeconds: values['warmup-seconds'],
    mallocArenaMax: values['malloc-arena-max'],
    logLevel: values['log-level'],
    postgres: values.postgres,
    pgUrl: values['pg-url'],
    heapSnapshots: values['heap-snapshots'],
    out: values.out,
    check: values.check,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n');
    console.error(`${problems}\n\n${usage}`);
    process.exit(2);
  }
  return parsed.data;
}

/** Asks the server for a reading or a heap snapshot over the IPC channel and waits for its answer. */
function createRuntimeClient(server: RunningServer) {
  let nextId = 1;
  const waiting = new Map<number, (reply: RuntimeReply) => void>();
  server.child.on('message', (message: RuntimeReply) => {
    if (message.id !== null) waiting.get(message.id)?.(message);
  });
  // A server that dies mid-run (a crash, its database going away) fails the waiting requests, not the script.
  server.child.on('error', () => {});
  server.child.on('exit', (code, signal) => {
    for (const [id, answer] of waiting)
      answer({ type: 'runtime-error', id, message: `the server exited (${code ?? signal})` });
  });
  const ask = (request: RuntimeRequest, timeoutMs: number) =>
    new Promise<RuntimeReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(request.id);
        reject(new Error(`the server did not answer ${request.type} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.set(request.id, (reply) => {
        clearTimeout(timer);
        waiting.delete(request.id);
        if (reply.type === 'runtime-error') reject(new Error(reply.message));
        else resolve(reply);
      });
      if (!server.child.connected) {
        clearTimeout(timer);
        waiting.delete(request.id);
        reject(new Error(`the server is gone (exit code ${server.child.exitCode})`));
        return;
      }
      server.child.send(request);
    });
  return {
    async sample(): Promise<RuntimeSample> {
      const reply = await ask({ type: 'runtime-metrics', id: nextId++ }, 10_000);
      if (reply.type !== 'runtime-metrics') throw new Error(`unexpected answer ${reply.type}`);
      return reply.sample;
    },
    async heapSnapshot(file: string): Promise<string> {
      const reply = await ask({ type: 'heap-snapshot', id: nextId++, file }, 300_000);
      if (reply.type !== 'heap-snapshot') throw new Error(`unexpected answer ${reply.type}`);
      return reply.file;
    },
  };
}

/** A fresh database on the loopback PostgreSQL, dropped when the run ends. */
async function createSoakDatabase(adminUrl: string) {
  const name = `soak_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A photo-sized JPEG with some texture, so the cover uploads cost what a real photo costs to process. */
async function makeCoverJpeg(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function discoverTargets(
  url: string,
  buildDir: string,
  admin: { name: string; password: string },
  guestPassword: string,
): Promise<SoakTargets> {
  const properties = (await (await fetch(`${url}/api/v1/properties`)).json()) as Array<{
    id: number;
    cover: { srcset: string } | null;
    images: Array<{ srcset: string }>;
  }>;
  if (properties.length < 2) throw new Error('the demo content did not load (fewer than two properties)');
  const edited = properties.at(-1) as (typeof properties)[number];
  const full = (await (await fetch(`${url}/api/v1/properties/${edited.id}`)).json()) as Record<
    string,
    unknown
  >;
  const fields: Record<string, string | string[]> = {};
  for (const name of [
    'name',
    'description',
    'address',
    'address_description',
    'bedrooms',
    'beds',
    'bathrooms',
    'sqft',
    'max_guests',
    'minimum_nights',
    'guesty_link',
    'is_featured',
  ]) {
    fields[name] = String(full[name]);
  }
  fields.amenities = (full.amenities as string[]).map(String);

  const imageUrls = properties
    .filter((p) => p.id !== edited.id)
    .flatMap((p) => [p.cover, ...p.images])
    .flatMap((image) => (image ? image.srcset.split(',').map((s) => s.trim().split(' ')[0] as string) : []));
  const assetDir = path.join(buildDir, 'client/assets');
  const assetUrls = fs
    .readdirSync(assetDir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `/assets/${f}`);
  if (imageUrls.length === 0 || assetUrls.length === 0) throw new Error('no images or assets to request');
  return {
    propertyIds: properties.map((p) => p.id),
    editedProperty: { id: edited.id, fields },
    imageUrls,
    assetUrls,
    adminName: admin.name,
    adminPassword: admin.password,
    guestPassword,
    coverJpeg: await makeCoverJpeg(),
  };
}

interface LoadTally {
  requests: number;
  errors: number;
  byKind: Map<RequestKind, { requests: number; unexpected: Map<number, number> }>;
}

/** Starts autocannon on the mix; it runs until `stop()` or until its time or request bound is reached. */
function startLoad(
  url: string,
  targets: SoakTargets,
  sessions: SoakSessions,
  tally: LoadTally,
  opts: { seconds: number; rate: number; connections: number },
) {
  const maxRequests = Math.ceil(opts.seconds * opts.rate * 1.1) + 100;
  let settle: { resolve: (r: autocannon.Result) => void; reject: (e: Error) => void } | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const instance = autocannon(
    {
      url,
      connections: opts.connections,
      overallRate: opts.rate,
      duration: opts.seconds,
      maxOverallRequests: maxRequests,
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            const next = nextRequest(targets, sessions, Math.random);
            (context as { soak?: SoakRequest }).soak = next;
            return {
              ...request,
              method: next.method,
              path: next.path,
              headers: next.headers,
              body: next.body,
            };
          },
          onResponse: (status, _body, context, headers) => {
            const sent = (context as { soak: SoakRequest }).soak;
            tally.requests += 1;
            let kind = tally.byKind.get(sent.kind);
            if (!kind) {
              kind = { requests: 0, unexpected: new Map() };
              tally.byKind.set(sent.kind, kind);
            }
            kind.requests += 1;
            if (!isExpectedAnswer(sent, status, sessions)) {
              tally.errors += 1;
              kind.unexpected.set(status, (kind.unexpected.get(status) ?? 0) + 1);
            }
            recordSession(sent, status, headers?.['set-cookie'], sessions);
          },
        },
      ],
    },
    (error, result) => (error ? settle?.reject(error) : settle?.resolve(result)),
  );
  instance.on('reqError', () => {
    tally.errors += 1;
  });
  return { finished, stop: () => instance.stop() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const options = readOptions();
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    console.log('Building the site first...');
    execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  }
  const outDir = options.out
    ? path.resolve(options.out)
    : fs.mkdtempSync(
        path.join(os.tmpdir(), `soak-${new Date().toISOString().slice(0, 16).replace(':', '')}-`),
      );
  fs.mkdirSync(outDir, { recursive: true });

  const admin = { name: 'soak-admin', password: `soak-${randomBytes(6).toString('hex')}` };
  const guestPassword = `guest-${randomBytes(4).toString('hex')}`;
  const database = options.postgres ? await createSoakDatabase(options.pgUrl) : null;
  let server: RunningServer | null = null;
  let interrupted = false;
  const cleanUp = async () => {
    await server?.stop().catch(() => undefined);
    await database?.drop().catch((error) => console.error(`could not drop the soak database: ${error}`));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.log(`\n${signal}: stopping the load and writing the report of what was measured...`);
    });
  }

  try {
    console.log(`Starting the server on ${options.postgres ? 'PostgreSQL' : 'SQLite'}...`);
    server = await startServer(
      {
        SEED_DEMO: '1',
        ADMIN_USERNAME: admin.name,
        ADMIN_PASSWORD: admin.password,
        DEMO_GUEST_PASSWORD: guestPassword,
        // As behind the reverse proxy of a real deployment: visitors' addresses come in X-Forwarded-For.
        TRUST_PROXY: '1',
        LOG_LEVEL: options.logLevel,
        // glibc reads this at process start; 0 leaves its default (8 arenas per core) for comparison runs.
        ...(options.mallocArenaMax > 0 ? { MALLOC_ARENA_MAX: String(options.mallocArenaMax) } : {}),
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      { ipc: true },
    );
    if (!isLoopback(new URL(server.url).hostname)) throw new Error(`refusing to load ${server.url}`);
    const runtime = createRuntimeClient(server);
    const targets = await discoverTargets(server.url, buildDir, admin, guestPassword);
    const sessions: SoakSessions = { adminCookie: null, guestCookies: new Map(), edits: 0 };
    const tally: LoadTally = { requests: 0, errors: 0, byKind: new Map() };
    const memoryEnv = [
      `MALLOC_ARENA_MAX=${options.mallocArenaMax > 0 ? options.mallocArenaMax : (process.env.MALLOC_ARENA_MAX ?? 'glibc default')}`,
      `LOG_LEVEL=${options.logLevel}`,
      ...['UV_THREADPOOL_SIZE', 'NODE_OPTIONS']
        .filter((name) => process.env[name])
        .map((name) => `${name}=${process.env[name]}`),
    ];
    console.log(
      `Server ${server.url} (pid ${server.pid}); ${targets.propertyIds.length} properties, ${targets.imageUrls.length} image variants, ${targets.assetUrls.length} assets${memoryEnv.length ? `; ${memoryEnv.join(' ')}` : ''}`,
    );

    if (options.warmupSeconds > 0) {
      console.log(`Warming up for ${options.warmupSeconds} s...`);
      const warmup = startLoad(server.url, targets, sessions, tally, {
        seconds: options.warmupSeconds,
        rate: options.rate,
        connections: options.connections,
      });
      await warmup.finished;
    }
    if (options.heapSnapshots) {
      const file = await runtime.heapSnapshot(path.join(outDir, 'start.heapsnapshot'));
      console.log(`Heap snapshot: ${file}`);
    }

    const seconds = options.minutes * 60;
    console.log(
      `Soaking for ${options.minutes} min at ${options.rate} req/s over ${options.connections} connections; a reading every ${options.sampleSeconds} s. Output: ${outDir}`,
    );
    const startedAt = Date.now();
    const requestsAtStart = tally.requests;
    const errorsAtStart = tally.errors;
    const readings: ServerReading[] = [];
    const samples: Array<RuntimeSample & { atMinute: number }> = [];
    const read = async () => {
      const sample = await runtime.sample();
      const atMinute = (Date.now() - startedAt) / 60_000;
      samples.push({ ...sample, atMinute });
      readings.push({
        atMinute,
        requests: tally.requests - requestsAtStart,
        cpuMicros: sample.cpuMicros,
        rssBytes: sample.rssBytes,
        heapUsedBytes: sample.heapUsedBytes,
        eventLoopDelayP99Ms: sample.eventLoopDelayP99Ms,
        errors: tally.errors - errorsAtStart,
      });
      const window = toWindows(readings.slice(-2))[0];
      if (window) {
        console.log(
          `  ${window.atMinute.toFixed(1).padStart(6)} min  ${String(window.requestsPerSecond).padStart(6)} req/s  ${String(window.cpuMsPerRequest).padStart(6)} ms CPU/req  RSS ${window.rssMb} MB  heap ${window.heapUsedMb} MB  loop p99 ${window.eventLoopDelayP99Ms} ms  errors ${window.errors}`,
        );
      }
    };
    await read();
    const load = startLoad(server.url, targets, sessions, tally, {
      seconds,
      rate: options.rate,
      connections: options.connections,
    });
    let loadDone = false;
    void load.finished.finally(() => {
      loadDone = true;
    });
    let nextReadingAt = startedAt + options.sampleSeconds * 1000;
    let serverFailure: Error | null = null;
    while (!loadDone && !interrupted && !serverFailure) {
      await sleep(Math.min(1000, Math.max(0, nextReadingAt - Date.now())));
      if (Date.now() >= nextReadingAt) {
        await read().catch((error: Error) => {
          serverFailure = error;
        });
        nextReadingAt += options.sampleSeconds * 1000;
      }
    }
    if (interrupted || serverFailure) load.stop();
    await load.finished;
    if (serverFailure) {
      console.error(
        `\n${(serverFailure as Error).message}; last server output:\n${server.output().slice(-4000)}`,
      );
      process.exitCode = 1;
    } else if (
      (Date.now() - startedAt) / 1000 - (readings.at(-1)?.atMinute ?? 0) * 60 >
      options.sampleSeconds / 2
    ) {
      await read();
    }
    if (options.heapSnapshots && !serverFailure) {
      await sleep(2000);
      const file = await runtime.heapSnapshot(path.join(outDir, 'end.heapsnapshot'));
      console.log(`Heap snapshot: ${file}`);
    }

    const windows = toWindows(readings);
    const byKind = requestKinds
      .map((kind) => {
        const t = tally.byKind.get(kind);
        if (!t) return null;
        const unexpected = [...t.unexpected].map(([status, n]) => `${n}× ${status}`).join(', ');
        return `| ${kind} | ${t.requests} | ${unexpected || 'none'} |`;
      })
      .filter(Boolean);
    const verdicts = targetVerdicts(windows);
    const report = [
      `# Soak: ${options.postgres ? 'PostgreSQL' : 'SQLite'}, ${round1((Date.now() - startedAt) / 60_000)} min at ${options.rate} req/s, ${options.connections} connections`,
      '',
      `Node ${process.version}, ${os.cpus().length} CPUs, load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}${memoryEnv.length ? `; ${memoryEnv.join(' ')}` : ''}`,
      '',
      formatReport(windows),
      '',
      ...verdicts.map((v) => `- ${v.met ? 'met' : 'MISSED'}: ${v.target}`),
      '',
      '| kind | requests (with warm-up) | unexpected answers |',
      '|---|---:|---|',
      ...byKind,
    ].join('\n');
    console.log(`\n${report}\n`);
    fs.writeFileSync(path.join(outDir, 'report.md'), `${report}\n`);
    fs.writeFileSync(
      path.join(outDir, 'samples.json'),
      `${JSON.stringify({ options, samples, windows }, null, 2)}\n`,
    );
    console.log(`Report and samples written to ${outDir}`);
    if (options.check && verdicts.some((v) => !v.met)) process.exitCode = 1;
  } catch (error) {
    // what the server said last is usually the reason (it exited, or its database went away)
    if (server) console.error(`Last server output:\n${server.output().slice(-4000)}`);
    throw error;
  } finally {
    await cleanUp();
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
