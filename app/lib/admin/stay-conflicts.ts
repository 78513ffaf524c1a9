import { type StayConflict, stayConflictErrorSchema } from '#common/stay.ts';
import { ApiError } from '../api.ts';

/** What a refused stay overlaps (the API's 409), or null when the error is anything else. */
export function stayConflictsOf(error: unknown): StayConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = stayConflictErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.conflicts : null;
}
