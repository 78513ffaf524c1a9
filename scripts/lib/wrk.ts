import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Debian's `wrk` (C, one thread), when installed: autocannon spends ~1 ms of its own CPU per large
 * response, so on a 2-core machine it, not the server, limits the JS asset, image and page rows. wrk costs
 * a fraction of that, so its ratios tell the server's.
 */
export function wrkInstalled(): boolean {
  return !spawnSync('wrk', ['-v']).error;
}

function wrkMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/**
 * One wrk run (one thread) against `url`; rejects on any non-2xx answer or socket error. Asynchronous, so
 * that the bench's own event loop keeps running meanwhile: a keep-alive socket the server closes during a
 * long run is then seen closed before the bench's next fetch would reuse it.
 */
export async function runWrk(
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    'Accept-Encoding: gzip, br',
    url,
  ];
  let out: string;
  try {
    out = (await promisify(execFile)('wrk', args, { encoding: 'utf8' })).stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`wrk ${url}: ${stdout}${stderr}`);
  }
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  if (total === 0 || /Non-2xx|Socket errors/.test(out)) throw new Error(`wrk ${url}: ${out}`);
  return {
    total,
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50: wrkMs(/\s50%\s+(\S+)/.exec(out)?.[1]),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1]),
  };
}
