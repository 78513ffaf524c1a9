import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { days } from '#common/durations.ts';
import type { DomainContext } from '../shared/context.ts';
import { readToken, signToken } from './signed-tokens.ts';

/**
 * "Known device" cookies (OWASP's device cookies): a browser that has logged in to an account before
 * carries a signed list of those accounts, and its attempts are counted on their own instead of with
 * the failures that strangers cause (ADR 0008).
 */
export interface KnownDevice {
  id: string;
  /** Hashes of the accounts (`admin:<name>`, `guest:<property id>`) this browser has logged in to. */
  accounts: string[];
}

export const knownDeviceCookie = 'known_device';
export const knownDeviceLifetimeMs = days(180);
/** The most accounts one cookie remembers; the oldest is forgotten first. */
const maxAccounts = 20;

const payloadSchema = z.object({
  d: z.string().regex(/^[\w-]{16,64}$/),
  a: z.array(z.string().regex(/^[\w-]{1,32}$/)).max(maxAccounts),
});

export const adminAccount = (name: string) => `admin:${name.toLowerCase()}`;
export const guestAccount = (propertyId: number) => `guest:${propertyId}`;

/** Accounts are stored hashed so that the cookie does not carry usernames around. */
const accountHash = (account: string) =>
  createHash('sha256').update(account).digest('base64url').slice(0, 22);

/** The device a cookie names, or null when it is missing, forged or malformed. */
export async function readKnownDevice(
  ctx: DomainContext,
  cookie: string | undefined,
): Promise<KnownDevice | null> {
  const payload = await readToken(ctx, 'known-device', cookie, payloadSchema, 2048);
  return payload ? { id: payload.d, accounts: payload.a } : null;
}

export function knowsAccount(device: KnownDevice | null, account: string): device is KnownDevice {
  return device?.accounts.includes(accountHash(account)) ?? false;
}

/** The device (a new one when there is none) with `account` added as its most recent login. */
export function rememberAccount(device: KnownDevice | null, account: string): KnownDevice {
  const hash = accountHash(account);
  const others = (device?.accounts ?? []).filter((a) => a !== hash);
  return {
    id: device?.id ?? randomBytes(16).toString('base64url'),
    accounts: [...others, hash].slice(-maxAccounts),
  };
}

/** The signed cookie value of a device. */
export const signKnownDevice = (ctx: DomainContext, device: KnownDevice): Promise<string> =>
  signToken(ctx, 'known-device', { d: device.id, a: device.accounts });
