/**
 * A child process for the heap-growth test: keeps ~60 MB live, allocates garbage in rounds and prints the
 * largest heap V8 reserved meanwhile. With `--limit` it first applies the server's own limitHeapGrowth.
 * Short-lived objects fill the young generation and the replaced 1 MB arrays are promoted before they die,
 * so the figure depends on how V8 sizes both generations, as a server's heap under a burst does.
 */
import { limitHeapGrowth } from '../heap-growth.ts';

if (process.argv.includes('--limit')) limitHeapGrowth();

const live: number[][] = [];
for (let i = 0; i < 60; i++) live.push(new Array(128 * 1024).fill(i));
let peak = 0;
let kept: unknown;
for (let round = 0; round < 3000; round++) {
  const garbage: unknown[] = [];
  for (let j = 0; j < 20; j++)
    garbage.push({ values: new Array(1000).fill(round), text: `${'x'.repeat(100)}${j}` });
  kept = garbage;
  peak = Math.max(peak, process.memoryUsage().heapTotal);
  if (round % 10 === 0) live[round % 60] = new Array(128 * 1024).fill(round);
}
process.stdout.write(`${JSON.stringify({ peak, kept: Array.isArray(kept) })}\n`);
