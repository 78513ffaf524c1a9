import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Activity, Task } from '#common/tasks.ts';
import { ensureSiteContent } from '../../domain/content/site-content-seed.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

/** 13:00 on 1 Dec 2026 in Revelstoke (UTC-7). */
const now = new Date('2026-12-01T20:00:00.000Z');

/**
 * Issue 42 item 7 (payments are the stay's, recorded in stay-booking.ts): stays accepted from requests, content published, users and roles changed are recorded with who and when,
 * beside stays and tasks; a task's own entries are read with `task_id`.
 */
describeEachEngine('who did what, recorded', (engine) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let home: number;

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const activity = async (query = ''): Promise<Activity[]> => {
    const res = await call(admin, 'GET', `/activity${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const latest = async (action: string) => (await activity()).find((a) => a.action === action);

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now, limiters: liftAllLimits() });
    await ensureSiteContent(t.app.domain);
    admin = await t.loginAdmin();
    manager = await t.loginAdmin('morgan', 'manager-password', 'manager');
    home = (await createPropertyViaApi(t, admin, { name: 'Chalet', booking_requests: 'true' })).id;
    const rates = await call(admin, 'PUT', `/properties/${home}/rates`, {
      nightly_cents: 20_000,
      weekend_nightly_cents: null,
      cleaning_fee_cents: 10_000,
      extra_guest: null,
      seasons: [],
      length_discounts: [],
    });
    expect(rates.statusCode, rates.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('records a stay accepted from a request to book under the staff user who accepted it', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${home}/booking-requests`,
      payload: {
        check_in: '2027-02-01',
        check_out: '2027-02-04',
        guests: 2,
        name: 'Camille Roy',
        email: 'camille@example.com',
        phone: '+1 250 555 0142',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const accepted = await call(manager, 'POST', `/booking-requests/${asked.json().id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await latest('stay.created')).toMatchObject({
      user_name: 'morgan',
      stay_id: accepted.json().stay.id,
      detail: 'Camille Roy, 2027-02-01 to 2027-02-04',
    });
  });

  it('records a published page with its revision', async () => {
    const draft = await call(admin, 'PUT', '/pages/about/draft', {
      base_revision: 1,
      seo: { title: 'About', description: 'About us' },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          heading: 'About us',
          image: { url: '/images/scenes/hero-winter-960.webp', alt: 'Snowy peaks' },
          buttons: [],
        },
      ],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await call(admin, 'POST', '/pages/about/publish')).statusCode).toBe(200);
    const entry = await latest('content.published');
    expect(entry).toMatchObject({ user_name: 'tester', property_id: null, stay_id: null });
    expect(entry?.detail).toMatch(/^about, revision 2: /);
  });

  it('records users added, their role changed and deleted, and nothing for a refused change', async () => {
    const added = await call(admin, 'POST', '/users', {
      name: 'kim',
      password: 'a-long-housekeeper',
      role: 'housekeeping',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await latest('user.created')).toMatchObject({ user_name: 'tester', detail: 'kim (housekeeping)' });
    const kim = added.json().id as number;
    const promoted = await call(admin, 'PUT', `/users/${kim}`, {
      name: 'kim',
      password: '',
      role: 'manager',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await latest('user.role_changed')).toMatchObject({
      user_name: 'tester',
      detail: 'kim: housekeeping to manager',
    });
    const before = (await activity()).length;
    // a manager may not change a role: 403, nothing recorded
    expect(
      (await call(manager, 'PUT', `/users/${kim}`, { name: 'kim', password: '', role: 'admin' })).statusCode,
    ).toBe(403);
    expect((await activity()).length).toBe(before);
    expect((await call(admin, 'DELETE', `/users/${kim}`)).statusCode).toBe(200);
    expect(await latest('user.deleted')).toMatchObject({ user_name: 'tester', detail: 'kim (manager)' });
  });

  it("reads one task's entries with task_id", async () => {
    const made = await call(admin, 'POST', '/tasks', {
      kind: 'maintenance',
      property_id: home,
      title: 'Hot tub cover torn',
      priority: 'urgent',
    });
    expect(made.statusCode, made.body).toBe(201);
    const task: Task = made.json();
    expect((await call(manager, 'PATCH', `/tasks/${task.id}`, { status: 'done' })).statusCode).toBe(200);
    const entries = await activity(`?task_id=${task.id}`);
    expect(entries.map((e) => [e.action, e.user_name])).toEqual([
      ['task.done', 'morgan'],
      ['task.created', 'tester'],
    ]);
    expect(entries.every((e) => e.task_id === task.id)).toBe(true);
    expect((await call(admin, 'GET', '/activity?task_id=abc')).statusCode).toBe(400);
  });
});
