import type { FastifyInstance } from 'fastify';

/** Two or more slashes or backslashes at the start of the path: a browser reads them as a host. */
const leadingSlashes = /^[/\\]{2,}/;

/** Printable ASCII without spaces: what a request target may hold once percent-encoded. */
const printable = /^[\x21-\x7e]+$/;

/**
 * Answers request targets from which no URL of this site can be built, before any route sees them
 * (issue 22, item 2: `//`, `//x%00`, `//%E2%80%AE` and `//x%5C` answered 500, as `new URL('//x%00', origin)`
 * reads the path as a host). Pages and the API alike:
 *
 * - a path that starts with two or more slashes or backslashes (`//about`, `/\about`): a GET or HEAD is
 *   sent to the same path with one slash (301; a link written `https://site//about` still works), any
 *   other method is a 404, since no route has such an address;
 * - a target that is not a path (`http://host/about`, the form a proxy is sent, or `*`) or that holds more
 *   than printable ASCII: 400. Node's parser refuses most such bytes already; none may reach a Location.
 *
 * Register after helmet, so that these answers carry the security headers.
 */
export function answerOddRequestTargets(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const target = request.url;
    if (!target.startsWith('/') || !printable.test(target)) {
      return reply.status(400).send({ message: 'The address is not valid' });
    }
    if (!leadingSlashes.test(target)) return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply.redirect(target.replace(leadingSlashes, '/'), 301);
    }
    return reply.status(404).send({ message: `No such address: ${request.method} ${target.split('?')[0]}` });
  });
}
