import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

/**
 * HEAD answers exactly what GET would, minus the body (RFC 9110 §9.3.2): uptime monitors, crawlers and
 * link-preview bots send HEAD and trust its headers.
 *
 * Fastify's own `exposeHeadRoutes` copies each GET route into a HEAD route whose onSend drops the body before
 * route-level onSend hooks added by plugins run, so a HEAD missed @fastify/compress's Content-Encoding and
 * Vary and reported the uncompressed length. Instead, with `exposeHeadRoutes: false`, every GET route is
 * also registered for HEAD and runs the whole GET pipeline; Node's HTTP server never writes a body for a
 * HEAD. Two headers go missing on the way, and the last onSend hook puts them back: `Transfer-Encoding:
 * chunked` for a streamed answer, which Node leaves out on its own (RFC 9112 §6.1 allows it on HEAD to say
 * what GET would do), and `Content-Length: 0` for an empty one (a redirect), which Fastify sets for every
 * method but HEAD (issue 22).
 *
 * Call before any route is declared and after every plugin whose onRoute hook adds onSend hooks
 * (compression), so that this onSend runs last.
 */
export function answerHeadLikeGet(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET')) return;
    if (!methods.includes('HEAD')) route.method = [...methods, 'HEAD'];
    route.onSend = [...asList(route.onSend), framedLikeGet];
  });
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const framedLikeGet: onSendHookHandler = (request, reply, payload, done) => {
  const status = reply.statusCode;
  const framed = status >= 200 && status !== 204 && status !== 304;
  if (request.method === 'HEAD' && framed && !reply.hasHeader('content-length')) {
    if (payload === null || payload === undefined || payload === '') reply.header('content-length', '0');
    else if (typeof (payload as { pipe?: unknown }).pipe === 'function')
      reply.header('transfer-encoding', 'chunked');
  }
  done(null, payload);
};
