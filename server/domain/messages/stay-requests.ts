import { hours } from '#common/durations.ts';
import { type StayRequest, stayRequestEmailRequired, stayRequestKinds } from '#common/enquiry.ts';
import { frenchClockTime } from '#common/guest-dates.ts';
import { msg } from '#common/i18n/message.ts';
import { translate, translateCount } from '#common/i18n/translate.ts';
import { isTimeRequest, type TimeRequestKind } from '#common/stay-times.ts';
import type { Lang } from '#common/translations.ts';
import type { GuestSession } from '../access/sessions.ts';
import { AttemptRefused } from '../limits/attempts.ts';
import type { Limiters } from '../limits/limits.ts';
import type { DomainContext } from '../shared/context.ts';
import { conflict, forbidden, invalid, unauthenticated } from '../shared/errors.ts';
import { findStayTimes, timeOptionsOf } from '../stays/stay-times.ts';
import { createEnquiry } from './enquiries.ts';
import { answerRequest, openRequestOfKind } from './request-threads.ts';

/**
 * A guest's request from the stay page (early check-in, late checkout, something else): an enquiry linked to
 * the stay, mailed to staff like the contact form's, who answer by e-mail. Only a stay's guest may send one,
 * for the property of the stay: a password login has no stay to link it to.
 */

/** Who may send a request for `propertyId`: the stay's id, or the refusal (401, 403). */
export function requestingStay(session: GuestSession | null, propertyId: number): number {
  if (!session) throw unauthenticated('Please open your personal stay link to send a request');
  if (session.propertyId !== propertyId) throw forbidden('Your guest login is for another property');
  if (session.stayId === null || !session.stay) {
    throw forbidden('Requests are sent from your personal stay link: ask us for it');
  }
  return session.stayId;
}

const hourMs = hours(1);

/**
 * The limit's refusal, in words a guest reads (the window is 24 hours from the first request, so minutes
 * would be silly past the first hour), in the page's language.
 */
function requestWaitMessage(ms: number, lang: Lang): string {
  const wait =
    ms >= hourMs
      ? translateCount(lang, Math.ceil(ms / hourMs), msg('{count} hour'), msg('{count} hours'))
      : translateCount(
          lang,
          Math.max(1, Math.ceil(ms / 60_000)),
          msg('{count} minute'),
          msg('{count} minutes'),
        );
  return translate(
    lang,
    msg('You have sent 5 requests in the last 24 hours. Please wait {wait}, or call us.'),
    { wait },
  );
}

/** A second open request of the same kind (409): the first one is where to add to it. */
const duplicateRequestMessage = msg(
  'You already asked for this and we have not answered yet: add to your request below.',
);

/** The 201's words (unless the request was approved at once). */
const requestSentMessage = msg('Sent. We will answer here and by email.');

/**
 * Stores the request (the message says what, for which home and stay, so the mail stands alone), once the
 * stay's allowance has a slot for it (AttemptRefused otherwise: 5 in 24 hours per stay). Its answer to is the
 * address typed, else the stay's guest email (400 `fields.email` without either).
 */
export async function sendStayRequest(
  ctx: DomainContext,
  limiters: Limiters,
  session: GuestSession,
  stayId: number,
  request: StayRequest,
) {
  // the address to answer to: the one typed, else the stay's guest email; a request without either is a 400
  // before it counts against the allowance
  const email = request.email ?? session.stayEmail;
  if (!email) {
    throw invalid(stayRequestEmailRequired, { email: stayRequestEmailRequired });
  }
  const lang = request.lang ?? session.stayLanguage ?? 'en';
  // the same question twice is one conversation: the guide shows the open one instead (issue 43)
  if (request.kind !== 'other' && (await openRequestOfKind(ctx, stayId, request.kind))) {
    throw conflict(translate(lang, duplicateRequestMessage));
  }
  const wait = await limiters.attempts.reserve([
    { limit: limiters.limits.requestsPerStay, subject: String(stayId) },
  ]);
  if (wait > 0) throw new AttemptRefused(requestWaitMessage(wait, lang), Math.ceil(wait / 1000));
  const property = await ctx.db
    .selectFrom('properties')
    .select('name')
    .where('id', '=', session.propertyId)
    .executeTakeFirst();
  const stay = session.stay!;
  const [firstName = '', ...rest] = stay.guest_name.trim().split(/\s+/);
  const heading = `${stayRequestKinds[request.kind]} requested for ${property?.name ?? 'the home'}, stay ${stay.arrival} to ${stay.departure}.`;
  const enquiry = await createEnquiry(
    ctx,
    {
      firstName,
      lastName: rest.join(' '),
      email,
      phone: '',
      message: request.message ? `${heading}\n\n${request.message}` : heading,
    },
    { kind: request.kind, stayId, text: request.message },
  );
  const approved = isTimeRequest(request.kind)
    ? await approveWhenFree(ctx, enquiry.id, stayId, request.kind, lang)
    : null;
  return { enquiry, message: approved ?? translate(lang, requestSentMessage) };
}

const approvedMessages = {
  early_check_in: msg('Approved: your check-in is now from {time}.'),
  late_checkout: msg('Approved: your checkout is now at {time}.'),
} as const;

/**
 * A home that approves early check-in and late checkout by itself does so when it is free that day (the
 * guide's own offer): the request is answered "approved" with the new time, mailed like staff's answer.
 * Returns the words to show, or null when staff decide.
 */
async function approveWhenFree(
  ctx: DomainContext,
  requestId: number,
  stayId: number,
  kind: TimeRequestKind,
  lang: Lang,
): Promise<string | null> {
  const found = await findStayTimes(ctx, stayId);
  if (!found?.home.autoApprove) return null;
  const time = (await timeOptionsOf(ctx, found.stay, found.home))[kind];
  if (time === null) return null;
  const text = translate(lang, approvedMessages[kind], {
    time: lang === 'fr' ? frenchClockTime(time) : time,
  });
  await answerRequest(ctx, automaticApprover, requestId, { text, status: 'approved' });
  return text;
}

/** Who an automatic approval's reply is by, as staff see it. */
const automaticApprover = 'Automatic approval';
