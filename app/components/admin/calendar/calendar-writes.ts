import type { ApiError } from '../../../lib/api.ts';

export interface RunOptions {
  /** Shows a refusal where the change was asked for (true) instead of in the screen's notice. */
  inPlace?: (error: ApiError) => boolean;
}

/**
 * What the sections of a property's calendar screen share: `run` sends a change through the screen's one
 * useApiWrite (a refusal opens the screen's notice unless `inPlace` shows it; the screen is read again after
 * a change), `busy` names
 * the change under way, `failure` the last refused one's error when it was of that kind (for errors shown
 * beside fields).
 */
export interface CalendarWrites {
  run(key: string, write: () => Promise<unknown>, options?: RunOptions): Promise<boolean>;
  busy: string | null;
  failure(key: string): ApiError | null;
}
