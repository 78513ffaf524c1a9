import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.ts';
import {
  guestLoginRefusal,
  parseGuestLogin,
  validateGuestLogin,
  welcomeNotFoundMessage,
} from './guest-login.ts';

describe('the guest login check in the browser', () => {
  it('asks for the password', () => {
    expect(validateGuestLogin({ password: '', stay_duration: '3' }).fields).toEqual({
      password: messages.guestPasswordRequired,
    });
  });

  it.each(['', '0', '-1', '1.5', 'abc', '2e1'])('refuses %j nights', (nights) => {
    expect(validateGuestLogin({ password: 'x', stay_duration: nights }).fields).toEqual({
      stay_duration: messages.guestNightsInvalid,
    });
  });

  it('reports both fields at once', () => {
    expect(validateGuestLogin({ password: '', stay_duration: '0' }).fields).toEqual({
      password: messages.guestPasswordRequired,
      stay_duration: messages.guestNightsInvalid,
    });
  });

  it('accepts a password and a whole number of nights', () => {
    expect(validateGuestLogin({ password: 'x', stay_duration: '4' }).fields).toEqual({});
  });
});

describe('what the action hands the domain', () => {
  it('parses the nights into a number with the shared schema', () => {
    expect(parseGuestLogin({ password: 'secret', stay_duration: ' 4 ' })).toEqual({
      ok: true,
      login: { password: 'secret', stay_duration: 4 },
    });
  });

  it('returns the problems beside their fields instead of a login', () => {
    expect(parseGuestLogin({ password: '', stay_duration: '0' })).toEqual({
      ok: false,
      problems: {
        fields: { password: messages.guestPasswordRequired, stay_duration: messages.guestNightsInvalid },
      },
    });
  });
});

describe('what the form shows for a refusal', () => {
  it('shows "Invalid password" at the password', () => {
    expect(guestLoginRefusal({ status: 401, message: 'Invalid password' })).toEqual({
      fields: { password: 'Invalid password' },
    });
  });

  it("shows the rate limit's own message for the form", () => {
    const message = 'Too many login attempts. Please try again in 14 minutes.';
    expect(guestLoginRefusal({ status: 429, message })).toEqual({
      fields: {},
      form: 'Error logging in: Guest login failed429 Too Many Requests',
      formDetail: message,
    });
  });

  it('explains a property without a welcome page', () => {
    const problems = guestLoginRefusal({ status: 404, message: 'x' });
    expect(problems.form).toBe('Error logging in: Guest login failed404 Not Found');
    expect(problems.formDetail).toBe(welcomeNotFoundMessage);
  });

  it('never shows server internals', () => {
    const problems = guestLoginRefusal({ status: 500, message: 'SQLITE_BUSY' });
    expect(problems.form).toBe('Error logging in: Guest login failed500 Internal Server Error');
    expect(`${problems.form} ${problems.formDetail}`).not.toContain('SQLITE');
  });
});
