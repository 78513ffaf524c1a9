import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import { createReadableStreamFromReadable } from '@react-router/node';
import { describe, expect, it, vi } from 'vitest';
import {
  deferModuleGraph,
  moduleGraphId,
  moduleGraphLoader,
  withDeferredModuleGraph,
} from './deferred-module-graph.ts';

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js"/></head>';
const moduleCode = ';\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.js");';
const body =
  '<body><pre>&lt;link rel="modulepreload" href="/x.js"&gt;</pre><main>Café</main>' +
  `<script nonce="n1">window.__reactRouterContext = {};</script>` +
  `<script nonce="n1" type="module" async="">${moduleCode}</script>` +
  '<script nonce="n1">$RC("B:1","S:1")</script><link rel="modulepreload" href="/late.js"/></body></html>';

const expectedBody = body.replace(
  `<script nonce="n1" type="module" async="">${moduleCode}</script>`,
  `<script type="text/plain" id="${moduleGraphId}" nonce="n1">${moduleCode}</script>` +
    `<script nonce="n1">${moduleGraphLoader(['/assets/entry.js', '/assets/root.js'])}</script>`,
);
const expected = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head>${expectedBody}`;

function rewrite(chunks: Array<string | Buffer>): Promise<string> {
  return text(
    Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(deferModuleGraph()),
  );
}

describe('deferModuleGraph', () => {
  it('takes the module preloads out of the head and runs the module script from a loader that adds them back', async () => {
    expect(await rewrite([head + body])).toBe(expected);
  });

  it('finds tags and the module script cut between two chunks of the stream, at any place', async () => {
    const page = head + body;
    for (let cut = 1; cut < page.length; cut++) {
      expect(await rewrite([page.slice(0, cut), page.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
    // and in many small pieces
    expect(await rewrite(page.match(/[\s\S]{1,7}/g) ?? [])).toBe(expected);
  });

  it('keeps a UTF-8 character whole when a chunk ends inside it', async () => {
    const page = Buffer.from(head + body);
    const inside = page.indexOf(Buffer.from('é')) + 1;
    expect(await rewrite([page.subarray(0, inside), page.subarray(inside)])).toBe(expected);
  });

  it('leaves a page without a module script as it is, but for the preloads', async () => {
    const page = `${head}<body><main>Not found</main></body></html>`;
    expect(await rewrite([page.slice(0, 90), page.slice(90)])).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><main>Not found</main></body></html>',
    );
    const fragment = '<div><link rel="stylesheet" href="/a.css"/> a < b</div>';
    expect(await rewrite([fragment.slice(0, 10), fragment.slice(10)])).toBe(fragment);
  });

  it('gives the loader no nonce attribute when the page has none (a cached page, allowed by hashes)', async () => {
    const page = (head + body).replaceAll(' nonce="n1"', '');
    const out = await rewrite([page]);
    expect(out).toContain(
      `<script type="text/plain" id="${moduleGraphId}">${moduleCode}</script><script>(function`,
    );
  });
});

describe('moduleGraphLoader', () => {
  it('is a script the browser can parse, naming every preload', () => {
    const script = moduleGraphLoader(['/assets/a.js', '/assets/b"c.js', '/assets/</script>.js']);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('["/assets/a.js","/assets/b\\"c.js","/assets/\\u003c/script>.js"]');
    expect(script).not.toContain('</script>');
  });
});

describe('withDeferredModuleGraph', () => {
  it('survives a visitor who leaves mid-page and stops the render', async () => {
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      // what React's renderToPipeableStream writes into (it listens for errors on it)
      const html = new PassThrough();
      const renderStopped = vi.fn();
      html.on('error', renderStopped);
      html.write(head);
      // how the page reaches the response: React Router's web stream over the rewritten HTML
      const reader = createReadableStreamFromReadable(withDeferredModuleGraph(html)).getReader();
      expect(Buffer.from((await reader.read()).value ?? []).toString()).toContain('</head>');

      await reader.cancel(new Error('the visitor left'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).not.toHaveBeenCalled();
      expect(html.destroyed).toBe(true);
      expect(renderStopped).toHaveBeenCalledWith(expect.objectContaining({ message: 'the visitor left' }));
    } finally {
      process.off('uncaughtException', uncaught);
    }
  });

  it('survives a visitor who leaves after the render ended, before reading all of it', async () => {
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      const html = new PassThrough();
      html.on('error', () => {});
      // more than the streams between here and the reader hold: the rest waits in the rewrite
      html.end(`${head}<body>${'<p>Powder mornings.</p>'.repeat(1000)}</body></html>`);
      const reader = createReadableStreamFromReadable(withDeferredModuleGraph(html)).getReader();
      expect(Buffer.from((await reader.read()).value ?? []).toString()).toContain('</head>');
      await finished(html);

      await reader.cancel(new Error('the visitor left'));
      // the destroy's 'error' is emitted on the next tick
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).not.toHaveBeenCalled();
    } finally {
      process.off('uncaughtException', uncaught);
    }
  });
});
