/**
 * The browser's transport to /api/v1: same-origin cookies, JSON or multipart, errors as ApiError. The back
 * office calls it only through its typed clients in app/lib/api/ (one module per API area, answers parsed
 * with the common/ schemas; ADR 0037); the public contact and stay-request forms call it directly, so that
 * public pages load no zod for their answers.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** the whole answer, for errors that carry more than a message (a 409's `conflicts`) */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (files and fields). */
  form?: FormData;
  /** Reports bytes sent of a multipart upload (uses XMLHttpRequest, which can report them). */
  onUploadProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** The message of an ApiError for a request that got no answer (status 0). */
export const networkErrorMessage = 'Network Error';

/** The message of an ApiError for a 2xx answer that is not JSON. */
export const notJsonMessage = 'Invalid response format – expected JSON';

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const url = `/api/v1${path}`;
  const method = request.method ?? (request.json !== undefined || request.form ? 'POST' : 'GET');
  if (request.form && request.onUploadProgress) {
    return sendWithProgress<T>(url, method, request.form, request.onUploadProgress, request.signal);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        request.json !== undefined
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { accept: 'application/json' },
      body: request.json !== undefined ? JSON.stringify(request.json) : request.form,
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, networkErrorMessage);
  }
  return readAnswer<T>(response.status, response.headers.get('content-type'), await response.text());
}

function readAnswer<T>(status: number, contentType: string | null, text: string): T {
  const isJson = contentType?.includes('application/json') ?? false;
  let body: unknown = null;
  if (text && isJson) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (status >= 200 && status < 300) {
    if (text && !isJson) throw new ApiError(status, notJsonMessage);
    return body as T;
  }
  const answer = (body ?? {}) as { message?: string; fields?: Record<string, string> };
  throw new ApiError(status, answer.message ?? `Request failed (${status})`, answer.fields, body);
}

function sendWithProgress<T>(
  url: string,
  method: string,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer<T>(xhr.status, xhr.getResponseHeader('content-type'), xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, networkErrorMessage));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
