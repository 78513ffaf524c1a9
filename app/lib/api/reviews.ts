import { z } from 'zod';
import type { ReviewStatus } from '#common/review-rules.ts';
import {
  type ChannelReviewInput,
  type ModerationInput,
  staffReviewSchema,
} from '#common/review.ts';
import { call, send } from './call.ts';

/** Guest reviews as staff moderate them (`/reviews`, `/properties/{id}/reviews`). */
export const reviews = {
  list: (status: ReviewStatus | 'all', signal?: AbortSignal) =>
    call(z.array(staffReviewSchema), `/reviews?status=${status}`, { signal }),
  addChannelReview: (propertyId: number, review: ChannelReviewInput) =>
    call(staffReviewSchema, `/properties/${propertyId}/reviews`, { method: 'POST', json: review }),
  moderate: (id: number, moderation: ModerationInput) =>
    call(staffReviewSchema, `/reviews/${id}`, { method: 'PUT', json: moderation }),
  remove: (id: number) => send(`/reviews/${id}`, { method: 'DELETE' }),
};
