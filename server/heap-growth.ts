import v8 from 'node:v8';

/**
 * How much V8 lets the old generation grow past what was live after its last full collection before it
 * collects again (ADR 0023). V8 on its own grows it by up to 4×: this server keeps ~40–60 MB live, so under
 * a burst of requests the heap swelled with promoted garbage before a full collection. 30 % keeps it near
 * the live set for the same throughput (`npm run bench`).
 */
export const heapGrowingPercent = 30;

/**
 * The young generation's growth factor, 1: it keeps the size V8 starts it with (1 MB per semi-space).
 * Node 24's V8 otherwise grows it under load up to 64 MB per semi-space (two of them committed, 128 MB): with
 * the 30 % alone the server still peaked at ~305 MB under the bench, with both at ~180 MB (ADR 0023). V8 clamps
 * a factor below 2 given on the command line when it sets the heap up, but reads the flag each time it
 * would grow the young generation, so it only takes effect when set after start-up, as here.
 */
const semiSpaceGrowthFactor = 1;

/** Command-line (or NODE_OPTIONS) flags that size the young generation: given one, it is left alone. */
const youngGenerationFlags = ['--max-semi-space-size', '--min-semi-space-size', '--semi-space-growth-factor'];

/** The node flags the process was started with, from its command line and from NODE_OPTIONS. */
function startFlags(): string[] {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean)];
}

/**
 * Bounds both generations of V8's heap under a burst (ADR 0023): the old one to 30 % past its live set, the
 * young one to its starting size. A process started with its own value for either keeps it. Returns the
 * flags it set.
 */
export function limitHeapGrowth(flags: readonly string[] = startFlags()): string[] {
  const given = (name: string) => flags.some((flag) => flag.replaceAll('_', '-').startsWith(name));
  const set: string[] = [];
  if (!given('--heap-growing-percent')) set.push(`--heap-growing-percent=${heapGrowingPercent}`);
  if (!youngGenerationFlags.some(given)) set.push(`--semi-space-growth-factor=${semiSpaceGrowthFactor}`);
  for (const flag of set) v8.setFlagsFromString(flag);
  return set;
}
