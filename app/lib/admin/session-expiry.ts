import { createContext, useContext } from 'react';
import { ApiError } from '../api.ts';

export interface SessionExpiry {
  /** Increases each time the user logs in again, so screens can reload what they could not load. */
  generation: number;
  /** Opens the log-in-again prompt when `error` is a 401; says whether it was one. */
  reportIfExpired(error: unknown): boolean;
}

export const SessionExpiryContext = createContext<SessionExpiry>({
  generation: 0,
  reportIfExpired: (error) => isSessionExpired(error),
});

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function useSessionExpiry(): SessionExpiry {
  return useContext(SessionExpiryContext);
}
