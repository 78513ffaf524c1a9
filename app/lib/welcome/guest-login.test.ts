import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages.ts';
import { guestLoginProblems, validateGuestLogin, welcomeNotFoundMessage } from './guest-login.ts';

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

describe('what the form shows for an API refusal', () => {
  it('puts field messages of a 400 beside their fields', () => {
    expect(
      guestLoginProblems({
        status: 400,
        body: {
          message: messages.guestNightsInvalid,
          fields: { stay_duration: messages.guestNightsInvalid },
        },
      }),
    ).toEqual({ fields: { stay_duration: messages.guestNightsInvalid } });
  });

  it('shows "Invalid password" at the password', () => {
    expect(guestLoginProblems({ status: 401, body: { message: 'Invalid password' } })).toEqual({
      fields: { password: 'Invalid password' },
    });
  });

  it("shows the rate limit's own message for the form", () => {
    const message = 'Too many login attempts. Please try again in 14 minutes.';
    expect(guestLoginProblems({ status: 429, body: { message } })).toEqual({ fields: {}, form: message });
  });

  it('explains a property without a welcome page', () => {
    expect(guestLoginProblems({ status: 404, body: { message: 'x' } }).form).toBe(welcomeNotFoundMessage);
  });

  it('never shows server internals', () => {
    expect(guestLoginProblems({ status: 500, body: { message: 'SQLITE_BUSY' } }).form).not.toContain(
      'SQLITE',
    );
  });
});
