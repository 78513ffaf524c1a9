import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based one-time codes through otpauth (ADR 0043): SHA-1, 6 digits, 30-second steps, the
 * parameters every authenticator app reads from an otpauth:// address. Times are the domain's clock.
 */
const period = 30;
const digits = 6;
/** A code of the step before or after the current one is accepted too: phone clocks drift. */
const window = 1;

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as the apps show it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer: string, label: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits, period, secret: Secret.fromBase32(secret) });

/** The otpauth:// address an authenticator app scans (shown as a QR code) or takes typed in. */
export const totpUri = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, issuer, account).toString();

/** Whether `code` looks like a one-time code (6 digits, spaces allowed) rather than a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The 30-second step a code belongs to when it is valid at `nowMs` (±1 step), else null. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpOf(secret, '', '');
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp: nowMs, window });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}
