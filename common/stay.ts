import { z } from 'zod';
import { isIsoDate } from './site-dates.ts';

/** How far ahead staff may book a stay: arrival at most two years from today (site time zone). */
export const maxDaysAhead = 730;

const isoDate = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .refine(isIsoDate, `${label} must be a date written YYYY-MM-DD`);

/**
 * A stay as staff enter it. The rules that need today's date (arrival at most two years ahead) are the
 * domain's; past arrivals are allowed (a stay entered late).
 */
export const stayInputSchema = z
  .object({
    guest_name: z
      .string({ message: 'Guest name is required' })
      .trim()
      .min(1, 'Guest name is required')
      .max(120, 'Guest name must be at most 120 characters'),
    arrival: isoDate('Arrival'),
    departure: isoDate('Departure'),
  })
  .refine((s) => !isIsoDate(s.arrival) || !isIsoDate(s.departure) || s.departure > s.arrival, {
    message: 'Departure must be after arrival',
    path: ['departure'],
  });

export type StayInput = z.output<typeof stayInputSchema>;

export const stayStatuses = ['upcoming', 'current', 'ended', 'revoked'] as const;
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
  /** `{PUBLIC_URL}/review/{token}` from the stay's last night through 30 days after departure; else null */
  review_link: z.string().nullable(),
});

export type Stay = z.infer<typeof staySchema>;

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
