import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { DomainContext } from '../shared/context.ts';
import { serverSecret } from '../shared/server-secrets.ts';

/**
 * Small signed tokens for cookies (the known-device list, the login between password and code): a JSON
 * payload in base64url, a dot, and its HMAC-SHA256 under a named server secret that every node shares.
 * Reading checks the signature in constant time before the payload is parsed and validated.
 */
export type SecretName = 'known-device' | 'pending-login';

const mac = async (ctx: DomainContext, secret: SecretName, payload: string) =>
  createHmac('sha256', await serverSecret(ctx, secret))
    .update(payload)
    .digest();

export async function signToken(ctx: DomainContext, secret: SecretName, data: unknown): Promise<string> {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${(await mac(ctx, secret, payload)).toString('base64url')}`;
}

/** The token's payload when it is signed with `secret` and fits `schema`; null when missing, forged or malformed. */
export async function readToken<T>(
  ctx: DomainContext,
  secret: SecretName,
  token: string | undefined,
  schema: z.ZodType<T>,
  maxLength: number,
): Promise<T | null> {
  if (!token || token.length > maxLength) return null;
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = await mac(ctx, secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
