import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

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
});
