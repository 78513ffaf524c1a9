import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import os from 'node:os';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

/**
 * Fetching a channel's feed from an address staff typed in, without letting that address reach what the
 * server should not (ADR 0017): every host is resolved here and refused when any of its addresses is
 * loopback, link-local, private, CGNAT, unique-local, multicast, unspecified or this machine's own (IPv4,
 * IPv6, and IPv6 forms that carry an IPv4 address), and the connection is made to the address that was checked (the agent's `lookup`), so a DNS
 * answer that changes between the check and the connection (rebinding) cannot get past it. Redirects are
 * followed by hand, each target checked again.
 */

export interface FeedFetchOptions {
  /** the whole fetch, redirects included (10 s) */
  timeoutMs: number;
  /** the largest body accepted, after decompression (5 MB) */
  maxBytes: number;
  maxRedirects: number;
  /** CALENDAR_ALLOW_PRIVATE: tests and journeys fetch from this machine */
  allowPrivate: boolean;
  userAgent: string;
}

export const defaultFeedFetchOptions: Omit<FeedFetchOptions, 'allowPrivate' | 'userAgent'> = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
};

export type FeedFetchResult =
  | { kind: 'fresh'; body: Buffer; contentType: string | undefined; etag?: string; lastModified?: string }
  | { kind: 'not-modified' };

/** A failure staff can read in the back office. */
export class FeedFetchError extends Error {}

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64: this network's own translator
  ['100::', 64], // discard-only
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/**
 * Whether the server must not connect to `address` (an IPv4 or IPv6 literal) for a user-supplied URL: a
 * blocked range, one of this machine's own addresses (`own`, its interfaces by default), or an IPv6 address
 * that carries such an IPv4 address (IPv4-mapped, -translated, -compatible, NAT64, 6to4, Teredo).
 */
export function isForbiddenAddress(address: string, own: Iterable<string> = interfaceAddresses()): boolean {
  const ownSet = new Set<string>();
  for (const mine of own) {
    const normal = normalised(mine);
    if (normal) ownSet.add(normal);
  }
  return forbidden(address, ownSet);
}

function forbidden(address: string, own: Set<string>): boolean {
  const text = normalised(address);
  if (!text || own.has(text)) return true;
  if (isIP(text) === 4) return blocked.check(text, 'ipv4');
  if (blocked.check(text, 'ipv6')) return true;
  return embeddedIpv4(ipaddr.IPv6.parse(text).parts).some((v4) => forbidden(v4, own));
}

/** One spelling per address (zone index dropped), or undefined when it is not an address. */
function normalised(address: string): string | undefined {
  try {
    const parsed = ipaddr.parse(address.split('%')[0] as string);
    return parsed.kind() === 'ipv4' ? parsed.toString() : (parsed as ipaddr.IPv6).toNormalizedString();
  } catch {
    return undefined;
  }
}

/** This machine's own addresses, every interface's. */
function interfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}

/**
 * The IPv4 addresses an IPv6 address carries, by its eight 16-bit groups: the last 32 bits of an
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d) or NAT64
 * (64:ff9b::a.b.c.d) address; bits 16-47 of 6to4 (2002:aabb:ccdd::); a Teredo address's server (bits
 * 32-63) and client (the last 32 bits, inverted).
 */
function embeddedIpv4(groups: number[]): string[] {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeros(5) && g5 === 0xffff) return [v4(g6, g7)];
  if (zeros(4) && g4 === 0xffff && g5 === 0) return [v4(g6, g7)];
  if (zeros(6)) return [v4(g6, g7)];
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return [v4(g6, g7)];
  if (g0 === 0x2002) return [v4(g1, g2)];
  if (g0 === 0x2001 && g1 === 0) return [v4(g2, g3), v4(g6 ^ 0xffff, g7 ^ 0xffff)];
  return [];
}

const refused = (host: string) =>
  new FeedFetchError(
    `Refused: ${host} is a private, loopback or link-local address this server does not fetch from`,
  );

/** A `lookup` for the HTTP agent that resolves, checks every address, and hands over only checked ones. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0) return callback(new FeedFetchError(`${hostname} has no address`), '', 4);
      if (!allowPrivate && list.some((a) => isForbiddenAddress(a.address)))
        return callback(refused(hostname), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * GETs a feed with a conditional request; follows at most `maxRedirects` redirects; aborts when the whole
 * fetch takes longer than `timeoutMs` or the body grows past `maxBytes`, or when `stop` aborts. Throws
 * FeedFetchError (`stop`'s reason when stopped).
 */
export async function fetchFeed(
  address: string,
  validators: { etag?: string | null; lastModified?: string | null },
  options: FeedFetchOptions,
  stop?: AbortSignal,
): Promise<FeedFetchResult> {
  stop?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const stopped = () => controller.abort();
  stop?.addEventListener('abort', stopped, { once: true });
  try {
    let url = address;
    for (let redirects = 0; ; redirects++) {
      const answer = await requestOnce(url, validators, options, controller.signal);
      if (answer.kind !== 'redirect') return answer;
      if (redirects >= options.maxRedirects)
        throw new FeedFetchError(`Too many redirects (more than ${options.maxRedirects})`);
      url = answer.location;
    }
  } catch (error) {
    if (stop?.aborted) throw stop.reason;
    if (controller.signal.aborted)
      throw new FeedFetchError(`The feed did not answer within ${Math.round(options.timeoutMs / 1000)} s`);
    if (error instanceof FeedFetchError) throw error;
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedFetchError(
      typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message,
    );
  } finally {
    clearTimeout(timer);
    stop?.removeEventListener('abort', stopped);
  }
}

type Answer = FeedFetchResult | { kind: 'redirect'; location: string };

function requestOnce(
  address: string,
  validators: { etag?: string | null; lastModified?: string | null },
  options: FeedFetchOptions,
  signal: AbortSignal,
): Promise<Answer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return Promise.reject(new FeedFetchError(`Not a valid address: ${address}`));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new FeedFetchError(`Only http and https addresses are fetched (${url.protocol})`));
  if (url.username || url.password)
    return Promise.reject(new FeedFetchError('Addresses with a user name or password are not fetched'));
  // An address literal is connected to without any lookup: check it here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !options.allowPrivate && isForbiddenAddress(host)) return Promise.reject(refused(host));

  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': options.userAgent,
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;

  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      { headers, signal, lookup: guardedLookup(options.allowPrivate), agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && status !== 304) {
          response.resume();
          const location = response.headers.location;
          if (!location) return reject(new FeedFetchError(`HTTP ${status} without a Location`));
          return resolve({ kind: 'redirect', location: new URL(location, url).toString() });
        }
        if (status === 304) {
          response.resume();
          return resolve({ kind: 'not-modified' });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new FeedFetchError(`HTTP ${status} ${response.statusMessage ?? ''}`.trim()));
        }
        const tooBig = () =>
          new FeedFetchError(`The feed is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`);
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          return reject(tooBig());
        }
        const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
        const decoder =
          encoding === 'gzip' || encoding === 'x-gzip'
            ? zlib.createGunzip()
            : encoding === 'deflate'
              ? zlib.createInflate()
              : encoding === 'br'
                ? zlib.createBrotliDecompress()
                : undefined;
        const chunks: Buffer[] = [];
        let size = 0;
        // Throwing here destroys every stream of the pipeline (the connection is closed at once).
        const collect = async (source: AsyncIterable<Buffer>) => {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > options.maxBytes) throw tooBig();
            chunks.push(chunk);
          }
        };
        // Joined by `pipeline` (ADR 0025: never a bare `.pipe()`): an error on the response or the decoder
        // (a reset connection, a corrupt gzip body) ends the whole chain and reaches this promise.
        const read = decoder ? pipeline(response, decoder, collect) : pipeline(response, collect);
        read.then(
          () => {
            const header = (name: string) => {
              const value = response.headers[name];
              return typeof value === 'string' && value.length <= 512 ? value : undefined;
            };
            resolve({
              kind: 'fresh',
              body: Buffer.concat(chunks),
              contentType: header('content-type'),
              etag: header('etag'),
              lastModified: header('last-modified'),
            });
          },
          (error: unknown) =>
            reject(
              isConnectionCut(error)
                ? new FeedFetchError('The connection closed before the feed ended')
                : error,
            ),
        );
      },
    );
    request.on('error', reject);
  });
}

/** The server closed or reset the connection before the body ended. */
function isConnectionCut(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET';
}

/** The body as text: its declared charset, else UTF-8, else Windows-1252 (what older exporters write). */
export function decodeFeedBody(body: Uint8Array, contentType: string | undefined): string {
  const declared = /charset="?([\w-]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(body);
    } catch {
      // an unknown charset: fall through to the guesses
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}
