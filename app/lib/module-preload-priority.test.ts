import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createReadableStreamFromReadable } from '@react-router/node';
import { describe, expect, it, vi } from 'vitest';
import { lowPriorityModulePreloads, withLowPriorityModulePreloads } from './module-preload-priority.ts';

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>';
const body =
  '<body><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/late.js"/></body></html>';

function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityModulePreloads()));
}

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload of the head as low priority and leaves the rest of the page as it is', async () => {
    const out = await rewrite([head + body]);
    expect(out).toBe(
      head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchPriority="low"') + body,
    );
  });

  it('finds a tag cut between two chunks of the stream, at any place', async () => {
    const page = head + body;
    const expected = await rewrite([page]);
    for (let cut = 1; cut < head.length + 20; cut++) {
      expect(await rewrite([page.slice(0, cut), page.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
    // and in many small pieces
    expect(await rewrite(page.match(/[\s\S]{1,7}/g) ?? [])).toBe(expected);
  });

  it('keeps a UTF-8 character whole when a chunk ends inside it', async () => {
    const page = Buffer.from(
      `<html><head><title>Café – Selkirk</title>${head.slice(head.indexOf('<link'))}${body}`,
    );
    const inside = page.indexOf(Buffer.from('é')) + 1;
    const out = await text(
      Readable.from([page.subarray(0, inside), page.subarray(inside)]).pipe(lowPriorityModulePreloads()),
    );
    expect(out).toContain('<title>Café – Selkirk</title>');
    expect(out).toContain('<link rel="modulepreload" fetchPriority="low" href="/assets/entry.js"/>');
  });

  it('passes a page without a head end through whole', async () => {
    const fragment = '<div><link rel="stylesheet" href="/a.css"/> a < b</div>';
    expect(await rewrite([fragment.slice(0, 10), fragment.slice(10)])).toBe(fragment);
  });
});

describe('withLowPriorityModulePreloads', () => {
  it('survives a visitor who leaves mid-page and stops the render', async () => {
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      // what React's renderToPipeableStream writes into (it listens for errors on it)
      const html = new PassThrough();
      const renderStopped = vi.fn();
      html.on('error', renderStopped);
      html.write(head);
      // how the page reaches the response: React Router's web stream over the marked HTML
      const reader = createReadableStreamFromReadable(withLowPriorityModulePreloads(html)).getReader();
      expect(Buffer.from((await reader.read()).value ?? []).toString()).toContain('fetchPriority="low"');
      await reader.cancel(new Error('the visitor left'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).not.toHaveBeenCalled();
      expect(html.destroyed).toBe(true);
      expect(renderStopped).toHaveBeenCalledWith(expect.objectContaining({ message: 'the visitor left' }));
    } finally {
      process.off('uncaughtException', uncaught);
    }
  });
});
