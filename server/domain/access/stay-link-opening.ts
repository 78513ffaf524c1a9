import { countingFailures } from '../limits/attempts.ts';
import { addressKey } from '../limits/client-address.ts';
import type { Limiters } from '../limits/limits.ts';
import type { DomainContext } from '../shared/context.ts';
import { openStayLink, type StayLinkOutcome } from '../stays/stays.ts';
import { endGuestSession } from './sessions.ts';

/** Who opens a stay link: the address (token guessing is counted by it) and the guest session held now. */
export interface StayLinkVisitor {
  ip: string;
  guestToken: string | undefined;
}

/**
 * A guest opens their personal link (the page `/welcome/{id}/s/{token}`): links that open nothing are
 * counted per address (AttemptRefused after the limit: token guessing); working and ended ones are not.
 * A working link ends the visitor's previous guest session (another stay, a password login: one session a
 * browser) and returns the new one for the adapter's cookie.
 */
export async function openStayLinkAs(
  ctx: DomainContext,
  limiters: Limiters,
  visitor: StayLinkVisitor,
  propertyId: number,
  token: string,
): Promise<StayLinkOutcome> {
  const count = { limit: limiters.limits.stayLinkFailuresPerAddress, subject: addressKey(visitor.ip) };
  const outcome = await countingFailures(
    limiters,
    count,
    'stay links opened',
    () => openStayLink(ctx, propertyId, token),
    (opened) => !opened.ok && opened.end === 'revoked',
  );
  if (outcome.ok) await endGuestSession(ctx, visitor.guestToken);
  return outcome;
}
