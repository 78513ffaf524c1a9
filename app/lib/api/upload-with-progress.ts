import { api } from '../api.ts';
import type { paths } from './schema.generated.ts';

/** The API's paths (without `/api/v1`) that take a multipart POST whose answer is a 201. */
type UploadPath = {
  [P in keyof paths]: P extends `/api/v1${infer Rest}`
    ? paths[P] extends { post: { responses: { 201: unknown } } }
      ? Rest
      : never
    : never;
}[keyof paths];

/** The 201 answer of an upload path, as the generated document types it. */
type Uploaded<P extends UploadPath> = paths[`/api/v1${P}`] extends {
  post: { responses: { 201: { content: { 'application/json': infer Answer } } } };
}
  ? Answer
  : never;

/**
 * A multipart POST that reports the bytes sent (ADR 0050: the one kind of call that stays on the
 * transport's XMLHttpRequest, which `client` cannot do), its answer typed by the generated document like a
 * `client` call's. Errors are the same ApiError as `apiAnswer`'s.
 */
export function uploadWithProgress<P extends UploadPath>(
  path: P,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<Uploaded<P>> {
  return api<Uploaded<P>>(path, { method: 'POST', form, onUploadProgress: onProgress });
}
