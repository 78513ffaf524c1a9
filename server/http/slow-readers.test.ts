import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { guardConnections, trustedPeer } from './slow-readers.ts';

/** Larger than what loopback's socket buffers on both ends absorb, so a client that reads nothing stalls it. */
const bigSize = 16 * 1024 * 1024;

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });
}

/** Sends a keep-alive GET on an open socket and resolves with the status line of its answer. */
function get(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (d: Buffer) => {
      received += d.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        socket.off('data', onData);
        socket.off('close', onClose);
        resolve(received.split('\r\n')[0] ?? '');
      }
    };
    const onClose = () => reject(new Error('closed before an answer'));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

describe('response write deadline', () => {
  let app: FastifyInstance;
  let port: number;
  // long enough for a reader on a loaded machine to take 16 MB over loopback (well under a second when idle)
  const deadlineMs = 3000;
  const serverSockets: net.Socket[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: false });
    guardConnections(app.server, {
      responseWriteMs: deadlineMs,
      maxPerAddress: 0,
      exempt: () => false,
      log: app.log,
    });
    const body = Buffer.alloc(bigSize, 'x');
    app.get('/big', async (_request, reply) => reply.type('application/octet-stream').send(body));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
    app.server.on('connection', (s: net.Socket) => serverSockets.push(s));
  });
  afterAll(async () => app?.close());

  it('closes the connection of a client that does not read its answer once the deadline passes', async () => {
    const before = serverSockets.length;
    const socket = await connect(port);
    socket.on('error', () => {});
    socket.pause();
    const started = Date.now();
    socket.write('GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise<void>((resolve) => {
      const wait = () => (serverSockets.length > before ? resolve() : setImmediate(wait));
      wait();
    });
    const serverSide = serverSockets[before] as net.Socket;
    await closed(serverSide);
    expect(Date.now() - started).toBeGreaterThanOrEqual(deadlineMs - 100);
    // the client now reads what it was sent: less than the answer, then the end of the connection
    let received = 0;
    socket.on('data', (d: Buffer) => {
      received += d.length;
    });
    socket.resume();
    await closed(socket);
    expect(received).toBeLessThan(bigSize);
  });

  it('lets a client that reads at a normal pace receive the whole answer', async () => {
    const socket = await connect(port);
    let received = 0;
    let head = '';
    socket.on('data', (d: Buffer) => {
      received += d.length;
      if (head.length < 20) head += d.toString('latin1', 0, 20);
    });
    socket.write('GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await closed(socket);
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    // the head, then every byte of the body
    expect(received).toBeGreaterThan(bigSize);
  });
});

describe('connections per address', () => {
  let t: TestApp;
  let port: number;
  const cap = 3;
  const serverSockets: net.Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { MAX_CONNECTIONS_PER_ADDRESS: String(cap) } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
    t.app.server.on('connection', (s: net.Socket) => serverSockets.push(s));
  });
  afterAll(async () => t?.close());

  it('closes a connection past the cap at once, keeps the others, and accepts one again after a close', async () => {
    const sockets = await Promise.all(Array.from({ length: cap }, () => connect(port)));
    for (const s of sockets) s.on('error', () => {});
    // each answered: the server has accepted and counted all of them
    for (const s of sockets) expect(await get(s, '/healthz')).toMatch(/^HTTP\/1\.1 200/);

    const extra = net.connect(port, '127.0.0.1');
    extra.on('error', () => {});
    let extraData = '';
    extra.on('data', (d) => {
      extraData += d;
    });
    await closed(extra);
    expect(extraData).toBe('');

    // the first ones are still served
    for (const s of sockets) expect(await get(s, '/healthz')).toMatch(/^HTTP\/1\.1 200/);

    // one leaves; once the server has seen it close, a new connection is accepted
    const first = sockets[0] as net.Socket;
    const firstServerSide = serverSockets.find((s) => s.remotePort === first.localPort) as net.Socket;
    first.end();
    await closed(firstServerSide);
    const again = await connect(port);
    again.on('error', () => {});
    expect(await get(again, '/healthz')).toMatch(/^HTTP\/1\.1 200/);

    for (const s of [...sockets, again]) s.destroy();
  });
});

describe('refusal log', () => {
  it('logs the refusals of one address at warn at most once a minute, with the count since the last line', async () => {
    const warnings: Record<string, unknown>[] = [];
    const app = Fastify({ logger: false });
    let clock = 0;
    guardConnections(app.server, {
      responseWriteMs: 0,
      maxPerAddress: 1,
      exempt: () => false,
      log: { warn: (fields: Record<string, unknown>) => warnings.push(fields) } as never,
      now: () => clock,
    });
    app.get('/', async () => 'ok');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as net.AddressInfo).port;
    try {
      const held = await connect(port);
      held.on('error', () => {});
      expect(await get(held, '/')).toMatch(/^HTTP\/1\.1 200/);
      const refuse = async () => {
        const s = net.connect(port, '127.0.0.1');
        s.on('error', () => {});
        await closed(s);
      };
      await refuse();
      await refuse();
      await refuse();
      expect(warnings).toEqual([{ address: '127.0.0.1', refused: 1, limit: 1 }]);
      clock = 60_000;
      await refuse();
      expect(warnings).toHaveLength(2);
      expect(warnings[1]).toEqual({ address: '127.0.0.1', refused: 3, limit: 1 });
      held.destroy();
    } finally {
      await app.close();
    }
  });
});

describe('trusted proxies are not capped', () => {
  it('exempts no one when off, every peer under a hop count, and the listed addresses otherwise', () => {
    expect(trustedPeer(false)('127.0.0.1')).toBe(false);
    expect(trustedPeer(1)('203.0.113.9')).toBe(true);
    const listed = trustedPeer(['10.0.0.0/8', '::1', 'loopback']);
    expect(listed('10.1.2.3')).toBe(true);
    expect(listed('::ffff:10.1.2.3')).toBe(true);
    expect(listed('127.0.0.1')).toBe(true);
    expect(listed('::1')).toBe(true);
    expect(listed('203.0.113.9')).toBe(false);
    expect(listed('2001:db8::1')).toBe(false);
  });
});
