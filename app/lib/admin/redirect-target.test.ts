import { describe, expect, it } from 'vitest';
import { adminRedirectTarget, loginPathFor } from './redirect-target.ts';

describe('adminRedirectTarget', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/users', '/admin/users'],
    ['/admin/propertymanager/edit/3?tab=1#photos', '/admin/propertymanager/edit/3?tab=1#photos'],
  ])('keeps the back-office path %s', (value, expected) => {
    expect(adminRedirectTarget(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['//evil.example/admin'],
    ['/\\evil.example/admin'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/admin/../properties'],
    ['/administrator'],
    ['/properties'],
    ['admin/users'],
  ])('sends %j to /admin instead', (value) => {
    expect(adminRedirectTarget(value)).toBe('/admin');
  });
});

describe('loginPathFor', () => {
  it('carries the page asked for', () => {
    expect(loginPathFor('/admin/users')).toBe('/login?redirectTo=%2Fadmin%2Fusers');
  });

  it('leaves out the default', () => {
    expect(loginPathFor('/admin')).toBe('/login');
  });
});
