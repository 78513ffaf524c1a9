import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EnquiryFields } from '#common/enquiry.ts';
import { waitMessage } from '../domain/attempt-limiter.ts';
import { createEnquiry } from '../domain/enquiries.ts';
import { tooManyRequests } from '../domain/errors.ts';
import type { Limiters } from './limiters.ts';

/**
 * A contact-form enquiry, from the API or from the contact page's form post: the per-address limit first
 * (429 with Retry-After on `reply`), then a filled honeypot is dropped without a word (the bot gets the
 * normal answer), else the enquiry is stored and the mailer woken. The fields are already validated.
 */
export async function sendEnquiry(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: Limiters,
  input: EnquiryFields,
): Promise<void> {
  const address = request.ip;
  const wait = await limiters.enquiriesPerAddress.retryAfter(address);
  if (wait > 0) {
    reply.header('retry-after', String(Math.ceil(wait / 1000)));
    throw tooManyRequests(waitMessage(wait, 'messages sent'));
  }
  await limiters.enquiriesPerAddress.hit(address);
  const { website, ...fields } = input;
  if (website?.trim()) {
    request.log.info('enquiry with a filled honeypot dropped');
    return;
  }
  const enquiry = await createEnquiry(request.server.domain, fields);
  request.log.info({ enquiryId: enquiry.id }, 'enquiry stored');
  request.server.mailer.wake();
}
