import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that hands each request to `app.inject` instead of the network, for a browser-side client (the
 * back office's openapi-fetch client, app/lib/api/client.ts) tested against the real server in-process.
 * `cookie` is sent with every request, as the browser sends the session's.
 */
export function injectFetch(app: FastifyInstance, cookie?: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    if (cookie) headers.cookie = cookie;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) for (const one of [value].flat()) answerHeaders.append(name, String(one));
    const empty = res.rawPayload.length === 0 || res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: answerHeaders,
    });
  };
}
