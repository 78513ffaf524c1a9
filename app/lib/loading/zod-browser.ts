/**
 * What `zod` means in the browser bundle (vite.config.ts aliases the bare `zod` specifier here), so that
 * zod is configured by whichever chunk first loads it and no page pays for zod before it uses a schema.
 *
 * zod 4 probes `new Function` when it builds its first object schema, to see whether it may compile fast
 * parsers. Our CSP forbids eval, so in the browser that probe is reported as a CSP violation on every page
 * with a form. Jitless mode skips the probe; it is set here, before any module that imports zod can build
 * a schema. The server keeps the compiled parsers (no CSP applies there): the SSR bundle also goes through
 * this module but leaves the shared zod instance as it is.
 */
import { config } from 'zod/v4';

if (typeof document !== 'undefined') config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
