import { z } from 'zod';

/**
 * zod 4 probes `new Function` when it builds its first object schema, to see whether it may compile fast
 * parsers. Our CSP forbids eval, so in the browser that probe is reported as a CSP violation on every page
 * with a form. Jitless mode skips the probe. It must run before any schema is built: root.tsx imports
 * this module first, and the root route's modules are evaluated before every other route's. The server
 * keeps the compiled parsers (no CSP applies there).
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
