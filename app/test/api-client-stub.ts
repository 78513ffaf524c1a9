/**
 * The network under the back office's API client (ADR 0050), stubbed for component tests: the component
 * calls the real `client` of app/lib/api/client.ts, made with this stub's `fetch`, so that what it sends and
 * how it reads the answer (`apiAnswer`: data, or an ApiError with the answer's message, fields and body)
 * are those of the back office. A test file swaps the client for one on the stub:
 *
 *   const api = await vi.hoisted(async () => (await import('<…>/test/api-client-stub.ts')).stubApi());
 *   vi.mock('<…>/lib/api/client.ts', async (importOriginal) => {
 *     const actual = await importOriginal<typeof import('<…>/lib/api/client.ts')>();
 *     return { ...actual, client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (r) => api.fetch(r) }) };
 *   });
 *
 * then queues the answers (`api.answer(201, stay)`), calls `api.reset()` before each test and reads what
 * was sent with `api.sent()`.
 */

/** One request the client sent: its method, its path and query without the origin, its JSON body parsed. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** An answer as the server gives it: a status and a JSON body (none for 204). */
interface Answer {
  status: number;
  body?: unknown;
}

/** A `Response` with a JSON body, as the API answers. */
function jsonResponse({ status, body }: Answer): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body ?? null), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The JSON a request carries, parsed (undefined without a body, its text when it is not JSON). */
async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  return request.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text;
}

/**
 * A stubbed network: each request the client sends takes the next queued answer, in order, and is recorded.
 * A request with no answer queued gets a 501 whose message names it, which the screen shows as a failure.
 */
export function stubApi() {
  let queued: Array<Answer | Promise<Answer>> = [];
  let sent: SentRequest[] = [];
  return {
    /** The `fetch` to make the client with. */
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const record: SentRequest = {
        method: request.method,
        path: url.pathname + url.search,
        body: undefined,
      };
      sent.push(record);
      const answer = queued.shift() ?? {
        status: 501,
        body: { message: `No answer stubbed for ${record.method} ${record.path}` },
      };
      record.body = await bodyOf(request);
      return jsonResponse(await answer);
    },
    /** Queues the answer of the next request: its status and JSON body. */
    answer(status: number, body?: unknown) {
      queued.push({ status, body });
    },
    /** Queues an answer given later, by calling the function returned (to see the screen while it waits). */
    answerLater(): (status: number, body?: unknown) => void {
      let give: (answer: Answer) => void = () => {};
      queued.push(new Promise<Answer>((resolve) => (give = resolve)));
      return (status, body) => give({ status, body });
    },
    /** The requests sent so far, in order. */
    sent: (): SentRequest[] => sent,
    /** Forgets the queued answers and the requests sent. */
    reset() {
      queued = [];
      sent = [];
    },
  };
}
