import { mailDate } from '#common/guest-dates.ts';
import { translate } from '#common/i18n/translate.ts';
import { formatCents } from '#common/money.ts';
import { quoteLineLabels } from '#common/quote-labels.ts';
import type { Lang } from '#common/translations.ts';
import type { Quote } from '../pricing/quote.ts';

/**
 * The booking emails' texts (issue 41) in the traveller's language: plain text, composed when the mail
 * is stored in the outbox, so what is sent is what was true when it was written.
 */

export interface ComposedMail {
  subject: string;
  body: string;
}

interface Trip {
  home: string;
  check_in: string;
  check_out: string;
  guests: number;
}

const dates = (lang: Lang, trip: Trip) =>
  translate(lang, '{home}, {from} to {to}, {guests} guests', {
    home: trip.home,
    from: mailDate(trip.check_in, lang),
    to: mailDate(trip.check_out, lang),
    guests: trip.guests,
  });

/** The cancellation deadlines: "Full refund of $X until Y", then what happens after. */
export function deadlineLines(lang: Lang, schedule: Quote['cancellation']): string[] {
  return schedule.map((step) =>
    step.until === null
      ? translate(lang, 'After that, cancelling refunds nothing.')
      : translate(lang, 'Cancel by {date}: {amount} refunded.', {
          date: mailDate(step.until, lang),
          amount: formatCents(step.refund_cents, lang),
        }),
  );
}

/** The quote's lines named in the traveller's language (the quote's own labels are English). */
function quoteLines(lang: Lang, quote: Quote): string[] {
  const labels = quoteLineLabels(quote, lang);
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  return [
    ...quote.lines.map((line, i) => `  ${labels[i] ?? line.label}${colon} ${formatCents(line.cents, lang)}`),
    translate(lang, 'Total: {amount}', { amount: formatCents(quote.total_cents, lang) }),
  ];
}

export function requestReceivedMail(
  lang: Lang,
  trip: Trip & { name: string; holdUntil: string; quote: Quote },
): ComposedMail {
  return {
    subject: translate(lang, 'We received your request to book {home}', { home: trip.home }),
    body: [
      translate(lang, 'Hello {name},', { name: trip.name }),
      '',
      translate(lang, 'Thank you for your request: {trip}.', { trip: dates(lang, trip) }),
      translate(lang, 'We hold these dates for you until {time}. We will answer by then.', {
        time: trip.holdUntil,
      }),
      '',
      ...quoteLines(lang, trip.quote),
      '',
      ...deadlineLines(lang, trip.quote.cancellation),
      '',
      translate(lang, 'No payment is taken on our website.'),
    ].join('\n'),
  };
}

export function requestNotificationMail(
  trip: Trip & {
    name: string;
    email: string;
    phone: string;
    message: string;
    holdUntil: string;
    total: number;
  },
): ComposedMail {
  return {
    subject: `Booking request: ${trip.home}, ${trip.check_in} to ${trip.check_out}`,
    body: [
      `${trip.name} asks to book ${trip.home} from ${trip.check_in} to ${trip.check_out} for ${trip.guests} guests.`,
      `Email: ${trip.email}`,
      `Phone: ${trip.phone}`,
      `Total quoted: ${formatCents(trip.total)}`,
      `The dates are held until ${trip.holdUntil}. Accept or decline in the back office (Bookings).`,
      '',
      trip.message,
    ].join('\n'),
  };
}

export function bookingConfirmedMail(
  lang: Lang,
  trip: Trip & { name: string; total: number; instructions: string; schedule: Quote['cancellation'] },
): ComposedMail {
  return {
    subject: translate(lang, 'Your booking at {home} is confirmed', { home: trip.home }),
    body: [
      translate(lang, 'Hello {name},', { name: trip.name }),
      '',
      translate(lang, 'Your booking is confirmed: {trip}.', { trip: dates(lang, trip) }),
      translate(lang, 'Total: {amount}', { amount: formatCents(trip.total, lang) }),
      '',
      translate(lang, 'How to pay'),
      trip.instructions,
      '',
      ...deadlineLines(lang, trip.schedule),
    ].join('\n'),
  };
}

export function requestDeclinedMail(
  lang: Lang,
  trip: Trip & { name: string; message: string | undefined },
): ComposedMail {
  return {
    subject: translate(lang, 'Your request to book {home}', { home: trip.home }),
    body: [
      translate(lang, 'Hello {name},', { name: trip.name }),
      '',
      translate(lang, 'We are sorry: we cannot accept your request ({trip}). The dates are free again.', {
        trip: dates(lang, trip),
      }),
      ...(trip.message ? ['', trip.message] : []),
    ].join('\n'),
  };
}

export function bookingCancelledMail(
  lang: Lang,
  trip: Trip & { name: string; refund: number; reason: string },
): ComposedMail {
  return {
    subject: translate(lang, 'Your booking at {home} is cancelled', { home: trip.home }),
    body: [
      translate(lang, 'Hello {name},', { name: trip.name }),
      '',
      translate(lang, 'Your booking is cancelled: {trip}.', { trip: dates(lang, trip) }),
      translate(lang, 'Refund due to you: {amount}', { amount: formatCents(trip.refund, lang) }),
      '',
      trip.reason,
    ].join('\n'),
  };
}

/** An instant as a wall-clock time in the site's zone: "2026-11-25 21:00". */
export function siteTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
