import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { missingCacheControl } from './render-cache.ts';

/** The one 404 of an address no route has, pages' and API's alike: `{message}` naming what was asked. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .header('cache-control', missingCacheControl)
    .send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
}

/**
 * The API answers for its whole namespace (issue 38, item 9): the pages' catch-all route took a GET of an
 * unknown `/api/...` address (the HTML 404 page) and its POST ("This page accepts form posts only"). As the
 * pages' route's first onRequest hook, this gives those the API's 404 instead, before any body is read: an
 * unknown address is a 404 whatever was sent to it. Every other method never reaches the pages' route and
 * gets the same answer from the not-found handler. Not a route `/api/*` of its own: the router would then
 * pick it for an API address it refuses today (a parameter over maxParamLength is a 414, not a 404).
 */
export const apiAddressesAreNotPages: onRequestAsyncHookHandler = async (request, reply) => {
  if (request.url.startsWith('/api/')) return sendNotFound(request, reply);
};
