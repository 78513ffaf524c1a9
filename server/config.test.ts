import { describe, expect, it } from 'vitest';
import { staffPasswordSchema } from '#common/common-passwords.ts';
import { ConfigError, parseConfig } from './config.ts';
import { makeAdminPassword } from './first-start.ts';

describe('parseConfig', () => {
  it('listens on every interface in production and only on this machine under `npm run dev`', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(parseConfig({}).host).toBe('0.0.0.0');
    // Vite serves source files in development: not to the network unless asked
    expect(parseConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(parseConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'development', HOST: '' }).host).toBe('127.0.0.1');
  });

  it('names a bad NODE_ENV', () => {
    expect(() => parseConfig({ NODE_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('holds ADMIN_PASSWORD to the rule for a new staff password (issue 39)', () => {
    expect(() => parseConfig({ ADMIN_PASSWORD: 'short-pw' })).toThrow(
      /ADMIN_PASSWORD.*at least 12 characters/,
    );
    expect(() => parseConfig({ ADMIN_PASSWORD: 'password1234' })).toThrow(/ADMIN_PASSWORD.*too common/);
    expect(parseConfig({ ADMIN_PASSWORD: 'gentle-otter-harbour' }).firstAdmin.password).toBe(
      'gentle-otter-harbour',
    );
  });

  it('generates a first-start admin password that satisfies the rule', () => {
    for (let i = 0; i < 20; i++)
      expect(staffPasswordSchema.safeParse(makeAdminPassword()).success).toBe(true);
  });
});
