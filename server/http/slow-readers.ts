import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import ipaddr from 'ipaddr.js';
import { addressKey } from '../domain/limits/client-address.ts';

/**
 * Bounds on what slow readers can hold (issue 39, finding 5; docs/decisions/0007): the timeouts of
 * http-timeouts.ts bound how slowly a request may arrive, these bound how slowly an answer may be taken and
 * how many sockets one address may keep open. A client that reads 64 bytes every 2 s holds its answer's
 * buffers in this process until the whole answer has been handed to the kernel.
 */
export interface ConnectionGuardOptions {
  /** From the first byte of an answer's head to its last byte handed to the kernel; 0: no deadline. */
  responseWriteMs: number;
  /** Connections open at once from one address (an IPv6 client by its /64); 0: no cap. */
  maxPerAddress: number;
  /** Peer addresses the cap does not apply to: trusted proxies, through which every visitor comes. */
  exempt: (address: string) => boolean;
  log: FastifyBaseLogger;
  /** How often the refusals of one address are logged at most. */
  logEveryMs?: number;
  now?: () => number;
}

export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  if (options.responseWriteMs > 0) {
    const deadline = options.responseWriteMs;
    // before Fastify's own listener, which may answer at once (a route without hooks sends synchronously)
    server.prependListener('request', (_req, res: ServerResponse) =>
      watchResponseWrite(res, deadline, options.log),
    );
  }
  if (options.maxPerAddress > 0) capConnections(server, options);
}

/**
 * Starts the deadline when the answer's head is written (so a slow upload, bounded by the request timeout,
 * does not count) and clears it once the answer has been handed to the kernel ('finish') or the socket
 * closed. Every answer goes through `writeHead`: an implicit head (`write` or `end` first) calls it too.
 */
function watchResponseWrite(res: ServerResponse, deadlineMs: number, log: FastifyBaseLogger): void {
  let timer: NodeJS.Timeout | undefined;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!timer && !res.writableFinished) {
      timer = setTimeout(() => {
        log.debug(
          { address: res.socket?.remoteAddress, deadlineMs },
          'answer not taken by the client within the write deadline; connection closed',
        );
        res.socket?.destroy();
      }, deadlineMs);
      timer.unref();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  const clear = () => clearTimeout(timer);
  res.once('finish', clear);
  res.once('close', clear);
}

function capConnections(server: Server, options: ConnectionGuardOptions): void {
  const open = new Map<string, number>();
  const refusals = new Map<string, { loggedAt: number; unlogged: number }>();
  const logEveryMs = options.logEveryMs ?? 60_000;
  const now = options.now ?? Date.now;

  const noteRefusal = (key: string) => {
    const t = now();
    const entry = refusals.get(key);
    if (entry && t - entry.loggedAt < logEveryMs) {
      entry.unlogged++;
      return;
    }
    const refused = (entry?.unlogged ?? 0) + 1;
    refusals.set(key, { loggedAt: t, unlogged: 0 });
    options.log.warn(
      { address: key, refused, limit: options.maxPerAddress },
      'connections over the per-address limit closed',
    );
    // forget addresses not refused for a while, so that the map stays small
    if (refusals.size > 10_000) {
      for (const [k, v] of refusals) if (t - v.loggedAt >= logEveryMs) refusals.delete(k);
    }
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || options.exempt(address)) return;
    const key = addressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= options.maxPerAddress) {
      socket.destroy();
      noteRefusal(key);
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}

const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Which socket peers are trusted proxies under a parsed TRUST_PROXY: none when off; every peer under a hop
 * count (the app is then reachable only through its proxies); else the listed addresses, CIDRs and names.
 */
export function trustedPeer(trustProxy: false | number | string[]): (address: string) => boolean {
  if (trustProxy === false || trustProxy === 0) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const ranges = trustProxy
    .flatMap((entry) => namedRanges[entry] ?? [entry])
    .map((entry) => {
      const [address = '', bits] = entry.split('/');
      const parsed = ipaddr.process(address);
      const max = parsed.kind() === 'ipv4' ? 32 : 128;
      return [parsed, bits === undefined ? max : Number(bits)] as [ipaddr.IPv4 | ipaddr.IPv6, number];
    });
  return (address) => {
    const bare = address.split('%')[0] ?? address;
    if (!ipaddr.isValid(bare)) return false;
    const parsed = ipaddr.process(bare);
    return ranges.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
  };
}
