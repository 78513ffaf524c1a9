import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { DomainContext } from '../context.ts';
import { serverSecret } from '../server-secrets.ts';

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

const sign = async (ctx: DomainContext, payload: string) =>
  createHmac('sha256', await serverSecret(ctx, 'pending-login'))
    .update(payload)
    .digest();

export async function signPendingLogin(ctx: DomainContext, pending: PendingLogin): Promise<string> {
  const expires = ctx.now().getTime() + pendingLoginLifetimeMs;
  const payload = Buffer.from(
    JSON.stringify({
      u: pending.userId,
      r: pending.rememberMe,
      w: pending.passwordChangeRequired,
      e: expires,
    }),
  ).toString('base64url');
  return `${payload}.${(await sign(ctx, payload)).toString('base64url')}`;
}

/** The login a token names while it is fresh; null when it is missing, forged, malformed or expired. */
export async function readPendingLogin(
  ctx: DomainContext,
  token: string | undefined,
): Promise<PendingLogin | null> {
  if (!token || token.length > 512) return null;
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = await sign(ctx, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.e <= ctx.now().getTime()) return null;
    const { u, r, w } = parsed.data;
    return { userId: u, rememberMe: r, passwordChangeRequired: w };
  } catch {
    return null;
  }
}
