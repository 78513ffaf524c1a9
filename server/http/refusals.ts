import type { FastifyReply } from 'fastify';
import { AttemptRefused } from '../domain/limits/attempts.ts';

/** A refused attempt (a limit said wait) tells the client when to come back: the Retry-After header. */
export function sendRetryAfter(reply: FastifyReply, error: unknown): void {
  if (error instanceof AttemptRefused) reply.header('retry-after', String(error.retryAfterSeconds));
}
