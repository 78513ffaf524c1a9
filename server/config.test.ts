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

  it('bounds slow readers by default and names a bad bound', () => {
    expect(parseConfig({}).slowReaders).toEqual({ responseWriteMs: 60_000, maxConnectionsPerAddress: 64 });
    expect(
      parseConfig({ RESPONSE_WRITE_TIMEOUT_MS: '0', MAX_CONNECTIONS_PER_ADDRESS: '0' }).slowReaders,
    ).toEqual({ responseWriteMs: 0, maxConnectionsPerAddress: 0 });
    expect(() => parseConfig({ RESPONSE_WRITE_TIMEOUT_MS: '50' })).toThrow(
      /RESPONSE_WRITE_TIMEOUT_MS: must be 0 \(off\) or 1000 to 3600000/,
    );
    expect(() => parseConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS: must be a number/,
    );
    expect(() => parseConfig({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
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
