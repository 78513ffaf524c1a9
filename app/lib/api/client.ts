import createClient, { type ClientOptions, type Middleware } from 'openapi-fetch';
import { ApiError, networkErrorMessage, notJsonMessage } from '../api.ts';
import type { paths } from './schema.generated.ts';

/**
 * The back office's one way to call /api/v1 (ADR 0050): openapi-fetch typed by the `paths` generated from the
 * server's OpenAPI document (`npm run api:types`), so that a changed route shape is a type error in the
 * screen that calls it. Same origin, the session cookie sent, JSON asked for. Read an answer with
 * `apiAnswer(client.GET('/api/v1/…', { params }))`.
 */

/**
 * A 2xx answer that says it is not JSON (a proxy's HTML page) is an error, as the transport has always
 * treated it (app/lib/api.ts): openapi-fetch would otherwise fail to parse it as a lost connection would.
 */
const jsonAnswersOnly: Middleware = {
  onResponse({ response }) {
    const type = response.headers.get('content-type');
    const empty = response.status === 204 || response.headers.get('content-length') === '0';
    if (response.ok && !empty && !type?.includes('application/json'))
      throw new ApiError(response.status, notJsonMessage);
    return undefined;
  },
};

/** A client of the API with the back office's options; `options` (a `fetch`, a `baseUrl`) are for tests. */
export function createApiClient(options: Pick<ClientOptions, 'fetch' | 'baseUrl'> = {}) {
  const created = createClient<paths>({
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    ...options,
  });
  created.use(jsonAnswersOnly);
  return created;
}

/** The client every screen of the back office calls the API with. */
export const client = createApiClient();

/** What a call of `client` resolves to: the answer's data, or its error with the response. */
interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * The data of a call of `client`, or an ApiError: the answer's status with its `{message, fields}` and the
 * whole body (a 409's `conflicts`); a request that never got an answer is ApiError(0, 'Network Error'), and
 * an aborted one rethrows its AbortError so that a caller that cancelled can tell.
 */
export async function apiAnswer<Data>(call: Promise<CallResult<Data>>): Promise<Data> {
  let result: CallResult<Data>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError || (error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage);
  }
  const { response } = result;
  if (response.ok) return result.data as Data;
  const body = typeof result.error === 'object' && result.error !== null ? result.error : null;
  const answer = (body ?? {}) as { message?: string; fields?: Record<string, string> };
  throw new ApiError(
    response.status,
    answer.message ?? `Request failed (${response.status})`,
    answer.fields,
    body,
  );
}
