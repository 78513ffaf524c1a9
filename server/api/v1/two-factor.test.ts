import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limitDefinitions } from '../../domain/limits/limits.ts';
import { createUser } from '../../domain/users/users.ts';
import {
  cookieHeader,
  countRows,
  createTestApp,
  describeEachEngine,
  type TestApp,
} from '../../test/harness.ts';

const minute = 60_000;
const password = 'a-long-staff-password';

/** What the authenticator app shows for `secret` at `time` (the library, on the test's clock). */
const codeAt = (secret: string, time: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time });

const cookieNamed = (res: LightMyRequestResponse, name: string) =>
  cookieHeader(res.headers['set-cookie'])
    .split('; ')
    .find((c) => c.startsWith(`${name}=`));

describeEachEngine('two-factor sign-in (issue 39, ADR 0043)', (engine) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T12:00:00Z');
  let address = 0;
  let user = 0;
  /** A fresh address per call, so that each test starts with clean per-address counts. */
  const newAddress = () => `10.${Math.floor(++address / 250)}.${address % 250}.7`;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => new Date(clock) });
  });
  afterAll(async () => t?.close());
  // every test starts 90 minutes later: the counts of the one before are forgotten
  beforeEach(() => {
    clock += 90 * minute;
  });

  const login = (
    name: string,
    pass: string,
    options: { from?: string; code?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login',
      remoteAddress: options.from ?? '10.200.0.1',
      headers: options.cookie ? { cookie: options.cookie } : {},
      payload: { name, password: pass, ...(options.code === undefined ? {} : { code: options.code }) },
    });
  const secondStep = (pending: string, code: string, from = '10.200.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/auth/login/two-factor',
      remoteAddress: from,
      headers: { cookie: pending },
      payload: { code },
    });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A new user signed in with their password only; returns the name and the session's Cookie header. */
  async function newUser(role: 'admin' | 'manager' = 'admin') {
    const name = `staff${++user}`;
    await createUser(t.app.domain, name, password, role);
    const res = await login(name, password, { from: newAddress() });
    expect(res.statusCode, res.body).toBe(200);
    return { name, session: cookieHeader(res.headers['set-cookie']) };
  }

  /** A user with 2FA on: the secret, the recovery codes and a session. */
  async function enrolledUser(role: 'admin' | 'manager' = 'admin') {
    const { name, session } = await newUser(role);
    const started = await call('POST', '/users/me/two-factor', session);
    expect(started.statusCode, started.body).toBe(201);
    const { secret } = started.json() as { secret: string };
    const confirmed = await call('POST', '/users/me/two-factor/confirm', session, {
      code: codeAt(secret, clock),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    clock += 30_000; // the confirming code is spent; the next one is a new step's
    return {
      name,
      session,
      secret,
      recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes,
    };
  }

  /** The password step of a 2FA account: its pending-login cookie. */
  async function pendingLogin(name: string, from?: string) {
    const res = await login(name, password, from ? { from } : {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      two_factor_required: true,
      message: 'Enter the 6-digit code from your authenticator app',
    });
    expect(cookieNamed(res, 'admin_session')).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(
      /pending_login=[^;]+;.*Max-Age=300;.*Path=\/api\/v1\/users\/auth;.*HttpOnly/,
    );
    return cookieNamed(res, 'pending_login') ?? '';
  }

  describe('enrolment', () => {
    it('gives a secret and its otpauth address, turns on with a first code and answers 10 recovery codes once', async () => {
      const { name, session } = await newUser();
      expect((await call('GET', '/users/me/two-factor', session)).json()).toEqual({
        enabled: false,
        required: false,
        recovery_codes_left: 0,
      });
      const started = await call('POST', '/users/me/two-factor', session);
      expect(started.statusCode).toBe(201);
      const { secret, otpauth_uri } = started.json() as { secret: string; otpauth_uri: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_uri).toBe(
        `otpauth://totp/Selkirk%20Stays:${name}?issuer=Selkirk%20Stays&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      // not on before a code confirms it: the password alone still signs in
      expect((await login(name, password, { from: newAddress() })).json()).toMatchObject({ name });

      const wrong = await call('POST', '/users/me/two-factor/confirm', session, { code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('That code is not right. Enter the newest code your app shows.');

      const confirmed = await call('POST', '/users/me/two-factor/confirm', session, {
        code: codeAt(secret, clock),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const codes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // stored hashed: no code is in the table as it was shown
      const stored = await t.db.kysely.selectFrom('recovery_codes').select('code_hash').execute();
      for (const code of codes) expect(stored.map((r) => r.code_hash)).not.toContain(code);

      expect((await call('GET', '/users/me/two-factor', session)).json()).toEqual({
        enabled: true,
        required: false,
        recovery_codes_left: 10,
      });
      // a stolen session cannot swap the secret while it is on
      expect((await call('POST', '/users/me/two-factor', session)).statusCode).toBe(409);
    });

    it('needs a session', async () => {
      expect((await call('POST', '/users/me/two-factor', '')).statusCode).toBe(401);
      expect((await call('GET', '/users/me/two-factor', '')).statusCode).toBe(401);
    });
  });

  describe('login', () => {
    it('asks for a code after the password, and the code opens the session', async () => {
      const { name, secret } = await enrolledUser();
      const pending = await pendingLogin(name);
      const sessions = await countRows(t, 'admin_sessions');

      const res = await secondStep(pending, codeAt(secret, clock));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name, role: 'admin' });
      expect(cookieNamed(res, 'admin_session')).toBeDefined();
      expect(cookieNamed(res, 'known_device')).toBeDefined();
      expect(String(res.headers['set-cookie'])).toMatch(/pending_login=;/);
      expect(await countRows(t, 'admin_sessions')).toBe(sessions + 1);
      const check = await call('GET', '/users/auth/token-check', cookieHeader(res.headers['set-cookie']));
      expect(check.json()).toMatchObject({ name });
    });

    it('takes the code of the step before or after, and refuses a code used once already', async () => {
      const { name, secret } = await enrolledUser();
      clock += 60_000; // the step before now is newer than the confirming code's
      const early = await secondStep(await pendingLogin(name), codeAt(secret, clock - 30_000));
      expect(early.statusCode, early.body).toBe(200);

      const replay = await secondStep(await pendingLogin(name), codeAt(secret, clock - 30_000));
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ message: 'Invalid code' });
      // an older step than the last one accepted is refused too
      expect((await secondStep(await pendingLogin(name), codeAt(secret, clock - 60_000))).statusCode).toBe(
        401,
      );
      expect((await secondStep(await pendingLogin(name), codeAt(secret, clock + 30_000))).statusCode).toBe(
        200,
      );
      expect((await secondStep(await pendingLogin(name), codeAt(secret, clock + 90_000))).statusCode).toBe(
        401,
      );
    });

    it('opens a session with a recovery code once, not twice', async () => {
      const { name, session, recoveryCodes } = await enrolledUser();
      const [first] = recoveryCodes;
      const once = await secondStep(await pendingLogin(name), ` ${first!.toUpperCase()} `);
      expect(once.statusCode, once.body).toBe(200);
      const twice = await secondStep(await pendingLogin(name), first!);
      expect(twice.statusCode).toBe(401);
      expect((await call('GET', '/users/me/two-factor', session)).json()).toMatchObject({
        recovery_codes_left: 9,
      });
    });

    it('refuses the code step without a pending login, with a forged one, or after five minutes', async () => {
      const { name, secret } = await enrolledUser();
      expect((await secondStep('', codeAt(secret, clock))).json()).toEqual({
        message: 'Your sign-in took too long. Please log in again.',
      });
      const pending = await pendingLogin(name);
      const at = pending.length - 5;
      const forged = `${pending.slice(0, at)}${pending[at] === 'A' ? 'B' : 'A'}${pending.slice(at + 1)}`;
      expect((await secondStep(forged, codeAt(secret, clock))).statusCode).toBe(401);
      clock += 5 * minute + 1;
      expect((await secondStep(pending, codeAt(secret, clock))).statusCode).toBe(401);
    });

    it("counts wrong codes with the browser's login attempts and on the account", async () => {
      const { name, secret } = await enrolledUser();
      const from = newAddress();
      const pending = await pendingLogin(name, from);
      const { free } = limitDefinitions.adminLoginPerAccountAddress.policy;
      for (let i = 0; i < free; i++) expect((await secondStep(pending, '000000', from)).statusCode).toBe(401);
      const held = await secondStep(pending, codeAt(secret, clock), from);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual({
        message: 'Too many login attempts. Please wait 30 seconds and try again.',
      });

      // the account's code limit: 10 wrong codes from anywhere, then waits for everyone holding the password
      const codeFree = limitDefinitions.adminSecondFactorPerAccount.policy.free;
      for (let i = free; i < codeFree; i++) {
        const other = newAddress();
        expect((await secondStep(await pendingLogin(name, other), '000000', other)).statusCode).toBe(401);
      }
      const elsewhere = newAddress();
      const refused = await secondStep(await pendingLogin(name, elsewhere), codeAt(secret, clock), elsewhere);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many code attempts/);
    });

    it('keeps the login form messages of the spec for the password step', async () => {
      const { name } = await enrolledUser();
      expect((await login(name, 'not-the-password')).json()).toEqual({
        message: 'Invalid username or password',
      });
      expect((await login('ab', password)).json().message).toBe('Minimum 3 characters');
      expect((await login(name, '12345')).json().message).toBe('Minimum 6 characters');
    });
  });

  describe('turning it off and new recovery codes', () => {
    it('turns off with the password and a code, not without both', async () => {
      const { name, session, secret } = await enrolledUser();
      const off = (body: object) => call('POST', '/users/me/two-factor/disable', session, body);
      expect((await off({ password: 'wrong-password', code: codeAt(secret, clock) })).statusCode).toBe(400);
      expect((await off({ password, code: '000000' })).statusCode).toBe(400);
      expect((await call('GET', '/users/me/two-factor', session)).json()).toMatchObject({ enabled: true });

      const res = await off({ password, code: codeAt(secret, clock) });
      expect(res.statusCode, res.body).toBe(200);
      const { id } = (await call('GET', '/users/auth/token-check', session)).json() as { id: number };
      for (const table of ['user_two_factor', 'recovery_codes'] as const) {
        const rows = await t.db.kysely
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', id)
          .execute();
        expect(rows).toEqual([]);
      }
      // the password alone signs in again
      expect((await login(name, password, { from: newAddress() })).json()).toMatchObject({ name });
    });

    it('gives new recovery codes for a current code; the old ones stop working', async () => {
      const { name, session, secret, recoveryCodes } = await enrolledUser();
      expect(
        (await call('POST', '/users/me/two-factor/recovery-codes', session, { code: '123456' })).statusCode,
      ).toBe(400);
      const res = await call('POST', '/users/me/two-factor/recovery-codes', session, {
        code: codeAt(secret, clock),
      });
      expect(res.statusCode, res.body).toBe(200);
      const fresh = (res.json() as { recovery_codes: string[] }).recovery_codes;
      expect(fresh).toHaveLength(10);
      expect((await secondStep(await pendingLogin(name), recoveryCodes[0]!)).statusCode).toBe(401);
      expect((await secondStep(await pendingLogin(name), fresh[0]!)).statusCode).toBe(200);
    });
  });

  describe('the site setting require_two_factor_for_admins', () => {
    const settingsBody = async () => {
      const current = (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json();
      const { updated_at, translations, ...rest } = current;
      return rest as Record<string, unknown>;
    };

    it('is off by default, is turned on only by an admin who has 2FA, and sends admins without it to enrol', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json()).toMatchObject({
        require_two_factor_for_admins: false,
      });
      const plain = await newUser();
      const body = { ...(await settingsBody()), require_two_factor_for_admins: true };
      const refused = await call('PUT', '/settings', plain.session, body);
      expect(refused.statusCode).toBe(409);

      const manager = await enrolledUser('manager');
      expect((await call('PUT', '/settings', manager.session, body)).statusCode).toBe(403);

      const enrolled = await enrolledUser();
      const saved = await call('PUT', '/settings', enrolled.session, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ require_two_factor_for_admins: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json()).toMatchObject({
        require_two_factor_for_admins: true,
      });

      // an admin without 2FA: told at login, and refused everything but enrolment and the profile
      const res = await login(plain.name, password, { from: newAddress() });
      expect(res.json()).toMatchObject({ name: plain.name, two_factor_setup_required: true });
      const session = cookieHeader(res.headers['set-cookie']);
      const blocked = await call('GET', '/properties/featured', session);
      expect(blocked.statusCode).toBe(200); // public reads stay public
      const stays = await call('GET', '/enquiries', session);
      expect(stays.statusCode).toBe(403);
      expect(stays.json().message).toBe(
        'This site requires admins to use two-factor sign-in: turn it on in your profile first',
      );
      expect((await call('GET', '/users/me/two-factor', session)).json()).toEqual({
        enabled: false,
        required: true,
        recovery_codes_left: 0,
      });
      // a manager is not concerned
      const someManager = await newUser('manager');
      expect((await call('GET', '/enquiries', someManager.session)).statusCode).toBe(200);

      // once enrolled, the back office works again
      const { secret } = (await call('POST', '/users/me/two-factor', session)).json() as { secret: string };
      const confirmed = await call('POST', '/users/me/two-factor/confirm', session, {
        code: codeAt(secret, clock),
      });
      expect(confirmed.statusCode).toBe(200);
      expect((await call('GET', '/enquiries', session)).statusCode).toBe(200);

      const off = await call('PUT', '/settings', enrolled.session, {
        ...(await settingsBody()),
        require_two_factor_for_admins: false,
      });
      expect(off.json()).toMatchObject({ require_two_factor_for_admins: false });
    });
  });

  describe("strangers' failures (the lockout, ADR 0008 and 0043)", () => {
    /** Enough wrong passwords from many addresses that unknown browsers must wait at this account. */
    async function strangersGuess(name: string) {
      const { free } = limitDefinitions.adminLoginPerAccount.policy;
      for (let i = 0; i < free + 5; i++) await login(name, `guess-number-${i}`, { from: newAddress() });
      const held = await login(name, password, { from: newAddress() });
      expect(held.statusCode).toBe(429);
    }

    it('lets a new browser in with the password and a valid code while the account is held back', async () => {
      const { name, secret } = await enrolledUser();
      await strangersGuess(name);

      const res = await login(name, password, { from: newAddress(), code: codeAt(secret, clock) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name });
      expect(cookieNamed(res, 'admin_session')).toBeDefined();
    });

    it('does not without a valid code, and tells a guesser nothing about the password', async () => {
      const { name, secret, recoveryCodes } = await enrolledUser();
      await strangersGuess(name);
      const wrongCode = await login(name, password, { from: newAddress(), code: '000000' });
      const wrongPassword = await login(name, 'guess-again', {
        from: newAddress(),
        code: codeAt(secret, clock),
      });
      for (const res of [wrongCode, wrongPassword]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid username, password or code' });
        expect(cookieNamed(res, 'admin_session')).toBeUndefined();
      }
      // a wrong password did not spend the code, and a recovery code works on this path too
      expect((await login(name, password, { from: newAddress(), code: recoveryCodes[0] })).statusCode).toBe(
        200,
      );
      // no code, no way in: the password alone still waits
      expect((await login(name, password, { from: newAddress() })).statusCode).toBe(429);
    });

    it('gives an account without 2FA no way around the wait', async () => {
      const { name } = await newUser();
      await strangersGuess(name);
      const res = await login(name, password, { from: newAddress(), code: '123456' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username, password or code' });
    });

    it("limits codes per account for whoever holds the password, silently, and strangers' guesses never fill it", async () => {
      const { name, secret } = await enrolledUser();
      // strangers without the password: any number of wrong codes leave the account's code limit alone
      for (let i = 0; i < 15; i++) await login(name, `guess-${i}`, { from: newAddress(), code: '000000' });
      expect(
        (await login(name, password, { from: newAddress(), code: codeAt(secret, clock) })).statusCode,
      ).toBe(200);

      clock += 30_000;
      const { free } = limitDefinitions.adminSecondFactorPerAccount.policy;
      for (let i = 0; i < free; i++) await login(name, password, { from: newAddress(), code: '000000' });
      const full = await login(name, password, { from: newAddress(), code: codeAt(secret, clock) });
      expect(full.statusCode).toBe(401);
      expect(full.json()).toEqual({ message: 'Invalid username, password or code' });
    });
  });
});
