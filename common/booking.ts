import { z } from 'zod';
import { isoDateField } from './date-field.ts';
import { msg } from './i18n/message.ts';
import { translate } from './i18n/translate.ts';
import { phoneProblem, withPhoneRule } from './phone.ts';
import { type CancellationStep, type Quote, quoteRefusals, quoteSchema } from './pricing.ts';
import { isIsoDate } from './site-dates.ts';
import { type Lang, languages } from './translations.ts';

/** Requests to book and the money of stays (issue 41, ADR 0044); money is integer cents (CAD). */

export const bookingLimits = { name: 120, email: 254, phone: 40, message: 2000, reason: 1000, note: 500 };

/** $100 000: a payment or a total above it is a typo. */
export const maxBookingCents = 10_000_000;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const guestsMessage = msg('Guests must be a whole number from 1 to 100');

const guestCount = z
  .number({ message: guestsMessage })
  .int(guestsMessage)
  .min(1, guestsMessage)
  .max(100, guestsMessage);

/** A traveller's field of a request: its messages in `lang` (the request page's), English for the API. */
function travellerText(lang: Lang, required: string, tooLong: string, max: number) {
  return z
    .string({ message: translate(lang, required) })
    .trim()
    .min(1, translate(lang, required))
    .max(max, translate(lang, tooLong, { max }));
}

/**
 * POST /properties/{id}/booking-requests, and the request page's form post (the same rules), its messages
 * in `lang`: the page shows them beside each field, the API answers in English.
 */
export function bookingRequestSchemaIn(lang: Lang) {
  const guests = translate(lang, guestsMessage);
  return z
    .object(
      {
        check_in: isoDateField('Check-in'),
        check_out: isoDateField('Check-out'),
        guests: z.number({ message: guests }).int(guests).min(1, guests).max(100, guests),
        name: travellerText(
          lang,
          msg('Name is required'),
          msg('Name must be at most {max} characters'),
          bookingLimits.name,
        ),
        email: travellerText(
          lang,
          msg('Email is required'),
          msg('Email must be at most {max} characters'),
          bookingLimits.email,
        ).pipe(z.email(translate(lang, msg('Please enter a valid email address')))),
        phone: withPhoneRule(
          travellerText(
            lang,
            msg('Phone is required'),
            msg('Phone must be at most {max} characters'),
            bookingLimits.phone,
          ),
          lang,
        ),
        message: z
          .string({ message: translate(lang, msg('Message must be text')) })
          .trim()
          .max(
            bookingLimits.message,
            translate(lang, msg('Message must be at most {max} characters'), {
              max: bookingLimits.message,
            }),
          )
          .optional(),
        lang: z.enum(languages, { message: 'Language must be en or fr' }).optional(),
      },
      { error: 'The request must be an object with check_in, check_out, guests, name, email and phone' },
    )
    .refine((r) => !isIsoDate(r.check_in) || !isIsoDate(r.check_out) || r.check_out > r.check_in, {
      message: translate(lang, msg('Check-out must be after check-in')),
      path: ['check_out'],
    });
}

/** POST /properties/{id}/booking-requests */
export const bookingRequestInputSchema = bookingRequestSchemaIn('en');

export type BookingRequestInput = z.output<typeof bookingRequestInputSchema>;

export const bookingRequestStatuses = ['pending', 'accepted', 'declined', 'expired'] as const;
export type BookingRequestStatus = (typeof bookingRequestStatuses)[number];

/** The 201 of a request: its hold and the quote it was made on. */
export const bookingRequestCreatedSchema = z.object({
  id: z.number(),
  status: z.literal('pending'),
  hold_until: z.string().describe('ISO instant: the nights are held until then'),
  quote: quoteSchema,
});

/** The 409 of a request whose dates cannot be booked: the quote's reasons. */
export const bookingRefusalSchema = z.object({
  message: z.string(),
  reason: z.enum(quoteRefusals),
  minimum_nights: z.number().optional(),
});

/** A request as staff see it. */
export const bookingRequestSchema = z.object({
  id: z.number(),
  property_id: z.number(),
  property_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  guests: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  lang: z.enum(languages),
  status: z.enum(bookingRequestStatuses),
  hold_until: z.string(),
  total_cents: z.number(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
  stay_id: z.number().nullable(),
});

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingRequestListQuerySchema = z.object({
  status: z
    .enum(bookingRequestStatuses, { message: 'Status must be pending, accepted, declined or expired' })
    .optional(),
});

export const declineInputSchema = z
  .object({
    message: z
      .string({ message: 'Message must be text' })
      .trim()
      .max(bookingLimits.message, `Message must be at most ${bookingLimits.message} characters`)
      .optional(),
  })
  .optional();

export const paymentMethods = ['e-transfer', 'card', 'cash', 'cheque', 'channel', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** POST /properties/{id}/stays/{stayId}/payments */
export const paymentInputSchema = z.object(
  {
    cents: z
      .number({ message: 'Amount must be a number of cents' })
      .int('Amount must be a whole number of cents')
      .min(1, 'Amount must be more than zero')
      .max(maxBookingCents, 'Amount is too large'),
    method: z.enum(paymentMethods, {
      message: 'Method must be e-transfer, card, cash, cheque, channel or other',
    }),
    received_on: isoDateField('Received on'),
    note: z
      .string({ message: 'Note must be text' })
      .trim()
      .max(bookingLimits.note, `Note must be at most ${bookingLimits.note} characters`)
      .optional(),
  },
  { error: 'The payment must be an object with cents, method and received_on' },
);

export type PaymentInput = z.output<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  cents: z.number(),
  method: z.enum(paymentMethods),
  received_on: z.string(),
  note: z.string(),
  recorded_by: z.string().nullable(),
});

export type Payment = z.infer<typeof paymentSchema>;

/** POST /properties/{id}/stays/{stayId}/cancel */
export const cancelInputSchema = z.object(
  { reason: text('Reason', bookingLimits.reason) },
  { error: 'The cancellation must be an object with a reason' },
);

/** The stay fields of issue 41, for the stay form (total entered for a phone or channel booking). */
export const stayMoneyInputShape = {
  guests: guestCount.nullable().optional(),
  guest_phone: z
    .string({ message: 'Phone must be text' })
    .trim()
    .max(bookingLimits.phone, `Phone must be at most ${bookingLimits.phone} characters`)
    .refine((v) => v === '' || phoneProblem(v) === null, 'Phone must be a phone number')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  total_cents: z
    .number({ message: 'Total must be a number of cents' })
    .int('Total must be a whole number of cents')
    .min(0, 'Total cannot be negative')
    .max(maxBookingCents, 'Total is too large')
    .nullable()
    .optional(),
};

/** The booking settings: how long a request holds its nights, and what the guest is told about paying. */
export const bookingSettingsShape = {
  request_hold_hours: z
    .number({ message: 'Hold hours must be a number' })
    .int('Hold hours must be a whole number')
    .min(1, 'Hold hours must be at least 1')
    .max(168, 'Hold hours must be at most 168'),
  payment_instructions: z.object({
    en: z.string().trim().max(2000, 'Payment instructions must be at most 2000 characters'),
    fr: z.string().trim().max(2000, 'Payment instructions must be at most 2000 characters'),
  }),
};

export const bookingSettingsSchema = z.object(bookingSettingsShape);
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const yes = z
  .enum(['true', 'false', ''], { message: 'Use true or false' })
  .optional()
  .transform((v) => v === 'true');

/** GET /stays: every booking across homes, filtered, 50 a page. */
export const stayListQuerySchema = z.object({
  q: z.string().trim().max(120, 'The search must be at most 120 characters').optional(),
  from: isoDateField('From').optional(),
  to: isoDateField('To').optional(),
  property_id: z
    .string()
    .regex(/^\d{1,9}$/, 'property_id must be a property id')
    .transform(Number)
    .optional(),
  status: z
    .enum(['upcoming', 'current', 'ended', 'revoked', 'cancelled'], {
      message: 'Status must be upcoming, current, ended, revoked or cancelled',
    })
    .optional(),
  balance_due: yes,
  link_not_sent: yes,
  page: z
    .string()
    .regex(/^\d{1,5}$/, 'Page must be a whole number from 1')
    .transform(Number)
    .refine((n) => n >= 1, 'Page must be a whole number from 1')
    .optional(),
});

export type StayListQuery = z.output<typeof stayListQuerySchema>;

export const stayListPageSize = 50;

/**
 * A stay's booking as its guest reads it in the guide (issue 41, item 6); the cancellation deadlines from
 * today (as a quote's) with the policy they come from.
 */
export interface GuestBookingSummary {
  arrival: string;
  departure: string;
  guests: number | null;
  total_cents: number;
  paid_cents: number;
  balance_cents: number;
  payment_instructions: string;
  cancellation: Quote['cancellation'];
  policy: CancellationStep[];
}
