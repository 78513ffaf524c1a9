import { randomBytes } from 'node:crypto';
import { PassThrough, pipeline, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { ServerBuild } from 'react-router';
import { fixtureServerBuild } from './fixture-build.ts';

/** What the pages of the build did: renders begun, written to the end, and stopped by their reader leaving. */
export interface RenderLog {
  started: number;
  finished: number;
  stopped: number;
}

/** Random text, so that compression cannot shrink a page to nothing; each part is a slice of it. */
const noise = randomBytes(768 * 1024).toString('base64');
const partLength = 1536;
/** The end of a document, written at once: three chunks of 128 KB (React Router's route data, say). */
const tailChunks = 3;
const tailChunkLength = 128 * 1024;

const slice = (length: number) => {
  const at = Math.floor(Math.random() * (noise.length - length));
  return noise.slice(at, at + length);
};

/**
 * A small React Router build whose pages stream the way app/entry.server.tsx streams them (the server may
 * not import app/): a render writes its HTML part by part into a Node stream, as React's
 * renderToPipeableStream does while suspense boundaries resolve, a rewriting Transform is joined to it by
 * `pipeline` (as app/lib/loading/deferred-module-graph.ts is), and React Router's Node adapter
 * (`createReadableStreamFromReadable`) makes the web stream the Response carries. Each of `parts` parts is
 * 1.5 KB of random text written a turn of the event loop after the one before, then the tail comes at once;
 * any path is a page.
 *
 * The tail matters: once it is written the render has ended and the `pipeline` has finished, while the
 * Transform still holds what the visitor has not read yet; a hang-up then is what ended the process.
 */
export function streamingPageBuild(log: RenderLog, parts: number): ServerBuild {
  return fixtureServerBuild(
    (request: Request, status: number, headers: Headers) => {
      log.started += 1;
      headers.set('content-type', 'text/html; charset=utf-8');
      const html = new PassThrough();
      let ended = false;
      // React's own listeners: a failed or closed destination stops the render
      html.on('error', () => {});
      html.on('close', () => {
        if (!ended) log.stopped += 1;
      });
      html.write(`<!doctype html><html><head><title>${new URL(request.url).pathname}</title></head><body>`);
      let written = 0;
      const writeNext = () => {
        if (html.destroyed) return;
        if (written === parts) {
          // the end of a document comes at once: the route data React Router streams into it
          for (let i = 0; i < tailChunks; i++) html.write(`<script>${slice(tailChunkLength)}</script>`);
          ended = true;
          html.end('</body></html>');
          log.finished += 1;
          return;
        }
        html.write(`<p>${slice(partLength)}</p>`);
        written += 1;
        setImmediate(writeNext);
      };
      setImmediate(writeNext);
      const rewritten = pipeline(html, passOn(), () => {});
      return new Response(createReadableStreamFromReadable(rewritten), { status, headers });
    },
    {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/page': { id: 'routes/page', parentId: 'root', path: '*', module: { default: () => null } },
    },
  );
}

/** Stands for the page's HTML rewrite: a Transform that passes its chunks on. */
const passOn = () =>
  new Transform({
    transform(chunk, _encoding, callback) {
      callback(null, chunk);
    },
  });
