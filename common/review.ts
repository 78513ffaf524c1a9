import { z } from 'zod';
import { isoDateField } from './date-field.ts';
import { filledMessages } from './i18n/filled-messages.ts';
import { msg } from './i18n/message.ts';
import { reviewLimits, reviewSources, reviewStatuses } from './review-rules.ts';
import type { Lang } from './translations.ts';

/**
 * Guest reviews (issue 27, ADR 0030): written by a stay's guest through a review link ("Verified stay"), or
 * entered by staff from a channel where the guest booked. One set of schemas for the API, the review page's
 * form and the back office.
 */

/**
 * The guest form's messages that carry a limit: written from a template so that the review page can show
 * them in French (the API answers in English).
 */
const limitMessages = filledMessages([
  [msg('Please write at least {count} characters'), { count: reviewLimits.textMin }],
  [msg('Review must be at most {count} characters'), { count: reviewLimits.textMax }],
  [msg('Name must be at most {count} characters'), { count: reviewLimits.name }],
]);
const [textTooShort, textTooLong, nameTooLong] = limitMessages.english as [string, string, string];

/** A message of the guest review form (guestReviewSchema's) in `lang`. */
export const guestReviewMessage = (message: string, lang: Lang): string => limitMessages.in(lang, message);

/** 1 to 5 stars: a JSON number, or the digit a form posts. */
const rating = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: msg('Rating must be a number from 1 to 5') })
    .int(msg('Rating must be a whole number from 1 to 5'))
    .min(1, msg('Rating must be from 1 to 5'))
    .max(5, msg('Rating must be from 1 to 5')),
);

const reviewText = z
  .string({ message: msg('Review is required') })
  .trim()
  .min(reviewLimits.textMin, textTooShort)
  .max(reviewLimits.textMax, textTooLong);

/** A first name, shown with the review; blank or missing is null (the review shows without a name). */
const optionalName = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ message: msg('Name must be text') })
    .trim()
    .max(reviewLimits.name, nameTooLong)
    .nullable(),
);

/** `POST /api/v1/reviews/by-token/{token}` and the review page's form. */
export const guestReviewSchema = z.object(
  { rating, text: reviewText, name: optionalName },
  { error: 'The review must be an object with rating, text and name' },
);
export type GuestReviewInput = z.output<typeof guestReviewSchema>;

/** `POST /api/v1/properties/{id}/reviews` (staff): a review received on a channel, published at once. */
export const channelReviewSchema = z.object(
  {
    source: z.enum(reviewSources, {
      message: `Source must be one of ${reviewSources.join(', ')}`,
    }),
    date: isoDateField('Date'),
    name: optionalName,
    rating,
    text: reviewText,
  },
  { error: 'The review must be an object with source, date, name, rating and text' },
);
export type ChannelReviewInput = z.output<typeof channelReviewSchema>;

/** `PUT /api/v1/reviews/{id}`: publish or hide, with an optional public reply (blank or null removes it). */
export const moderationSchema = z.object(
  {
    status: z.enum(['published', 'hidden'], { message: 'Status must be published or hidden' }),
    reply: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      z
        .string({ message: 'Reply must be text' })
        .trim()
        .max(reviewLimits.reply, `Reply must be at most ${reviewLimits.reply} characters`)
        .nullable(),
    ),
  },
  { error: 'The change must be an object with status and reply' },
);
export type ModerationInput = z.output<typeof moderationSchema>;

/** A review as the public sees it. No e-mail, no surname, no stay id. */
export const publicReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  text: z.string(),
  /** the first name the guest chose to show; null when none */
  name: z.string().nullable(),
  /** `YYYY-MM` of the stay's last night, for reviews from a stay; null for channel reviews */
  stay_month: z.string().nullable(),
  source: z.enum(reviewSources),
  /** true only for a review written through a stay's review link */
  verified: z.boolean(),
  /** the company's public reply; null when none */
  reply: z.string().nullable(),
  /** ISO instant; for a channel review, 00:00 of its date in SITE_TIMEZONE */
  published_at: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const ratingSchema = z.object({ average: z.number(), count: z.number() });
export type Rating = z.infer<typeof ratingSchema>;

/** `GET /api/v1/properties/{id}/reviews`: published reviews, newest first, a page at a time. */
export const propertyReviewsSchema = z.object({
  property_id: z.number(),
  /** mean rating, one decimal; null without published reviews */
  average: z.number().nullable(),
  count: z.number(),
  /** the same for the reviews written on this site (source direct) alone; null without any */
  direct: ratingSchema.nullable(),
  page: z.number(),
  pages: z.number(),
  reviews: z.array(publicReviewSchema),
});
export type PropertyReviews = z.infer<typeof propertyReviewsSchema>;

/** A review as staff see it (`GET /api/v1/reviews`, moderation answers). */
export const staffReviewSchema = publicReviewSchema.extend({
  property_id: z.number(),
  property_name: z.string(),
  status: z.enum(reviewStatuses),
  created_at: z.string(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

/** What the review page shows for a link: open for a review, or why not. */
export type ReviewInvitation =
  | { state: 'open'; propertyName: string; stayMonth: string; guestFirstName: string }
  | { state: 'reviewed' | 'expired' | 'not-yet'; propertyName: string }
  | { state: 'invalid' };

/** The outcome of a review sent from the review page (the API's by-token call without HTTP). */
export type ReviewSubmitOutcome =
  | { ok: true }
  | { ok: false; status: number; message: string; fields?: Record<string, string> };
