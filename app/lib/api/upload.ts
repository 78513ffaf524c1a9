import { api } from '../api.ts';
import type { paths } from './schema.generated.ts';

type UploadMethod = 'POST' | 'PUT';

/**
 * The paths of the document that take a write of that method, as the transport takes them: without the
 * `/api/v1` it adds (`/properties/{id}`).
 */
type WritePath<M extends UploadMethod> = {
  [P in keyof paths]: P extends `/api/v1${infer Path}`
    ? paths[P] extends Record<Lowercase<M>, { responses: unknown }>
      ? Path
      : never
    : never;
}[keyof paths];

type Operation<M extends UploadMethod, P extends WritePath<M>> = paths[`/api/v1${P}`][Lowercase<M>];

/** The JSON of an operation's 200 or 201 answer. */
type Answer<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201
        ? Responses[Status] extends { content: { 'application/json': infer Data } }
          ? Data
          : never
        : never;
    }[keyof Responses]
  : never;

type PathParams<Op> = Op extends { parameters: { path: infer Params } } ? Params : never;

export interface UploadRequest<Op> {
  /** The values in the path, as `client` takes them (none for a path without any). */
  params?: { path: PathParams<Op> };
  /** The multipart body: the document does not describe it (the route reads the stream). */
  body: FormData;
  /** Bytes sent so far of the whole body. */
  onUploadProgress: (sent: number, total: number) => void;
}

/**
 * A multipart write that reports its upload progress (ADR 0050): `fetch`, under the generated `client`,
 * cannot tell how much of a body is sent, so these go through the transport's XMLHttpRequest (app/lib/api.ts),
 * with its paths (without `/api/v1`). The path, its values and the answer are typed by the same generated
 * `paths` as a `client` call, and a refusal is the same ApiError. Called as
 * `uploadAnswer('PUT', '/properties/{id}', { params: { path: { id } }, body, onUploadProgress })`.
 */
export function uploadAnswer<M extends UploadMethod, P extends WritePath<M>>(
  method: M,
  path: P,
  { params, body, onUploadProgress }: UploadRequest<Operation<M, P>>,
): Promise<Answer<Operation<M, P>>> {
  const values = (params?.path ?? {}) as Record<string, string | number>;
  const address = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  return api(address, { method, form: body, onUploadProgress });
}
