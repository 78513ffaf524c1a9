import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';

const headEnd = '</head>';
const modulePreload = /<link rel="modulepreload"/g;
const lowPriorityModulePreload = '<link rel="modulepreload" fetchPriority="low"';

/**
 * Marks the document's module preloads as low priority, until the end of its head (issue 13).
 *
 * React Router preloads every module the page hydrates with (about 30 files, ~120 KB on the home page) at
 * the browser's high priority, the same as the hero picture, so on a slow phone link the page's first paint
 * and its largest picture share the bandwidth with code that only makes the page interactive. At low
 * priority the stylesheet, the fonts and the hero come first and the code follows; hydration needs the same
 * files and still finds them preloaded. React Router offers no option for the links' priority, so the
 * attribute is added to the streamed HTML; only the head is searched (the body is passed through as is).
 *
 * The bytes are read as latin1, one character per byte, and written back the same way: a chunk may end in
 * the middle of a UTF-8 character (a title with "é"), which decoding each chunk as UTF-8 would break. The
 * tags searched for are ASCII, and a kept tail starts at "<", which is never part of a multi-byte character.
 */
const bytes = (latin1: string) => Buffer.from(latin1, 'latin1');

export function lowPriorityModulePreloads(): Transform {
  let inHead = true;
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      const text = carry + chunk.toString('latin1');
      const end = text.indexOf(headEnd);
      if (end !== -1) {
        inHead = false;
        carry = '';
        return callback(
          null,
          bytes(text.slice(0, end).replace(modulePreload, lowPriorityModulePreload) + text.slice(end)),
        );
      }
      // a tag cut between two chunks is finished by the next one: keep the tail that could hold its start
      const cut = text.lastIndexOf('<');
      carry = cut === -1 ? '' : text.slice(cut);
      callback(
        null,
        bytes((cut === -1 ? text : text.slice(0, cut)).replace(modulePreload, lowPriorityModulePreload)),
      );
    },
    flush(callback: TransformCallback) {
      callback(null, bytes(carry));
    },
  });
}

/**
 * The rendered HTML with its module preloads marked, as one stream whose end is tied to the render's:
 * `pipeline`, not `.pipe()`. When the visitor leaves, the response's reader cancels this stream with a
 * reason, which destroys it with that error; `.pipe()` would re-emit the error with no listener left and
 * the uncaught exception ended the server (it did, twice, before this). Here the error destroys `html` too,
 * whose own listener (React's) stops the render.
 */
export function withLowPriorityModulePreloads(html: Readable): Readable {
  // the error is the visitor's leaving, already handled by both ends; nothing is left to report
  return pipeline(html, lowPriorityModulePreloads(), () => {});
}
