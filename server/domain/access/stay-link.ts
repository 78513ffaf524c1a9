import { createHmac } from 'node:crypto';
import type { DomainContext } from '../shared/context.ts';
import { serverSecret } from '../shared/server-secrets.ts';

const linkSecretName = 'stay-links';

/**
 * The link's token, derived from the stay's random nonce with a server secret (HMAC-SHA256, 256 bits,
 * URL-safe): the database holds only its hash, yet staff can be shown the same link again (ADR 0016), and
 * the guest mails carry it too (ADR 0032).
 */
export async function stayToken(ctx: DomainContext, nonce: string): Promise<string> {
  const secret = await serverSecret(ctx, linkSecretName);
  return createHmac('sha256', secret).update(`stay-link:${nonce}`).digest('base64url');
}

export const stayLinkPath = (propertyId: number, token: string) => `/welcome/${propertyId}/s/${token}`;

/** The stay's personal link, absolute (PUBLIC_URL). */
export async function stayLink(ctx: DomainContext, propertyId: number, nonce: string): Promise<string> {
  return `${ctx.config.publicUrl}${stayLinkPath(propertyId, await stayToken(ctx, nonce))}`;
}
