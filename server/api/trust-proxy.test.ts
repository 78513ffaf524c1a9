import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

describe('TRUST_PROXY', () => {
  const parse = (value: string) => parseConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off by default and for 0/false/no', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    for (const off of ['0', 'false', 'no', 'off']) expect(parse(off)).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parse('10.0.0.0/8, 192.168.1.7 ,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" (every hop) and anything that is not an address, naming the variable', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '1.5']) {
      expect(() => parse(bad), bad).toThrow(ConfigError);
      expect(() => parse(bad), bad).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });
});

const valid = {
  firstName: 'Ana',
  lastName: 'Ng',
  email: 'ana@example.com',
  phone: '+1 250 555 0100',
  message: 'Is the chalet free in March?',
};

describeEachEngine('client addresses behind proxies', (engine) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const start = async (trustProxy?: string) => {
    t = await createTestApp(engine, {
      env: trustProxy ? { TRUST_PROXY: trustProxy } : {},
      limiters: { enquiriesPerAddress: { kind: 'window', max: 2, windowMs: 60_000 } },
    });
  };
  const enquire = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: valid,
    });

  it('ignores X-Forwarded-For by default: a forged address does not get past the limit', async () => {
    await start();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await enquire('203.0.113.5', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('with a hop count, uses the address the last proxy saw, not one the client wrote', async () => {
    await start('1');
    const statuses = [];
    // The client forges the first entry; the proxy appends the real address 203.0.113.5.
    for (let i = 0; i < 4; i++)
      statuses.push((await enquire('10.0.0.2', `198.51.100.${i}, 203.0.113.5`)).statusCode);
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await enquire('10.0.0.2', '203.0.113.6')).statusCode).toBe(201);
  });

  it('with a proxy list, trusts forwarded addresses only from those proxies', async () => {
    await start('10.0.0.0/8');
    // Through the proxy: each forwarded client has its own count.
    expect((await enquire('10.0.0.2', '203.0.113.7')).statusCode).toBe(201);
    expect((await enquire('10.0.0.2', '203.0.113.7')).statusCode).toBe(201);
    expect((await enquire('10.0.0.2', '203.0.113.7')).statusCode).toBe(429);
    expect((await enquire('10.0.0.3', '203.0.113.8')).statusCode).toBe(201);
    // Straight from the internet: the forged header is ignored and the socket address counts.
    const direct = [];
    for (let i = 0; i < 3; i++)
      direct.push((await enquire('198.51.100.77', `203.0.113.${20 + i}`)).statusCode);
    expect(direct).toEqual([201, 201, 429]);
  });

  it('counts forwarded IPv6 clients by their /64: two addresses of one /64 share one limit', async () => {
    await start('10.0.0.0/8');
    expect((await enquire('10.0.0.2', '2001:db8:77:1::a')).statusCode).toBe(201);
    expect((await enquire('10.0.0.3', '2001:db8:77:1:ffff:ffff:ffff:b')).statusCode).toBe(201);
    expect((await enquire('10.0.0.2', '2001:db8:77:1::a')).statusCode).toBe(429);
    expect((await enquire('10.0.0.2', '2001:db8:77:1:1234::c')).statusCode).toBe(429);
    // the neighbouring /64 is another client
    expect((await enquire('10.0.0.2', '2001:db8:77:2::a')).statusCode).toBe(201);
  });
});

describeEachEngine('cross-site check behind proxies', (engine) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const logout = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/auth/logout', remoteAddress, headers });
  // A page on evil.example posting to us, claiming through X-Forwarded-Host that it is its own host.
  const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };

  it('does not believe X-Forwarded-Host when no proxy is trusted', async () => {
    t = await createTestApp(engine);
    expect((await logout('203.0.113.5', forged)).statusCode).toBe(403);
  });

  it('does not believe X-Forwarded-Host from an address that is not a trusted proxy', async () => {
    t = await createTestApp(engine, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    expect((await logout('203.0.113.5', forged)).statusCode).toBe(403);
  });

  it('takes the host a trusted proxy forwards', async () => {
    t = await createTestApp(engine, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    const viaProxy = { origin: 'https://stays.example', 'x-forwarded-host': 'stays.example' };
    expect((await logout('10.0.0.2', viaProxy)).statusCode).toBe(200);
  });
});
