import { z } from 'zod';
import { isoDateField } from './date-field.ts';
import { isIsoDate, nightsBetween } from './site-dates.ts';

/**
 * Operations across homes (issue 24): the channels' reservations and the day-by-day schedule of arrivals,
 * departures, turnovers and who is staying. Dates are `YYYY-MM-DD` in SITE_TIMEZONE.
 */

/** The longest range the reservations list and the schedule answer for. */
export const rangeLimits = { reservationsDays: 366, scheduleDays: 62 } as const;

const isoDate = isoDateField;

/** `to` after `from`, at most `maxDays` days on. */
function checkRange(maxDays: number) {
  return (r: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (!isIsoDate(r.from) || !isIsoDate(r.to)) return;
    if (r.to <= r.from) ctx.addIssue({ code: 'custom', message: 'to must be after from', path: ['to'] });
    else if (nightsBetween(r.from, r.to) > maxDays)
      ctx.addIssue({ code: 'custom', message: `The range may span at most ${maxDays} days`, path: ['to'] });
  };
}

/** A whole positive number in a query string. */
const queryId = z
  .string()
  .regex(/^\d{1,15}$/, 'property_id must be a whole number')
  .transform(Number)
  .optional();

/** GET /reservations: nights `[from, to)`, optionally of one property. */
export const reservationsQuerySchema = z
  .object({ from: isoDate('from'), to: isoDate('to'), property_id: queryId })
  .superRefine(checkRange(rangeLimits.reservationsDays));

/** GET /schedule: the days `[from, to)`. */
export const scheduleQuerySchema = z
  .object({ from: isoDate('from'), to: isoDate('to') })
  .superRefine(checkRange(rangeLimits.scheduleDays));

export const reservationSchema = z.object({
  property_id: z.number(),
  property_name: z.string(),
  feed_id: z.number(),
  feed_label: z.string(),
  uid: z.string(),
  start: z.string(),
  end: z.string(),
  summary: z.string(),
  /** the live stay made from this reservation; null when there is none yet */
  stay_id: z.number().nullable(),
});

export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.object({
  from: z.string(),
  to: z.string(),
  reservations: z.array(reservationSchema),
});

export type ReservationList = z.infer<typeof reservationListSchema>;

/** Someone's visit as the schedule lists it: a stay, or a channel reservation no stay was made from. */
export const scheduleEntrySchema = z.object({
  property_id: z.number(),
  property_name: z.string(),
  stay_id: z.number().nullable(),
  guest_name: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  source: z.enum(['stay', 'reservation']),
  /** when staff last copied or shared the stay's link (the Stay's `link_shared_at`); null for a reservation */
  link_shared_at: z.string().nullable(),
  /** the party's size (issue 41); null when not entered or for a reservation */
  guests: z.number().nullable(),
  /** the home's check-in and checkout times (its welcome page's, `HH:MM`); '' when it names none */
  check_in_time: z.string(),
  checkout_time: z.string(),
  /** the stay's private note to staff; '' for none or a reservation */
  note: z.string(),
  /** neither a door code (the stay's or the home's) nor entry instructions: the guest cannot get in (issue 43) */
  entry_missing: z.boolean(),
});

export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const scheduleDaySchema = z.object({
  date: z.string(),
  arrivals: z.array(scheduleEntrySchema),
  departures: z.array(scheduleEntrySchema),
  staying: z.array(scheduleEntrySchema),
  /** a departure and an arrival at the same home on the same day: the cleaners' window */
  turnovers: z.array(
    z.object({ property_id: z.number(), departure: scheduleEntrySchema, arrival: scheduleEntrySchema }),
  ),
});

export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** How ready a home is for its next guests, from the clean of its latest departure (issue 42, item 5). */
export const readinessLevels = ['dirty', 'cleaning', 'ready', 'inspected'] as const;
export type Readiness = (typeof readinessLevels)[number];

export const homeReadinessSchema = z.object({
  property_id: z.number(),
  property_name: z.string(),
  /** the clean task's status as a state (todo: dirty, in_progress: cleaning, done: ready, inspected); null
   * when the home has had no departure (or its clean was cancelled) */
  readiness: z.enum(readinessLevels).nullable(),
  /** the latest departure on or before `from`, whose clean this is; null without one */
  departure: z.string().nullable(),
  task_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
});
export type HomeReadiness = z.infer<typeof homeReadinessSchema>;

/**
 * A staff block of a home's nights (an owner's stay, maintenance) as the schedule lists it: it takes the
 * nights `[start, end)` but is no booking, so it is nobody's arrival or departure.
 */
export const scheduleBlockSchema = z.object({
  id: z.number(),
  property_id: z.number(),
  property_name: z.string(),
  start: z.string(),
  end: z.string(),
  /** staff's reason for the block; null when they wrote none */
  note: z.string().nullable(),
});
export type ScheduleBlock = z.infer<typeof scheduleBlockSchema>;

export const scheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(scheduleDaySchema),
  /** every home's readiness on the day `from`, by name */
  homes: z.array(homeReadinessSchema),
  /** staff's blocks with a night in `[from, to)` (added for issue 42's double-booked nights; optional so a
   * schedule without them still reads) */
  blocks: z
    .array(scheduleBlockSchema)
    .optional()
    .describe(
      "staff's manual blocks with a night in [from, to), by home name then start; imported blocks are left " +
        'out (they are the channel reservations again). A night a block shares with a stay or reservation ' +
        'is double-booked',
    ),
});

export type Schedule = z.infer<typeof scheduleSchema>;
