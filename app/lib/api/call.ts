import type { z } from 'zod';
import { ApiError, type ApiRequest, api } from '../api.ts';

/**
 * The status of an ApiError for a 2xx answer the contract does not allow: the server answered, so it is not
 * a lost connection (0), and trying again would not help.
 */
export const unexpectedAnswerStatus = 200;

/**
 * A call of /api/v1 whose answer is parsed with its common/ schema (the one the server's route declares as
 * its response) and typed by it: a screen never holds an answer it has not checked. Only the typed clients
 * in this folder call it.
 */
export async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  request: ApiRequest = {},
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await api<unknown>(path, request));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new ApiError(
    unexpectedAnswerStatus,
    `Unexpected answer from the server${where}: ${issue?.message ?? 'not what the API promises'}`,
  );
}

/** A call whose answer carries nothing the back office reads (204, or a `{message}` confirmation). */
export async function send(path: string, request: ApiRequest): Promise<void> {
  await api<unknown>(path, request);
}

/** A query string of the values given (undefined ones left out). */
export function query(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reports bytes sent of a multipart upload. */
export type UploadProgress = (sent: number, total: number) => void;
