import { z } from 'zod';
import { readToken, signToken } from '../../access/signed-tokens.ts';
import type { DomainContext } from '../../shared/context.ts';

/**
 * Between the password and the code (ADR 0043): a short-lived token, signed with a server secret every
 * node shares, that says whose password was right and whether to remember the session. It opens nothing
 * itself; the adapters keep it in an HttpOnly cookie for the code step.
 */
export const pendingLoginCookie = 'pending_login';
export const pendingLoginLifetimeMs = 5 * 60_000;

export interface PendingLogin {
  userId: number;
  rememberMe: boolean;
  /** the password was below today's rule (issue 39): the back office asks for a new one after the code */
  passwordChangeRequired: boolean;
}

const payloadSchema = z.object({
  u: z.number().int().positive(),
  r: z.boolean(),
  w: z.boolean(),
  e: z.number(),
});

export const signPendingLogin = (ctx: DomainContext, pending: PendingLogin): Promise<string> =>
  signToken(ctx, 'pending-login', {
    u: pending.userId,
    r: pending.rememberMe,
    w: pending.passwordChangeRequired,
    e: ctx.now().getTime() + pendingLoginLifetimeMs,
  });

/** The login a token names while it is fresh; null when it is missing, forged, malformed or expired. */
export async function readPendingLogin(
  ctx: DomainContext,
  token: string | undefined,
): Promise<PendingLogin | null> {
  const payload = await readToken(ctx, 'pending-login', token, payloadSchema, 512);
  if (!payload || payload.e <= ctx.now().getTime()) return null;
  return { userId: payload.u, rememberMe: payload.r, passwordChangeRequired: payload.w };
}
