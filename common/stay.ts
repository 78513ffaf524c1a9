import { z } from 'zod';
import { paymentSchema, stayMoneyInputShape } from './booking.ts';
import { isoDateField } from './date-field.ts';
import { messageKindSchema, messageKinds, stayMessageSummarySchema } from './guest-messages.ts';
import { isIsoDate } from './site-dates.ts';
import { languages } from './translations.ts';

/** How far ahead staff may book a stay: arrival at most two years from today (site time zone). */
export const maxDaysAhead = 730;

const isoDate = isoDateField;

export const stayLimits = { guestName: 120, email: 254, note: 2000, uid: 255, doorCode: 64 } as const;

const guestName = z
  .string({ message: 'Guest name is required' })
  .trim()
  .min(1, 'Guest name is required')
  .max(stayLimits.guestName, `Guest name must be at most ${stayLimits.guestName} characters`);

/** Optional: blank is null (no email). */
const guestEmail = z
  .string({ message: 'Guest email must be text' })
  .trim()
  .max(stayLimits.email, `Guest email must be at most ${stayLimits.email} characters`)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Guest email must be a valid email address')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** Optional, private to staff: blank is null. */
const stayNote = z
  .string({ message: 'Note must be text' })
  .trim()
  .max(stayLimits.note, `Note must be at most ${stayLimits.note} characters`)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/**
 * The stay's own door code (issue 43), replacing the home's for this stay and released by the same rule;
 * blank is null (the home's code).
 */
const stayDoorCode = z
  .string({ message: 'Door code must be text' })
  .trim()
  .max(stayLimits.doorCode, `Door code must be at most ${stayLimits.doorCode} characters`)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** Saves the stay even though its nights overlap another stay or a manual block (the 409's "add anyway"). */
const allowOverlap = z.boolean({ message: 'allow_overlap must be true or false' }).optional();

/** The guest mails switched off for this stay (issue 25); the others follow the site-wide switches. */
const messagesOff = z
  .array(messageKindSchema, { message: 'messages_off must be a list of guide, arrival, checkout, after' })
  .max(messageKinds.length)
  .transform((kinds) => [...new Set(kinds)])
  .optional();

/** The language of the stay's guide and emails (issue 28); a new stay without one takes the site's default. */
const stayLanguage = z.enum(languages, { message: 'Language must be en or fr' }).optional();

const departureAfterArrival = {
  message: 'Departure must be after arrival',
  path: ['departure'],
};

/**
 * A stay as staff enter it in the form. The rules that need today's date (arrival at most two years ahead)
 * are the domain's; past arrivals are allowed (a stay entered late).
 */
export const stayInputSchema = z
  .object({
    guest_name: guestName,
    arrival: isoDate('Arrival'),
    departure: isoDate('Departure'),
    guest_email: guestEmail,
    note: stayNote,
    door_code: stayDoorCode,
  })
  .refine(
    (s) => !isIsoDate(s.arrival) || !isIsoDate(s.departure) || s.departure > s.arrival,
    departureAfterArrival,
  );

/** A channel reservation as a stay names it: the feed and the event's UID. */
export const reservationRefSchema = z.object(
  {
    feed_id: z.number({ message: 'reservation.feed_id must be a whole number' }).int().positive(),
    uid: z
      .string({ message: 'reservation.uid is required' })
      .min(1, 'reservation.uid is required')
      .max(stayLimits.uid, `reservation.uid must be at most ${stayLimits.uid} characters`),
  },
  { error: 'reservation must be an object with feed_id and uid' },
);

/**
 * POST /properties/{id}/stays: the form's fields, or a reservation whose dates the stay takes (then the
 * body carries no dates), plus `allow_overlap`.
 */
export const stayCreateSchema = z
  .object(
    {
      guest_name: guestName,
      arrival: isoDate('Arrival').optional(),
      departure: isoDate('Departure').optional(),
      guest_email: guestEmail,
      note: stayNote,
      door_code: stayDoorCode,
      reservation: reservationRefSchema.optional(),
      messages_off: messagesOff,
      language: stayLanguage,
      ...stayMoneyInputShape,
      allow_overlap: allowOverlap,
    },
    { error: 'The stay must be an object with guest_name, arrival and departure' },
  )
  .superRefine((s, ctx) => {
    if (s.reservation) {
      if (s.arrival !== undefined || s.departure !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Arrival and departure come from the reservation',
          path: ['arrival'],
        });
      }
      return;
    }
    if (s.arrival === undefined)
      ctx.addIssue({ code: 'custom', message: 'Arrival is required', path: ['arrival'] });
    if (s.departure === undefined)
      ctx.addIssue({ code: 'custom', message: 'Departure is required', path: ['departure'] });
    if (s.arrival && s.departure && s.departure <= s.arrival)
      ctx.addIssue({ code: 'custom', ...departureAfterArrival });
  });

export type StayCreate = z.output<typeof stayCreateSchema>;

/** PATCH /properties/{id}/stays/{stayId}: any of the fields; the dates are checked together with the stored ones. */
export const stayPatchSchema = z
  .object(
    {
      guest_name: guestName.optional(),
      guest_email: guestEmail,
      arrival: isoDate('Arrival').optional(),
      departure: isoDate('Departure').optional(),
      note: stayNote,
      door_code: stayDoorCode,
      messages_off: messagesOff,
      language: stayLanguage,
      ...stayMoneyInputShape,
      allow_overlap: allowOverlap,
    },
    { error: 'The change must be an object with any of guest_name, guest_email, arrival, departure, note' },
  )
  .refine(
    (s) =>
      [
        'guest_name',
        'guest_email',
        'arrival',
        'departure',
        'note',
        'messages_off',
        'language',
        'guests',
        'guest_phone',
        'total_cents',
        'door_code',
      ].some((k) => s[k as keyof typeof s] !== undefined),
    {
      message: 'Nothing to change: send guest_name, guest_email, arrival, departure or note',
      path: ['body'],
    },
  );

export type StayPatch = z.output<typeof stayPatchSchema>;

/**
 * What overlaps a stay's nights: another live stay, a manual block, or a pending booking request's hold
 * (issue 41) of the same property.
 */
export const stayConflictSchema = z.object({
  kind: z.enum(['stay', 'block', 'request']),
  id: z.number(),
  start: z.string(),
  end: z.string(),
});

export type StayConflict = z.infer<typeof stayConflictSchema>;

/** The 409 of POST and PATCH: the nights overlap; `allow_overlap: true` saves anyway. */
export const stayConflictErrorSchema = z.object({
  message: z.string(),
  conflicts: z.array(stayConflictSchema),
});

/** The warning a stay shows when the channel moved or cancelled the reservation it was made from. */
export const channelChangedMessage = 'The channel changed these dates';

export const stayStatuses = ['upcoming', 'current', 'ended', 'revoked', 'cancelled'] as const;
export type StayStatus = (typeof stayStatuses)[number];

/** A stay as the API returns it; `link` is the full personal link, `review_link` the review page's. */
export const staySchema = z.object({
  id: z.number(),
  property_id: z.number(),
  guest_name: z.string(),
  arrival: z.string(),
  departure: z.string(),
  status: z.enum(stayStatuses),
  link: z.string(),
  guest_email: z.string().nullable(),
  note: z.string().nullable(),
  /** the stay's own door code, replacing the home's for this stay (issue 43); null: the home's */
  door_code: z.string().nullable(),
  /**
   * true when the guest would find no way in (issue 43, item 4): neither the stay nor its home has a door
   * code, and the home's guide has no entry steps or door instructions. Staff are warned when they share it.
   */
  entry_missing: z.boolean(),
  /** the channel reservation the stay was made from */
  reservation: z.object({ feed_id: z.number(), uid: z.string(), summary: z.string() }).nullable(),
  /** `channelChangedMessage` when that reservation moved or was cancelled since; null otherwise */
  warning: z.string().nullable(),
  /** `{PUBLIC_URL}/review/{token}` from the stay's last night through 30 days after departure; else null */
  review_link: z.string().nullable(),
  /** the guest mails switched off for this stay */
  messages_off: z.array(messageKindSchema),
  /** the language of the stay's guide and emails */
  language: z.enum(languages),
  /** when staff last copied or shared the personal link from its share panel (ISO instant); null: never */
  link_shared_at: z.string().nullable(),
  /** issue 41: the party's size and the guest's phone; null when not entered */
  guests: z.number().nullable(),
  guest_phone: z.string().nullable(),
  /** what the booking costs, in cents (CAD); null when not entered (a channel's booking, say) */
  total_cents: z.number().nullable(),
  /** what staff recorded as received, oldest first */
  payments: z.array(paymentSchema),
  paid_cents: z.number(),
  /** total_cents - paid_cents; null without a total */
  balance_cents: z.number().nullable(),
  /** a cancelled booking: when, why, and the refund its cancellation policy gave that day */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  refund_due_cents: z.number().nullable(),
  /** each kind of guest mail: its status and when it is due (or was sent); null where none is planned */
  messages: z.object(
    Object.fromEntries(messageKinds.map((kind) => [kind, stayMessageSummarySchema])) as Record<
      (typeof messageKinds)[number],
      typeof stayMessageSummarySchema
    >,
  ),
});

export type Stay = z.infer<typeof staySchema>;

/**
 * A stay in the list across homes (`GET /stays`, issue 41): housekeeping gets who, where and when only (no
 * email, phone, link or money), so all but those are optional; with its home's name.
 */
export const stayListItemSchema = staySchema
  .partial()
  .required({ id: true, property_id: true, guest_name: true, arrival: true, departure: true, status: true })
  .extend({ property_name: z.string() });

export type StayListItem = z.infer<typeof stayListItemSchema>;

/** What a guest session opened by a stay link knows about its stay (guest-token-check's `stay`). */
export const stayOfSessionSchema = z.object({
  guest_name: z.string(),
  arrival: z.string(),
  departure: z.string(),
});

export type StayOfSession = z.infer<typeof stayOfSessionSchema>;

/** A stay going on now, for the back office's property list ("who is staying now"). */
export const currentStaySchema = stayOfSessionSchema.extend({ property_id: z.number() });

export type CurrentStay = z.infer<typeof currentStaySchema>;

/** The message of a stay link that no longer opens the page (login page and link route alike). */
export const stayEndedMessages = {
  ended: 'This stay has ended',
  revoked: 'This link is no longer valid',
} as const;

export type StayEnd = keyof typeof stayEndedMessages;
