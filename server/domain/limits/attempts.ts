import { DomainError } from '../shared/errors.ts';
import { type Counted, waitMessage } from './attempt-limiter.ts';
import type { Limiters } from './limits.ts';

/** Throttled: the attempt was not made; the adapters send `retryAfterSeconds` as Retry-After. */
export class AttemptRefused extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('throttled', message);
  }
}

/**
 * Reserves one attempt on every count before the work it guards (ADR 0008): when one of them says wait,
 * AttemptRefused, and the work never starts, so a burst is refused before it reaches the database. `what`
 * names the attempts in the message ("login attempts").
 */
export async function reserveOrRefuse(limiters: Limiters, counts: Counted[], what: string): Promise<void> {
  const wait = await limiters.attempts.reserve(counts);
  if (wait > 0) throw new AttemptRefused(waitMessage(wait, what), Math.ceil(wait / 1000));
}

/**
 * Guessing protection that counts failures only: `attempt` runs in a slot reserved beforehand (so parallel
 * guesses cannot pass the limit), and the slot is given back when the attempt succeeded — a guest who holds
 * a valid link or a channel that holds the right key is never what trips the limit — or threw (nothing was
 * guessed).
 */
export async function countingFailures<T>(
  limiters: Limiters,
  count: Counted,
  what: string,
  attempt: () => Promise<T>,
  isFailure: (result: T) => boolean,
): Promise<T> {
  await reserveOrRefuse(limiters, [count], what);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    await limiters.attempts.release([count]);
    throw error;
  }
  if (!isFailure(result)) await limiters.attempts.release([count]);
  return result;
}
