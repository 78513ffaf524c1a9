import { finished } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { countStreamCutShort } from '../runtime-metrics.ts';

/**
 * Whether a stream's error only says that the other end went away before the stream ended: a visitor who
 * left mid-page (the response closed, so Fastify or the compression stream's `pipeline` destroyed what fed
 * it), or a request body that stopped arriving.
 */
export function isCutShort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE';
}

/** Logs (debug) and counts a stream the other end cut short; see countStreamCutShort. */
export function noteCutShort(log: FastifyBaseLogger, what: string): void {
  countStreamCutShort();
  log.debug({ stream: what }, 'the other end went away before the stream ended');
}

/**
 * Watches a stream the server sends until it ends, for its whole life: `finished` keeps an 'error' listener
 * on it even after it has ended, so an error emitted late (a destroy that carries a reason, after the data
 * was all written) is handled rather than thrown by the process. A stream cut short is logged at debug and
 * counted; any other failure is logged as an error.
 */
export function watchSentStream<S extends NodeJS.ReadableStream>(
  stream: S,
  log: FastifyBaseLogger,
  what: string,
): S {
  finished(stream, (error) => {
    if (!error) return;
    if (isCutShort(error)) noteCutShort(log, what);
    else log.error({ err: error, stream: what }, 'stream failed');
  });
  return stream;
}
