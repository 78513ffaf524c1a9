import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Shortened so that the test takes seconds; the shape of each limit is what is under test. Each test holds
 * the server to closing no earlier than its limit and to closing at all (the client gives up after 10 s);
 * how late a busy machine's timers fire is not the server's behaviour, so no upper margin is asserted.
 */
const timeouts = { headersMs: 1000, requestMs: 2500, idleMs: 1500, keepAliveMs: 800, checkIntervalMs: 100 };

interface Outcome {
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
  received: string;
}

/** Connects, then sends `chunks` one every `everyMs` (none once they run out), until the server closes. */
function slowClient(port: number, chunks: string[], everyMs: number, giveUpMs = 10_000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (d) => {
      received += d;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    socket.on('connect', () => {
      const queue = [...chunks];
      timer = setInterval(() => {
        const next = queue.shift();
        if (next !== undefined && !socket.destroyed) socket.write(next);
      }, everyMs);
    });
  });
}

describe('HTTP timeouts', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { httpTimeouts: timeouts });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('closes a connection that trickles its headers (slow-loris) once the header deadline passes', async () => {
    const lines = ['GET /healthz HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n'];
    for (let i = 0; i < 100; i++) lines.push(`X-Slow-${i}: ${i}\r\n`);
    const outcome = await slowClient(port, lines, 200);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that opens and sends nothing', async () => {
    const outcome = await slowClient(port, [], 200);
    // a connection without a request is held to the header deadline
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
  });

  it('closes a request whose body trickles in for longer than the request deadline', async () => {
    const head =
      'POST /api/v1/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    // A byte every 200 ms never trips the idle limit; only the whole-request deadline stops it.
    const outcome = await slowClient(port, [head, ...Array.from({ length: 200 }, () => ' ')], 200);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
  });

  it('closes an idle keep-alive connection after the keep-alive time, having answered its request', async () => {
    const outcome = await slowClient(port, ['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'], 10);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 100);
  });

  it('answers a client that sends its request at a normal pace', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
