import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

/**
 * Issue 39, finding 1: what the app logs holds no stay-link token, review token or calendar export key,
 * while the masked address (and its route ids) is still there to read (server/http/redact-url.ts).
 */
describeEachEngine('the request log', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  const logged = () => lines.join('');

  beforeAll(async () => {
    t = await createTestApp(engine, {
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
      env: { LOG_LEVEL: 'info' },
      limiters: liftAllLimits(),
    });
  });
  afterAll(async () => t?.close());

  it('masks every secret of an address the app was asked for', async () => {
    const cookie = await t.loginAdmin();
    const { id } = await createPropertyViaApi(t, cookie);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const stayRes = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/stays`,
      payload: { guest_name: 'Avery Chen', arrival: day(30), departure: day(32) },
      headers: { cookie },
    });
    expect(stayRes.statusCode, stayRes.body).toBe(201);
    const stay = stayRes.json<Stay>();
    const stayPath = new URL(stay.link).pathname;
    const stayToken = stayPath.split('/s/')[1] as string;
    expect(stayToken.length).toBeGreaterThan(10);
    const exportRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${id}/calendar/export`,
      headers: { cookie },
    });
    expect(exportRes.statusCode).toBe(200);
    const { key, path } = exportRes.json<{ key: string; path: string }>();
    const reviewToken = 'review-token-that-must-not-be-logged';

    lines.length = 0;
    const ask = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, ...(method === 'POST' ? { payload: { rating: 5, text: 'Lovely' } } : {}) });
    await ask('GET', stayPath);
    await ask('GET', `/${stayPath}`); // a doubled slash, answered with a redirect
    await ask('GET', `/review/${reviewToken}`);
    await ask('GET', `/fr/review/${reviewToken}?x=1`);
    await ask('POST', `/api/v1/reviews/by-token/${reviewToken}`);
    const feed = await ask('GET', path);
    expect(feed.statusCode).toBe(200); // the key was right, so it is the real secret that was asked with

    const text = logged();
    expect(text).toContain('incoming request');
    for (const secret of [stayToken, reviewToken, key]) expect(text).not.toContain(secret);
    expect(text).toContain(`/welcome/${id}/s/[redacted]`);
    expect(text).toContain('"/review/[redacted]"');
    expect(text).toContain('"/fr/review/[redacted]?x=1"');
    expect(text).toContain('"/api/v1/reviews/by-token/[redacted]"');
    expect(text).toContain(`/properties/${id}/calendar.ics?key=[redacted]`);
  });

  it('masks the address in messages and errors too', async () => {
    lines.length = 0;
    t.app.log.info('Route GET:/review/secret-in-a-message not found');
    t.app.log.error({ err: new Error('failed at /welcome/2/s/secret-in-an-error') }, 'request failed');
    const text = logged();
    expect(text).not.toContain('secret-in-a');
    expect(text).toContain('Route GET:/review/[redacted] not found');
    expect(text).toContain('failed at /welcome/2/s/[redacted]');
  });
});
