import { describe, expect, it } from 'vitest';
import { passwordHint, passwordRules, passwordSchema, usernameRules, usernameSchema } from './auth.ts';
import { messages } from './messages.ts';

describe('the user name and password rules', () => {
  it("say in the specification's words the lengths the rules check", () => {
    expect(messages.usernameTooShort).toBe(`Minimum ${usernameRules.min} characters`);
    expect(messages.passwordTooShort).toBe(`Minimum ${passwordRules.min} characters`);
    expect(passwordHint).toBe(`At least ${passwordRules.min} characters.`);
  });

  it('take a name and a password exactly as long as the shortest allowed, and refuse one shorter', () => {
    expect(usernameSchema.safeParse('a'.repeat(usernameRules.min)).success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(usernameRules.min - 1)).success).toBe(false);
    expect(usernameSchema.safeParse('a'.repeat(usernameRules.max + 1)).success).toBe(false);
    expect(passwordSchema.safeParse('p'.repeat(passwordRules.min)).success).toBe(true);
    expect(passwordSchema.safeParse('p'.repeat(passwordRules.min - 1)).success).toBe(false);
  });
});
