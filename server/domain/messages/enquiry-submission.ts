import type { EnquiryFields } from '#common/enquiry.ts';
import { reserveOrRefuse } from '../limits/attempts.ts';
import { addressKey } from '../limits/client-address.ts';
import type { Limiters } from '../limits/limits.ts';
import type { DomainContext } from '../shared/context.ts';
import { createEnquiry } from './enquiries.ts';

export type EnquirySubmission = { kind: 'stored'; id: number } | { kind: 'dropped' };

/**
 * A contact-form enquiry, from the API or from the contact page's form post (fields already validated):
 * the per-address limit first (AttemptRefused; an IPv6 client by its /64), then a filled honeypot is
 * dropped without a word (the bot gets the normal answer), else the enquiry is stored. The adapter wakes
 * the mailer for a stored one.
 */
export async function submitEnquiry(
  ctx: DomainContext,
  limiters: Limiters,
  ip: string,
  input: EnquiryFields,
): Promise<EnquirySubmission> {
  await reserveOrRefuse(
    limiters,
    [{ limit: limiters.limits.enquiriesPerAddress, subject: addressKey(ip) }],
    'messages sent',
  );
  const { website, ...fields } = input;
  if (website?.trim()) return { kind: 'dropped' };
  const enquiry = await createEnquiry(ctx, fields);
  return { kind: 'stored', id: enquiry.id };
}
