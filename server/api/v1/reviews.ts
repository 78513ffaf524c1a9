import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelReviewSchema,
  guestReviewSchema,
  moderationSchema,
  propertyReviewsSchema,
  publicReviewSchema,
  staffReviewSchema,
} from '#common/review.ts';
import { reviewStatuses } from '#common/review-rules.ts';
import {
  createChannelReview,
  deleteReview,
  listPropertyReviews,
  listReviews,
  moderateReview,
  submitGuestReview,
} from '../../domain/reviews/reviews.ts';
import { requireAdmin } from '../guards.ts';
import { errorSchema, idParams } from './schemas.ts';

const pageQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'page must be a whole number from 1 to 9999')
    .transform(Number)
    .refine((n) => n >= 1, 'page must be a whole number from 1 to 9999')
    .optional(),
});

const statusQuery = z.object({
  status: z
    .enum(reviewStatuses, { message: `status must be one of ${reviewStatuses.join(', ')}` })
    .optional(),
});

const tokenParams = z.object({ token: z.string().max(200, 'This review link is not valid') });

/** Guest reviews (issue 27, ADR 0030): the public list, the guest's own review by link, staff moderation. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Reviews'];

  app.get('/properties/:id/reviews', {
    config: { access: 'public', sharedRead: true },
    schema: {
      tags,
      operationId: 'listPropertyReviews',
      summary: "A property's published reviews, newest first, ten a page (?page=, from 1)",
      params: idParams,
      querystring: pageQuery,
      response: { 200: propertyReviewsSchema, 400: errorSchema, 404: errorSchema },
    },
    handler: async (request) => listPropertyReviews(app.domain, request.params.id, request.query.page),
  });

  app.post('/properties/:id/reviews', {
    schema: {
      tags,
      operationId: 'createChannelReview',
      summary: 'Adds a review received on a channel (published at once, dated by the channel)',
      params: idParams,
      body: channelReviewSchema,
      response: { 201: staffReviewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const admin = await requireAdmin(request);
      const review = await createChannelReview(app.domain, request.params.id, request.body, admin.name);
      reply.status(201);
      return review;
    },
  });

  app.get('/reviews', {
    schema: {
      tags,
      operationId: 'listReviews',
      summary: 'Every review with its status, newest first (?status=pending|published|hidden)',
      querystring: statusQuery,
      response: { 200: z.array(staffReviewSchema), 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => listReviews(app.domain, request.query.status),
  });

  app.put('/reviews/:id', {
    schema: {
      tags,
      operationId: 'moderateReview',
      summary: 'Publishes or hides a review, with an optional public reply (null or blank removes it)',
      params: idParams,
      body: moderationSchema,
      response: { 200: staffReviewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => moderateReview(app.domain, request.params.id, request.body),
  });

  app.delete('/reviews/:id', {
    schema: {
      tags,
      operationId: 'deleteReview',
      summary: 'Deletes a review',
      params: idParams,
      response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await deleteReview(app.domain, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/reviews/by-token/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'submitGuestReview',
      summary: "A stay's guest reviews the stay through its review link (pending until staff publish it)",
      description:
        'The token is the last part of the stay’s review_link. 403 before the stay’s last night; 404 for a ' +
        'token that names no stay (or a revoked one); 409 once the stay has a review; 410 more than 30 ' +
        'days after departure.',
      params: tokenParams,
      body: guestReviewSchema,
      response: {
        201: publicReviewSchema,
        400: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: errorSchema,
        410: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const review = await submitGuestReview(app.domain, request.params.token, request.body);
      reply.status(201);
      return review;
    },
  });
};
