import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeMetrics, type RuntimeReply } from './runtime-metrics.ts';

describe('runtime metrics', () => {
  it('reads memory, cumulative CPU and the loop delay since the previous reading', async () => {
    const metrics = new RuntimeMetrics();
    try {
      // The histogram's timer starts with the next turn of the loop.
      await new Promise((r) => setTimeout(r, 50));
      const first = metrics.sample();
      // A reading starts a new interval: the stall must come after the first tick of it.
      await new Promise((r) => setTimeout(r, 25));
      const cpuBefore = process.cpuUsage();
      const spinUntil = Date.now() + 200;
      while (Date.now() < spinUntil) {
        // a blocked event loop, as a slow synchronous render would cause
      }
      const spentMicros = process.cpuUsage(cpuBefore);
      await new Promise((r) => setTimeout(r, 20));
      const second = metrics.sample();
      expect(first.rssBytes).toBeGreaterThan(first.heapUsedBytes);
      expect(second.cpuMicros - first.cpuMicros).toBeGreaterThanOrEqual(
        spentMicros.user + spentMicros.system,
      );
      expect(second.eventLoopDelayMaxMs).toBeGreaterThanOrEqual(180);
      // The histogram restarted with the previous reading: a reading straight after it holds no delay at all,
      // so the blocked stretch is in no later window.
      expect(metrics.sample().eventLoopDelayMaxMs).toBe(0);
      expect(first.eventLoopDelayP99Ms).toBeLessThan(first.eventLoopDelayMaxMs + 0.01);
    } finally {
      metrics.stop();
    }
  });
});

describe('runtime requests over IPC', () => {
  let child: ChildProcess;
  let dir: string;
  const replies: RuntimeReply[] = [];
  const ask = async (message: unknown): Promise<RuntimeReply> => {
    const before = replies.length;
    child.send(message as object);
    const deadline = Date.now() + 30_000;
    while (replies.length === before) {
      if (Date.now() > deadline) throw new Error('no answer');
      await new Promise((r) => setTimeout(r, 20));
    }
    return replies[before] as RuntimeReply;
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-runtime-'));
    const script = path.join(dir, 'child.ts');
    const module = path.resolve('server/runtime-metrics.ts');
    await fs.writeFile(
      script,
      `import { answerRuntimeRequestsOverIpc } from ${JSON.stringify(module)};\nanswerRuntimeRequestsOverIpc();\nsetInterval(() => {}, 1000);\n`,
    );
    child = fork(script, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.on('message', (m) => replies.push(m as RuntimeReply));
  });
  afterAll(async () => {
    child.kill();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers a reading', async () => {
    const reply = await ask({ type: 'runtime-metrics', id: 1 });
    expect(reply.type).toBe('runtime-metrics');
    if (reply.type !== 'runtime-metrics') return;
    expect(reply.id).toBe(1);
    expect(reply.sample.heapUsedBytes).toBeGreaterThan(1024 * 1024);
    expect(reply.sample.cpuMicros).toBeGreaterThan(0);
  });

  it('writes a heap snapshot where asked', async () => {
    const file = path.join(dir, 'a.heapsnapshot');
    const reply = await ask({ type: 'heap-snapshot', id: 2, file });
    expect(reply).toEqual({ type: 'heap-snapshot', id: 2, file });
    const snapshot = JSON.parse(await fs.readFile(file, 'utf8'));
    expect(snapshot.snapshot.node_count).toBeGreaterThan(1000);
  });

  it('refuses a relative snapshot path and unknown requests with a message', async () => {
    const relative = await ask({ type: 'heap-snapshot', id: 3, file: 'here.heapsnapshot' });
    expect(relative).toEqual({
      type: 'runtime-error',
      id: 3,
      message: 'must be an absolute path ending in .heapsnapshot',
    });
    const unknown = await ask({ type: 'shutdown', id: 4 });
    expect(unknown).toMatchObject({ type: 'runtime-error', id: 4 });
  });
});
