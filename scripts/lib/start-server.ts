import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  /** The server process (with an IPC channel when started with `{ ipc: true }`). */
  child: ChildProcess;
  /** What the server printed lately (the last megabyte or so). */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * The glibc setting `npm run serve` and the the systemd unit of docs/operations.md run the server with: blocks of 256 KB and
 * more (image pixels) are mapped and given back when freed instead of staying in the heap, so storing images
 * (the demo photos on a first start, an admin's uploads) does not leave the process ~130 MB larger
 * (docs/decisions/0027-demo-photos-as-files.md). Tools that measure the server "as the service runs" pass it.
 */
export const serviceMmapThreshold = 'glibc.malloc.mmap_threshold=262144';

/** The compiled server that `npm run build` writes (scripts/build-server.ts) and `npm run serve` runs. */
export function compiledServerEntry(buildDir = process.env.BUILD_DIR ?? 'build'): string {
  return path.resolve(buildDir, 'node/server/main.js');
}

/**
 * Starts the production server — the compiled JavaScript, with plain `node` (`npm run build` must have
 * run) — on a free loopback port with a fresh data folder, and waits for /healthz. Used by the browser
 * journeys and the benchmark.
 */
export async function startServer(
  env: Record<string, string> = {},
  { ipc = false } = {},
): Promise<RunningServer> {
  const entry = compiledServerEntry();
  await fs.access(entry).catch(() => {
    throw new Error(`${entry} is missing: run \`npm run build\` first`);
  });
  return launch(
    process.execPath,
    // as `npm run serve` starts it: no source maps at run time (ADR 0052)
    [entry],
    { NODE_ENV: 'production', ...env },
    { ipc },
  );
}

/**
 * Starts `npm run dev` (Vite in middleware mode, tsx watching the server) the same way. Its processes
 * (npm, tsx watch, the server) form their own process group, which `stop` ends as a whole.
 */
export async function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return launch('npm', ['run', '--silent', 'dev'], env, { group: true });
}

/** Waits until no process of the group is left (npm exits before the server it started has closed). */
async function groupGone(groupId: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-groupId, 'SIGKILL');
}

async function launch(
  command: string,
  args: string[],
  env: Record<string, string>,
  { group = false, ipc = false } = {},
): Promise<RunningServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-server-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(command, args, {
    detached: group,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // every client of these servers (load generators, the crash test's 1,000 writers, the journeys'
      // browsers) is one loopback address: the per-address cap is for the open internet, tested on its own
      // (server/http/slow-readers.test.ts)
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      ...env,
    },
    // The IPC channel lets the soak test read the server's heap and event-loop figures (server/runtime-metrics.ts).
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  // Only the latest megabyte is kept: an hour of soak test at LOG_LEVEL=info prints hundreds of megabytes.
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (d: Buffer) => {
    chunks.push(d);
    kept += d.length;
    while (kept > 1024 * 1024 && chunks.length > 1) kept -= (chunks.shift() as Buffer).length;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => Buffer.concat(chunks).toString();
  // A server that ends without being asked leaves every later request refused; say why, once, where the
  // test runner or script shows it (its own output is otherwise only read when start-up fails).
  let stopping = false;
  child.once('exit', (code, exitSignal) => {
    if (stopping) return;
    process.stderr.write(
      `\n--- the server at ${url} (pid ${child.pid}) exited unasked: code ${code}, signal ${exitSignal}; ` +
        `its last output ---\n${output().slice(-16_384)}\n--- end of server output ---\n`,
    );
  });
  // a negative pid signals the whole process group that `detached` made
  const signal = (name: NodeJS.Signals) => process.kill(group ? -child.pid! : child.pid!, name);
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) {
      signal('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (group) await groupGone(child.pid!);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    stopping = true;
    if (child.exitCode === null) signal('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output()}`);
  }
  return { url, pid: child.pid!, dataDir, child, output, stop };
}
