import { z } from 'zod';
import { type channelReviewSchema, type moderationSchema, staffReviewSchema } from '#common/review.ts';
import type { ReviewStatus } from '#common/review-rules.ts';
import { call, send } from './call.ts';

/** Guest reviews as staff moderate them (`/reviews`, `/properties/{id}/reviews`). */
export const reviews = {
  list: (status: ReviewStatus, signal?: AbortSignal) =>
    call(z.array(staffReviewSchema), `/reviews?status=${status}`, { signal }),
  addChannelReview: (propertyId: number, review: z.input<typeof channelReviewSchema>) =>
    call(staffReviewSchema, `/properties/${propertyId}/reviews`, { method: 'POST', json: review }),
  moderate: (id: number, moderation: z.input<typeof moderationSchema>) =>
    call(staffReviewSchema, `/reviews/${id}`, { method: 'PUT', json: moderation }),
  remove: (id: number) => send(`/reviews/${id}`, { method: 'DELETE' }),
};
