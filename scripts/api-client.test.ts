import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAnswer, createApiClient } from '#app/lib/api/client.ts';
import { ApiError } from '#app/lib/api.ts';
import { createTestApp, describeEachEngine, type TestApp } from '#server/test/harness.ts';
import { injectFetch } from './lib/inject-fetch.ts';

/** The back office's API client (app/lib/api/client.ts) against the real server, its fetch handed to app.inject. */
describeEachEngine('the API client', (engine) => {
  let t: TestApp;
  let asAdmin: ReturnType<typeof createApiClient>;
  let anonymous: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    asAdmin = createApiClient({
      baseUrl: 'http://localhost',
      fetch: injectFetch(t.app, await t.loginAdmin()),
    });
    anonymous = createApiClient({ baseUrl: 'http://localhost', fetch: injectFetch(t.app) });
  });
  afterAll(async () => t?.close());

  it('answers with the data of a 2xx, and nothing for a 204', async () => {
    const created = await apiAnswer(
      asAdmin.POST('/api/v1/users', {
        body: { name: 'maria', password: 'a-long-passphrase-1', role: 'manager' },
      }),
    );
    expect(created).toMatchObject({ name: 'maria', role: 'manager' });
    const listed = await apiAnswer(asAdmin.GET('/api/v1/users'));
    expect(listed.map((user) => user.name)).toContain('maria');
    const place = await apiAnswer(
      asAdmin.POST('/api/v1/places', { body: { name: 'Bakery', category: 'eat' } }),
    );
    const removed = await apiAnswer(
      asAdmin.DELETE('/api/v1/places/{id}', { params: { path: { id: place.id } } }),
    );
    expect(removed).toBeUndefined();
    expect(await apiAnswer(asAdmin.GET('/api/v1/places'))).toEqual([]);
  });

  it('throws an ApiError with the status, message, fields and whole body of a refusal', async () => {
    const refused = await apiAnswer(
      asAdmin.POST('/api/v1/users', { body: { name: '', password: 'x' } }),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    const error = refused as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBeTruthy();
    expect(Object.keys(error.fields)).toContain('name');
    expect(error.body).toEqual({ message: error.message, fields: error.fields });
  });

  it('sends the session cookie it is given: without one a guarded call is a 401', async () => {
    await expect(apiAnswer(anonymous.GET('/api/v1/users'))).rejects.toMatchObject({ status: 401 });
  });

  it('fills the address from typed path parameters: an unknown home is a 404 with its message', async () => {
    const missing = await apiAnswer(
      asAdmin.GET('/api/v1/properties/{id}', { params: { path: { id: 999 } } }),
    ).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: expect.stringMatching(/\w/) });
  });
});

describe('the API client without an answer', () => {
  const failing = (error: Error) =>
    createApiClient({ baseUrl: 'http://localhost', fetch: () => Promise.reject(error) });

  it('turns a failed fetch into ApiError(0, "Network Error")', async () => {
    const answer = await apiAnswer(failing(new TypeError('fetch failed')).GET('/api/v1/users')).catch(
      (error: unknown) => error,
    );
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer).toMatchObject({ status: 0, message: 'Network Error' });
  });

  it('rethrows an AbortError so that a caller that cancelled can tell', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(apiAnswer(failing(abort).GET('/api/v1/users'))).rejects.toBe(abort);
  });

  it('refuses a 2xx answer that is not JSON (a proxy page)', async () => {
    const page = createApiClient({
      baseUrl: 'http://localhost',
      fetch: async () =>
        new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    });
    await expect(apiAnswer(page.GET('/api/v1/users'))).rejects.toMatchObject({
      status: 200,
      message: 'Invalid response format – expected JSON',
    });
  });
});
