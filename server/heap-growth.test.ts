import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap-growth.ts';

const churn = path.resolve('server/test/heap-churn.ts');

/** The largest heap a child reserved while churning the same allocations (server/test/heap-churn.ts). */
async function peakHeapMb(nodeFlags: string[], args: string[]): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    ...nodeFlags,
    '--import',
    'tsx',
    churn,
    ...args,
  ]);
  return JSON.parse(stdout).peak / 1e6;
}

describe('heap growth limit', () => {
  it('keeps the heap near what is live: the same churn reserves far less than V8 on its own', async () => {
    const [own, limited] = await Promise.all([peakHeapMb([], []), peakHeapMb([], ['--limit'])]);
    // measured on Node 24: ~285 MB on V8's own sizes, ~100–125 MB with both limits, ~280 MB with either alone
    expect(limited).toBeLessThan(own * 0.6);
  });

  it('leaves an old-generation growing factor given on the command line alone', async () => {
    expect(limitHeapGrowth(['--heap-growing-percent=80', '--max-semi-space-size=16'])).toEqual([]);
    const [given, limited] = await Promise.all([
      peakHeapMb(['--heap-growing-percent=200'], ['--limit']),
      peakHeapMb([], ['--limit']),
    ]);
    expect(given).toBeGreaterThan(limited * 1.4);
  });

  it('leaves a young-generation size given on the command line alone', async () => {
    const [given, limited] = await Promise.all([
      peakHeapMb(['--max-semi-space-size=32'], ['--limit']),
      peakHeapMb([], ['--limit']),
    ]);
    expect(given).toBeGreaterThan(limited * 1.4);
  });
});
