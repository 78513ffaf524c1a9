import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { watchSentStream } from '../http/stream-ends.ts';

/**
 * A rendered page's body (the web stream of React Router's Response) as the Node stream the reply sends,
 * watched to its end (server/stream-ends.ts): a visitor who leaves mid-page is logged at debug and counted.
 *
 * When the visitor leaves, Fastify (or, for a compressed answer, the compression stream's `pipeline`)
 * destroys this stream, and this cancels the page's stream, which stops the render. The cancel carries no
 * reason, unlike `Readable.fromWeb`'s, which passes on the error that destroyed it: React Router's Node
 * adapter (`createReadableStreamFromReadable`, used by app/entry.server.tsx) destroys its Node stream with
 * that reason and removes its own 'error' listener in the same call, so a premature close became an
 * uncaught 'error' that ended the process (issue 22). The page needs no reason to stop.
 */
export function pageBody(body: ReadableStream<Uint8Array>, log: FastifyBaseLogger): Readable {
  const reader = body.getReader();
  const stream = new Readable({
    read() {
      reader.read().then(
        (chunk) => {
          this.push(chunk.done ? null : chunk.value);
        },
        (error: Error) => this.destroy(error),
      );
    },
    destroy(error, callback) {
      // a cancel after the end, or of a failed stream, settles at once; either way the stream is done
      reader.cancel().then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
  return watchSentStream(stream, log, 'page');
}
