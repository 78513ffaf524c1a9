/**
 * The rules and names of guest reviews that pages need without zod (which stays out of the public pages'
 * first JavaScript, ADR 0024); the schemas are in review.ts.
 */

export const reviewLimits = { textMin: 20, textMax: 2000, name: 60, reply: 2000, pageSize: 10 } as const;

/** How long after departure a stay's review link works: through the 30th day (SITE_TIMEZONE). */
export const reviewLinkDays = 30;

export const reviewSources = ['airbnb', 'vrbo', 'booking', 'google', 'direct'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/** How each source is named on the page ("Review from Airbnb"). */
export const reviewSourceNames: Record<ReviewSource, string> = {
  airbnb: 'Airbnb',
  vrbo: 'Vrbo',
  booking: 'Booking.com',
  google: 'Google',
  direct: 'our guest book',
};

export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** "4.8" from 4.83; the public rating is shown and stored with one decimal. */
export const roundRating = (value: number) => Math.round(value * 10) / 10;
