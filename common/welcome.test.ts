import { describe, expect, it } from 'vitest';
import { propertyPasswordProblem, welcomeFieldsSchema } from './welcome.ts';

describe('property password rule', () => {
  it('requires a password when the welcome page is created', () => {
    expect(propertyPasswordProblem('', true)).toBe('Property password is required');
  });

  it('keeps the current password when left blank on an existing page', () => {
    expect(propertyPasswordProblem('', false)).toBeNull();
  });

  it('refuses fewer than four characters whether required or not', () => {
    expect(propertyPasswordProblem('abc', true)).toBe('Property password must be at least 4 characters');
    expect(propertyPasswordProblem('abc', false)).toBe('Property password must be at least 4 characters');
    expect(propertyPasswordProblem('abcd', true)).toBeNull();
  });

  it('caps the length in the shared field schema', () => {
    const result = welcomeFieldsSchema.shape.property_password.safeParse('x'.repeat(201));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Property password must be at most 200 characters');
  });
});
