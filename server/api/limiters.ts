import { AttemptLimiter } from '../domain/attempt-limiter.ts';

const minutes = (n: number) => n * 60_000;

/** Rate limits of the calls that can be abused: logins (per IP and per account) and the contact form. */
export interface Limiters {
  adminLoginPerIp: AttemptLimiter;
  adminLoginPerAccount: AttemptLimiter;
  guestLoginPerIp: AttemptLimiter;
  guestLoginPerProperty: AttemptLimiter;
  enquiriesPerIp: AttemptLimiter;
}

export function createLimiters(overrides: Partial<Limiters> = {}): Limiters {
  return {
    adminLoginPerIp: new AttemptLimiter(20, minutes(15)),
    adminLoginPerAccount: new AttemptLimiter(8, minutes(15)),
    guestLoginPerIp: new AttemptLimiter(20, minutes(15)),
    guestLoginPerProperty: new AttemptLimiter(50, minutes(15)),
    enquiriesPerIp: new AttemptLimiter(5, minutes(10)),
    ...overrides,
  };
}
