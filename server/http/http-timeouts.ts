/**
 * Every HTTP timeout of the server, in one place (docs/decisions/0007). They bound what one slow or
 * malicious client can hold: a connection that trickles its headers (slow-loris), a body sent a byte at a
 * time, a socket kept open doing nothing.
 */
export interface HttpTimeouts {
  /** All request headers must have arrived within this long of the connection's first byte. */
  headersMs: number;
  /** The whole request, body included, must have arrived within this long (photo uploads are the slowest). */
  requestMs: number;
  /** A socket with a request in progress that sends or receives nothing for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection is closed after this long: above the 60 s of common proxies, so that a
   * proxy never reuses a connection the server is just closing. */
  keepAliveMs: number;
  /** How often Node checks the header and request deadlines (its default of 30 s would let them slip). */
  checkIntervalMs: number;
}

export function httpTimeouts(requestTimeoutSeconds: number, env = 'production'): HttpTimeouts {
  const requestMs = requestTimeoutSeconds * 1000;
  return {
    headersMs: 15_000,
    requestMs,
    // `npm run dev`: Vite's first transform of every module can keep a page request silent for over half
    // a minute on a loaded machine; on this machine only (dev listens on 127.0.0.1), that is no risk.
    idleMs: env === 'development' ? requestMs : 30_000,
    keepAliveMs: 65_000,
    checkIntervalMs: 1_000,
  };
}

/** The Fastify constructor options that apply them. */
export function fastifyTimeoutOptions(t: HttpTimeouts) {
  return {
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.requestMs,
    http: {
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      requestTimeout: t.requestMs,
      connectionsCheckingInterval: t.checkIntervalMs,
    },
  };
}
