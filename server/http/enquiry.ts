import type { FastifyRequest } from 'fastify';
import type { EnquiryFields } from '#common/enquiry.ts';
import type { Limiters } from '../domain/limits/limits.ts';
import { submitEnquiry } from '../domain/messages/enquiry-submission.ts';

/** The contact form's enquiry from the API or the page's form post: the domain's flow, logged, mailer woken. */
export async function submitEnquiryOf(
  request: FastifyRequest,
  limiters: Limiters,
  input: EnquiryFields,
): Promise<void> {
  const outcome = await submitEnquiry(request.server.domain, limiters, request.ip, input);
  if (outcome.kind === 'dropped') {
    request.log.info('enquiry with a filled honeypot dropped');
    return;
  }
  request.log.info({ enquiryId: outcome.id }, 'enquiry stored');
  request.server.mailer.wake();
}
