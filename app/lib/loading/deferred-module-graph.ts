import { finished, pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * Starts the page's JavaScript after its first paint (issue 13, ADR 0024).
 *
 * React Router writes a module preload into the head for every file the page hydrates with (about 30 files,
 * ~140 KB on the home page) and, at the end of the body, an inline module script that imports them. The
 * browser fetches them all while the first paint is still being prepared, so on a slow phone link the
 * stylesheet, the fonts and the hero picture share the bandwidth with code that only makes the page
 * interactive. This rewrites the streamed HTML:
 *
 * - the head's module preloads are left out;
 * - the module script's text is kept in an inert `<script type="text/plain" id="module-graph">` (its hash is
 *   in a cached page's CSP like every inline script's), followed by a small script that, once the first paint
 *   has been shown, adds the same preloads and runs that text as a module script, carrying its own nonce.
 *
 * React Router offers no option for any of this, so the HTML is rewritten; only the head and the body up to
 * the module script are searched.
 *
 * The bytes are read as latin1, one character per byte, and written back the same way: a chunk may end in
 * the middle of a UTF-8 character (a title with "é"), which decoding each chunk as UTF-8 would break. The
 * tags searched for are ASCII, and a kept tail starts at "<", which is never part of a multi-byte character.
 */
const headEnd = '</head>';
const modulePreload = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const moduleScriptStart = /<script\b[^>]*\stype="module"[^>]*>/;
const moduleScript = /<script\b([^>]*)\stype="module"([^>]*)>([\s\S]*?)<\/script>/;
const nonceAttribute = /\snonce="[^"]*"/;

/** The id of the inert script holding the module script's text. */
export const moduleGraphId = 'module-graph';

/** Module preloads the loader adds in one task (see `moduleGraphLoader`). */
export const preloadsPerTask = 4;

/**
 * The classic script that starts the module graph once the browser has reported the page's first contentful
 * paint (a paint observer, so the code's requests begin after the frame was shown, not merely drawn) and has
 * then been idle: the rest of the page's first style and layout comes first, and a tap in that time is
 * answered before the code (an idle callback, at most 1 s late). A tab that is or becomes hidden paints
 * nothing, so there the code starts at once; a browser without paint timing waits for one frame; and if no
 * paint is reported within 3 s the code starts anyway.
 *
 * The preloads are added a few per task: each is a resource request that costs the main thread ~2 ms on a
 * slowed phone, so the home page's 20 at once were one task of 40 ms that a tap on the menu waited behind
 * (issue 29, ADR 0031). The module script comes after the last of them.
 */
export function moduleGraphLoader(preloads: string[]): string {
  return (
    `(function(d,w){var n=d.currentScript&&d.currentScript.nonce||'',done=false;function go(){if(done)return;done=true;` +
    `var list=${JSON.stringify(preloads).replace(/</g, '\\u003c')};(function add(){` +
    `list.splice(0,${preloadsPerTask}).forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)});` +
    `if(list.length)return setTimeout(add,0);` +
    `var s=d.createElement('script');s.type='module';s.nonce=n;s.textContent=d.getElementById('${moduleGraphId}').textContent;d.body.appendChild(s)})()}` +
    `function soon(){w.requestIdleCallback?w.requestIdleCallback(go,{timeout:1000}):setTimeout(go,0)}` +
    `if(d.visibilityState==='hidden')return go();d.addEventListener('visibilitychange',go);setTimeout(go,3000);` +
    `var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();soon()}).observe({type:'paint',buffered:true});` +
    `else w.requestAnimationFrame(soon)})(document,window)`
  );
}

const bytes = (latin1: string) => Buffer.from(latin1, 'latin1');

function unfinishedTag(text: string): number {
  const start = text.lastIndexOf('<');
  return start !== -1 && text.indexOf('>', start) === -1 ? start : -1;
}

export function deferModuleGraph(): Transform {
  let phase: 'head' | 'body' | 'done' = 'head';
  let carry = '';
  const preloads: string[] = [];
  const withoutPreloads = (text: string) =>
    text.replace(modulePreload, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  /**
   * Keeps for the next chunk the tail from `from` (by default a tag cut at the chunk's end: a last "<" with
   * no ">" after it) and returns the rest.
   */
  const keepTail = (text: string, from = unfinishedTag(text)) => {
    carry = from === -1 ? '' : text.slice(from);
    return from === -1 ? text : text.slice(0, from);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (phase === 'done') return callback(null, chunk);
      let text = carry + chunk.toString('latin1');
      carry = '';
      let out = '';
      if (phase === 'head') {
        const end = text.indexOf(headEnd);
        if (end === -1) return callback(null, bytes(withoutPreloads(keepTail(text))));
        out = withoutPreloads(text.slice(0, end));
        text = text.slice(end);
        phase = 'body';
      }
      const match = moduleScript.exec(text);
      if (match) {
        const [tag, before = '', after = '', code = ''] = match;
        const nonce = nonceAttribute.exec(before + after)?.[0] ?? '';
        const inert = `<script type="text/plain" id="${moduleGraphId}"${nonce}>${code}</script>`;
        const loader = `<script${nonce}>${moduleGraphLoader(preloads)}</script>`;
        phase = 'done';
        return callback(null, bytes(out + text.replace(tag, () => inert + loader)));
      }
      const open = text.search(moduleScriptStart);
      callback(null, bytes(out + keepTail(text, open === -1 ? undefined : open)));
    },
    flush(callback: TransformCallback) {
      callback(null, bytes(carry));
    },
  });
}

/**
 * The rendered HTML with its module graph deferred, as one stream whose end is tied to the render's:
 * `pipeline`, not `.pipe()`. When the visitor leaves, the response's reader cancels this stream with a
 * reason, which destroys it with that error; `.pipe()` would re-emit the error with no listener left and
 * the uncaught exception ended the server (it did, twice, before this). Here the error destroys `html` too,
 * whose own listener (React's) stops the render.
 *
 * `pipeline` stops listening to its last stream once the render has ended, yet the rewritten HTML may still
 * be waiting for the visitor to read it; a cancel then destroyed it with an error nobody listened for
 * (issue 22: one visit in 14 to 64 that hung up with gzip). `finished` listens for the stream's whole life.
 */
export function withDeferredModuleGraph(html: Readable): Readable {
  // the error is the visitor's leaving, already handled by both ends; nothing is left to report
  const page = pipeline(html, deferModuleGraph(), () => {});
  finished(page, () => {});
  return page;
}
