import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Counted, LimitStoreUnavailable } from '../domain/attempt-limiter.ts';
import { addressKey } from '../domain/client-address.ts';
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
import { reserveOrRefuse } from './reserve.ts';

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
 * failures from elsewhere never lock it out; any other attempt is counted per address (an IPv6 client by
 * its /64), per account and address, and per account. The attempt reserves its slot on all of them at once
 * before the password is compared, so parallel guesses get no more comparisons than the policy allows.
 * When the shared limit store is down the attempt is refused (fail closed).
 */
export class LoginThrottle {
  private constructor(
    private readonly request: FastifyRequest,
    private readonly limiters: Limiters,
    private readonly device: KnownDevice | null,
    private readonly counts: Counted[],
    /** The count a success clears: this address's or this device's failures at this account. */
    private readonly own: Counted,
    private readonly account: string,
  ) {}

  static async start(
    request: FastifyRequest,
    limiters: Limiters,
    names: LoginLimits,
    account: string,
  ): Promise<LoginThrottle> {
    const { limits } = limiters;
    const device = await readKnownDevice(request.server.domain, request.cookies[knownDeviceCookie]);
    if (knowsAccount(device, account)) {
      const own = { limit: limits[names.perAccountDevice], subject: `${account}|${device.id}` };
      return new LoginThrottle(request, limiters, device, [own], own, account);
    }
    const address = addressKey(request.ip);
    const own = { limit: limits[names.perAccountAddress], subject: `${account}|${address}` };
    const counts = [
      { limit: limits[names.perAddress], subject: address },
      own,
      { limit: limits[names.perAccount], subject: account },
    ];
    return new LoginThrottle(request, limiters, device, counts, own, account);
  }

  /**
   * Runs the password check in a reserved slot: a 429 (with Retry-After) instead when any count says wait
   * or the limit store cannot be asked. A wrong password keeps its slot counted; a check that throws (the
   * database is unavailable) gives it back, since nothing was guessed.
   */
  async attempt<T>(reply: FastifyReply, check: () => Promise<T>): Promise<T> {
    await this.guard(() => reserveOrRefuse(reply, this.limiters, this.counts, 'login attempts'));
    try {
      return await check();
    } catch (error) {
      await this.giveBack(this.counts);
      throw error;
    }
  }

  /**
   * Clears this browser's own failures, gives the other counts back their slot (only failures count
   * there) and marks the browser as a known device of the account.
   */
  async succeeded(reply: FastifyReply): Promise<void> {
    // The password was right and the session is issued: a store that fails now only leaves a count behind.
    await this.limiters.attempts.reset(this.own).catch((error: unknown) => {
      this.request.log.warn({ err: error }, 'could not clear the login count after a success');
    });
    await this.giveBack(this.counts.filter((count) => count !== this.own));
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

  private async giveBack(counts: Counted[]): Promise<void> {
    if (counts.length === 0) return;
    await this.limiters.attempts.release(counts).catch((error: unknown) => {
      this.request.log.warn({ err: error }, 'could not give a login slot back');
    });
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
