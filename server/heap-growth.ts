import v8 from 'node:v8';

/**
 * How much V8 lets the JavaScript heap grow past what was live after its last full collection before it
 * collects again (ADR 0023). V8 on its own grows it by up to 4×: this server keeps ~40–60 MB live, so under
 * a burst of requests the heap swelled with garbage to ~150 MB and the process to ~260 MB before a full
 * collection. 30 % keeps the peak near 160 MB for the same throughput (`npm run bench`).
 */
export const heapGrowingPercent = 30;

/**
 * Sets the heap growing factor, unless the process was started with its own `--heap-growing-percent`. V8
 * reads the flag each time it sets the next collection's limit, so setting it at start-up takes effect.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
  return true;
}
