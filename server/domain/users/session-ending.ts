import { endAdminSession } from '../access/sessions.ts';
import type { DomainContext } from '../shared/context.ts';

/** Waits between the later tries to delete a session row that could not be deleted at logout. */
export const laterDeleteDelaysMs = [30_000, 120_000, 600_000] as const;

/**
 * Ends an admin session for a logout whose answer must sign the browser out whatever happens: the caller
 * clears the cookie in any case, and a session row that cannot be deleted now (database down or locked) is
 * deleted later, after 30 s, 2 min and 10 min; should every try fail, the row still ends at its expiry
 * (findAdminSessionUser never accepts an expired one). Resolves false when the row is left for later.
 */
export async function endAdminSessionOrLater(
  ctx: DomainContext,
  token: string | undefined,
  onFailure: (error: unknown, tryNumber: number) => void,
  delays: readonly number[] = laterDeleteDelaysMs,
): Promise<boolean> {
  try {
    await endAdminSession(ctx, token);
    return true;
  } catch (error) {
    onFailure(error, 1);
    scheduleLaterDeletes(ctx, token, onFailure, delays);
    return false;
  }
}

function scheduleLaterDeletes(
  ctx: DomainContext,
  token: string | undefined,
  onFailure: (error: unknown, tryNumber: number) => void,
  delays: readonly number[],
  index = 0,
) {
  const delay = delays[index];
  if (delay === undefined) return;
  const timer = setTimeout(() => {
    endAdminSession(ctx, token).catch((error: unknown) => {
      onFailure(error, index + 2);
      scheduleLaterDeletes(ctx, token, onFailure, delays, index + 1);
    });
  }, delay);
  // a pending delete never keeps the process alive (the row's expiry ends it anyway)
  timer.unref?.();
}
