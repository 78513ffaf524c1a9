import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EnquiryFields } from '#common/enquiry.ts';
import { addressKey } from '../domain/client-address.ts';
import { createEnquiry } from '../domain/enquiries.ts';
import type { Limiters } from './limiters.ts';
import { reserveOrRefuse } from './reserve.ts';

/**
 * A contact-form enquiry, from the API or from the contact page's form post: the per-address limit (an IPv6 client by its /64) first
 * (429 with Retry-After on `reply`), then a filled honeypot is dropped without a word (the bot gets the
 * normal answer), else the enquiry is stored and the mailer woken. The fields are already validated.
 */
export async function sendEnquiry(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: Limiters,
  input: EnquiryFields,
): Promise<void> {
  const count = { limit: limiters.limits.enquiriesPerAddress, subject: addressKey(request.ip) };
  await reserveOrRefuse(reply, limiters, [count], 'messages sent');
  const { website, ...fields } = input;
  if (website?.trim()) {
    request.log.info('enquiry with a filled honeypot dropped');
    return;
  }
  const enquiry = await createEnquiry(request.server.domain, fields);
  request.log.info({ enquiryId: enquiry.id }, 'enquiry stored');
  request.server.mailer.wake();
}
