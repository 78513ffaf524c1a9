import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * V8's most thorough full collection, the one a heap snapshot runs first: it also shrinks the young
 * generation and gives the freed pages back to the system. `--expose-gc` set at run time makes `gc` exist in
 * contexts created afterwards; a new context hands it over without the process being started with the flag.
 */
export function thoroughCollector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: object) => void;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export interface IdleCollection {
  /** Called for every request the server receives. */
  active(): void;
  stop(): void;
}

/**
 * Collects the whole heap once when the server has gone quiet after work (ADR 0048), as a browser's memory
 * reducer does for a background tab: the garbage of a burst (the first start's seeding, a wave of visitors)
 * otherwise sits in the heap, counted in the resident memory, until enough new work fills it again. Once per
 * quiet spell: `quietMs` without a request after at least one request (or after start-up). The pause (tens of
 * milliseconds with this server's ~50 MB live) falls when nobody is waiting for an answer.
 */
export function collectWhenQuiet({
  quietMs,
  collect,
  now = () => performance.now(),
}: {
  quietMs: number;
  collect: () => void;
  now?: () => number;
}): IdleCollection {
  let lastActive = now();
  let dirty = true;
  const check = setInterval(
    () => {
      if (!dirty || now() - lastActive < quietMs) return;
      dirty = false;
      collect();
    },
    Math.max(100, Math.round(quietMs / 5)),
  );
  check.unref();
  return {
    active() {
      lastActive = now();
      dirty = true;
    },
    stop: () => clearInterval(check),
  };
}
