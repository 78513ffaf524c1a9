import { describe, expect, it } from 'vitest';
import {
  newPasswordRules,
  newPasswordSchema,
  passwordHint,
  passwordRules,
  passwordSchema,
  usernameRules,
  usernameSchema,
} from './auth.ts';
import { isCommonPassword, staffPasswordSchema } from './common-passwords.ts';
import { messages } from './messages.ts';

describe('the user name and password rules', () => {
  it("say in the specification's words the lengths the rules check", () => {
    expect(messages.usernameTooShort).toBe(`Minimum ${usernameRules.min} characters`);
    expect(messages.passwordTooShort).toBe(`Minimum ${passwordRules.min} characters`);
    expect(messages.newPasswordTooShort).toBe(`Use at least ${newPasswordRules.min} characters`);
    expect(passwordHint).toBe(`At least ${newPasswordRules.min} characters, not a common password.`);
  });

  it('take a name and a password exactly as long as the shortest allowed, and refuse one shorter', () => {
    expect(usernameSchema.safeParse('a'.repeat(usernameRules.min)).success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(usernameRules.min - 1)).success).toBe(false);
    expect(usernameSchema.safeParse('a'.repeat(usernameRules.max + 1)).success).toBe(false);
    expect(passwordSchema.safeParse('p'.repeat(passwordRules.min)).success).toBe(true);
    expect(passwordSchema.safeParse('p'.repeat(passwordRules.min - 1)).success).toBe(false);
  });

  it('ask 12 characters of a new staff password for every role; a login still takes 6 (the spec)', () => {
    expect(newPasswordRules.min).toBe(12);
    expect(newPasswordSchema.safeParse('p'.repeat(12)).success).toBe(true);
    expect(newPasswordSchema.safeParse('p'.repeat(11)).error?.issues[0]?.message).toBe(
      'Use at least 12 characters',
    );
    expect(passwordSchema.safeParse('p'.repeat(6)).success).toBe(true);
  });

  it('refuse a common or breached password, whatever its case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord1234')).toBe(true);
    expect(isCommonPassword('gentle-otter-harbour')).toBe(false);
    expect(staffPasswordSchema.safeParse('123456789012').error?.issues[0]?.message).toBe(
      'This password is too common; choose another',
    );
    expect(staffPasswordSchema.safeParse('gentle-otter-harbour').success).toBe(true);
  });
});
