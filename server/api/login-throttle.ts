import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptLimiter } from '../domain/attempt-limiter.ts';
import { LimitStoreUnavailable, waitMessage } from '../domain/attempt-limiter.ts';
import { tooManyRequests } from '../domain/errors.ts';
import {
  type KnownDevice,
  knownDeviceCookie,
  knownDeviceLifetimeMs,
  knowsAccount,
  readKnownDevice,
  rememberAccount,
  signKnownDevice,
} from '../domain/known-devices.ts';
import type { Limiters, LimitName } from './limiters.ts';

/** The four limits of one kind of login (ADR 0008). */
interface LoginLimits {
  perAddress: LimitName;
  perAccountAddress: LimitName;
  perAccount: LimitName;
  perAccountDevice: LimitName;
}

export const loginLimits = {
  admin: {
    perAddress: 'adminLoginPerAddress',
    perAccountAddress: 'adminLoginPerAccountAddress',
    perAccount: 'adminLoginPerAccount',
    perAccountDevice: 'adminLoginPerAccountDevice',
  },
  guest: {
    perAddress: 'guestLoginPerAddress',
    perAccountAddress: 'guestLoginPerPropertyAddress',
    perAccount: 'guestLoginPerProperty',
    perAccountDevice: 'guestLoginPerPropertyDevice',
  },
} satisfies Record<string, LoginLimits>;

export const loginUnavailable = 'Logging in is unavailable for a moment. Please try again in a minute.';

/**
 * Brute-force protection of one login attempt at `account` (`admin:<name>` or `guest:<property id>`).
 * A browser that has logged in to this account before is counted on its own (per account and device), so
 * failures from elsewhere never lock it out; any other attempt is counted per address, per account and
 * address, and per account. When the shared limit store is down the attempt is refused (fail closed).
 */
export class LoginThrottle {
  private constructor(
    private readonly request: FastifyRequest,
    private readonly device: KnownDevice | null,
    private readonly counters: Array<[AttemptLimiter, string]>,
    /** The counter a success clears: this address's or this device's failures at this account. */
    private readonly own: [AttemptLimiter, string],
    private readonly account: string,
  ) {}

  static async start(
    request: FastifyRequest,
    limiters: Limiters,
    limits: LoginLimits,
    account: string,
  ): Promise<LoginThrottle> {
    const device = await readKnownDevice(request.server.domain, request.cookies[knownDeviceCookie]);
    const address = request.ip;
    if (knowsAccount(device, account)) {
      const own: [AttemptLimiter, string] = [limiters[limits.perAccountDevice], `${account}|${device.id}`];
      return new LoginThrottle(request, device, [own], own, account);
    }
    const own: [AttemptLimiter, string] = [limiters[limits.perAccountAddress], `${account}|${address}`];
    const counters: Array<[AttemptLimiter, string]> = [
      [limiters[limits.perAddress], address],
      own,
      [limiters[limits.perAccount], account],
    ];
    return new LoginThrottle(request, device, counters, own, account);
  }

  /** A 429 when any counter says wait (with Retry-After), or when the limit store cannot be asked. */
  async check(reply: FastifyReply): Promise<void> {
    const waits = await this.guard(() => Promise.all(this.counters.map(([l, key]) => l.retryAfter(key))));
    const wait = Math.max(0, ...waits);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw tooManyRequests(waitMessage(wait, 'login attempts'));
    }
  }

  async failed(): Promise<void> {
    await this.guard(() => Promise.all(this.counters.map(([l, key]) => l.hit(key))));
  }

  /** Clears this browser's own failures and marks it as a known device of the account. */
  async succeeded(reply: FastifyReply): Promise<void> {
    const [limiter, key] = this.own;
    // The password was right and the session is issued: a store that fails now only leaves a count behind.
    await limiter.reset(key).catch((error: unknown) => {
      this.request.log.warn({ err: error }, 'could not clear the login count after a success');
    });
    const domain = this.request.server.domain;
    reply.setCookie(
      knownDeviceCookie,
      await signKnownDevice(domain, rememberAccount(this.device, this.account)),
      {
        httpOnly: true,
        sameSite: 'lax',
        secure: domain.config.secureCookies,
        path: '/',
        maxAge: knownDeviceLifetimeMs / 1000,
      },
    );
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof LimitStoreUnavailable)) throw error;
      this.request.log.warn({ err: error.cause }, 'login refused: the limit store is unavailable');
      throw tooManyRequests(loginUnavailable);
    }
  }
}
