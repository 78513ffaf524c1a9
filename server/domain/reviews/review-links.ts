import { createHmac, timingSafeEqual } from 'node:crypto';
import { reviewLinkDays } from '#common/review-rules.ts';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { DomainContext } from '../shared/context.ts';
import { serverSecret } from '../shared/server-secrets.ts';

/**
 * A stay's review link (issue 27, ADR 0030): `{PUBLIC_URL}/review/{stayId}.{mac}`, where the mac is an
 * HMAC-SHA256 of the stay's link nonce under a secret of its own, so it is neither the stay link's token nor
 * derivable from it, and nothing needs storing: the stay id finds the stay, the mac proves the link.
 */

interface LinkedStay {
  id: number;
  departure: string;
  link_nonce: string;
  revoked_at: string | null;
}

const secretName = 'review-links';

async function reviewMac(ctx: DomainContext, stay: Pick<LinkedStay, 'id' | 'link_nonce'>): Promise<string> {
  const secret = await serverSecret(ctx, secretName);
  return createHmac('sha256', secret).update(`review-link:${stay.id}:${stay.link_nonce}`).digest('base64url');
}

export const reviewPath = (token: string) => `/review/${token}`;

/** Where a stay's review window stands today: before its last night, open, or past the 30 days. */
export function reviewWindow(departure: string, ctx: DomainContext): 'not-yet' | 'open' | 'expired' {
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  if (today < addDays(departure, -1)) return 'not-yet';
  if (today > addDays(departure, reviewLinkDays)) return 'expired';
  return 'open';
}

/** The full review link while the window is open (from the stay's last night); null otherwise or revoked. */
export async function reviewLinkOf(ctx: DomainContext, stay: LinkedStay): Promise<string | null> {
  if (stay.revoked_at || reviewWindow(stay.departure, ctx) !== 'open') return null;
  return `${ctx.config.publicUrl}${reviewPath(`${stay.id}.${await reviewMac(ctx, stay)}`)}`;
}

/** The stay id a token names when its mac is right (constant-time), or null. */
export async function stayIdOfToken(
  ctx: DomainContext,
  token: string,
  nonceOf: (stayId: number) => Promise<string | null>,
): Promise<number | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const stayId = Number(match[1]);
  const nonce = await nonceOf(stayId);
  if (nonce === null) return null;
  const expected = Buffer.from(await reviewMac(ctx, { id: stayId, link_nonce: nonce }));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? stayId : null;
}
