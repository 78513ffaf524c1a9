import { type Counted, LimitStoreUnavailable } from '../limits/attempt-limiter.ts';
import { reserveOrRefuse } from '../limits/attempts.ts';
import { addressKey } from '../limits/client-address.ts';
import type { Limiters, LimitName } from '../limits/limits.ts';
import type { DomainContext, DomainLog } from '../shared/context.ts';
import { throttled } from '../shared/errors.ts';
import {
  type KnownDevice,
  knowsAccount,
  readKnownDevice,
  rememberAccount,
  signKnownDevice,
} from './known-devices.ts';

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

/** Who attempts a login, as the adapters read it from the request: the address and the known-device token. */
export interface LoginVisitor {
  ip: string;
  deviceToken: string | undefined;
}

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
    private readonly ctx: DomainContext,
    private readonly log: DomainLog,
    private readonly limiters: Limiters,
    private readonly device: KnownDevice | null,
    private readonly counts: Counted[],
    /** The count a success clears: this address's or this device's failures at this account. */
    private readonly own: Counted,
    private readonly account: string,
  ) {}

  /** Code counts reserved by this attempt (`reserveCode`), given back on success. */
  private readonly codeCounts: Counted[] = [];

  /**
   * `scope` 'second-factor': an attempt that must also bring a valid second factor (ADR 0043) is not
   * counted per account with unknown browsers' failures, so strangers' guesses never hold it back; its
   * codes are counted per account instead (`reserveCode`), once the password is proven.
   */
  static async start(
    ctx: DomainContext,
    log: DomainLog,
    limiters: Limiters,
    names: LoginLimits,
    account: string,
    visitor: LoginVisitor,
    scope: 'password' | 'second-factor' = 'password',
  ): Promise<LoginThrottle> {
    const { limits } = limiters;
    const device = await readKnownDevice(ctx, visitor.deviceToken);
    if (knowsAccount(device, account)) {
      const own = { limit: limits[names.perAccountDevice], subject: `${account}|${device.id}` };
      return new LoginThrottle(ctx, log, limiters, device, [own], own, account);
    }
    const address = addressKey(visitor.ip);
    const own = { limit: limits[names.perAccountAddress], subject: `${account}|${address}` };
    const counts = [{ limit: limits[names.perAddress], subject: address }, own];
    if (scope === 'password') counts.push({ limit: limits[names.perAccount], subject: account });
    return new LoginThrottle(ctx, log, limiters, device, counts, own, account);
  }

  /**
   * Runs the password check in a reserved slot: AttemptRefused (a 429 with its wait) instead when any count
   * says wait, a 429 when the limit store cannot be asked. A wrong password keeps its slot counted; a check that throws (the
   * database is unavailable) gives it back, since nothing was guessed.
   */
  async attempt<T>(check: () => Promise<T>): Promise<T> {
    await this.guard(() => reserveOrRefuse(this.limiters, this.counts, 'login attempts'));
    try {
      return await check();
    } catch (error) {
      await this.giveBack(this.counts);
      throw error;
    }
  }

  /**
   * Clears this browser's own failures, gives the other counts back their slot (only failures count
   * there) and returns the browser's known-device token, now naming this account too (the adapter sets it
   * as the known-device cookie).
   */
  async succeeded(): Promise<string> {
    // The password was right and the session is issued: a store that fails now only leaves a count behind.
    await this.limiters.attempts.reset(this.own).catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not clear the login count after a success');
    });
    await this.giveBack([...this.counts.filter((count) => count !== this.own), ...this.codeCounts]);
    return signKnownDevice(this.ctx, rememberAccount(this.device, this.account));
  }

  /**
   * The password was right but a second factor is still to come: the slots go back (it was no failure),
   * while this browser's own failures stay and it does not become a known device yet.
   */
  async passwordAccepted(): Promise<void> {
    await this.giveBack(this.counts);
  }

  /**
   * Reserves one attempt on a count of the account's codes: the milliseconds to wait (0: counted, go
   * ahead). A success gives it back through `succeeded`; a store that cannot be asked is a 429.
   */
  async reserveCode(count: Counted): Promise<number> {
    const wait = await this.guard(() => this.limiters.attempts.reserve([count]));
    if (wait === 0) this.codeCounts.push(count);
    return wait;
  }

  private async giveBack(counts: Counted[]): Promise<void> {
    if (counts.length === 0) return;
    await this.limiters.attempts.release(counts).catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not give a login slot back');
    });
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof LimitStoreUnavailable)) throw error;
      this.log.warn({ err: error.cause }, 'login refused: the limit store is unavailable');
      throw throttled(loginUnavailable);
    }
  }
}
