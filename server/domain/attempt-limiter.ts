/**
 * Counts attempts per key in a fixed window (in memory, per process). Used for login brute-force
 * protection per IP and per account, and for the enquiry form per IP.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it is under the limit. */
  retryAfter(key: string): number {
    const entry = this.windows.get(key);
    if (!entry) return 0;
    const remaining = entry.resetAt - this.now();
    if (remaining <= 0) {
      this.windows.delete(key);
      return 0;
    }
    return entry.count >= this.max ? remaining : 0;
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.prune(now);
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

export function waitMessage(ms: number, what = 'attempts'): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
