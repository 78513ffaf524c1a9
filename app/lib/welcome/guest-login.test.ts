import { describe, expect, it } from 'vitest';
import { guestLoginRefusal, welcomeNotFoundMessage } from './guest-login.ts';

describe('what the form shows for a refusal', () => {
  it('shows "Invalid password" at the password', () => {
    expect(guestLoginRefusal({ status: 401, message: 'Invalid password' })).toEqual({
      fieldErrors: { password: ['Invalid password'] },
    });
  });

  it("shows the rate limit's own message for the form", () => {
    const message = 'Too many login attempts. Please try again in 14 minutes.';
    expect(guestLoginRefusal({ status: 429, message })).toEqual({
      formErrors: ['Error logging in: Guest login failed429 Too Many Requests', message],
    });
  });

  it('explains a property without a welcome page', () => {
    expect(guestLoginRefusal({ status: 404, message: 'x' }).formErrors).toEqual([
      'Error logging in: Guest login failed404 Not Found',
      welcomeNotFoundMessage,
    ]);
  });

  it('never shows server internals', () => {
    const shown = guestLoginRefusal({ status: 500, message: 'SQLITE_BUSY' }).formErrors;
    expect(shown?.[0]).toBe('Error logging in: Guest login failed500 Internal Server Error');
    expect(shown?.join(' ')).not.toContain('SQLITE');
  });
});
