import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createPropertyViaApi,
  createTestApp,
  describeEachEngine,
  multipart,
  propertyFields,
  type TestApp,
} from '../../test/harness.ts';
import { liftAllLimits } from '../limits/limits.ts';
import { markPublicContentChanged, readPublicContentRevision } from './public-content.ts';

describeEachEngine('public content revision', (engine) => {
  let t: TestApp;
  let admin: string;
  const revision = () => readPublicContentRevision({ db: t.db.kysely });

  beforeAll(async () => {
    t = await createTestApp(engine, { limiters: liftAllLimits() });
    admin = await t.loginAdmin();
  });
  afterAll(async () => t?.close());

  it('starts at 1 and moves on by one per mark', async () => {
    const before = await revision();
    expect(before).toBeGreaterThanOrEqual(1);
    await markPublicContentChanged({ db: t.db.kysely, now: () => new Date() });
    expect(await revision()).toBe(before + 1);
  });

  it('moves on when a property is created, edited or deleted, and not when it is only read', async () => {
    const r0 = await revision();
    const created = await createPropertyViaApi(t, admin);
    const r1 = await revision();
    expect(r1).toBeGreaterThan(r0);

    await t.app.inject({ method: 'GET', url: `/api/v1/properties/${created.id}` });
    expect(await revision()).toBe(r1);

    const form = await multipart(propertyFields({ name: 'Renamed house' }));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${created.id}`,
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(edit.statusCode).toBe(200);
    const r2 = await revision();
    expect(r2).toBeGreaterThan(r1);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${created.id}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(204);
    expect(await revision()).toBeGreaterThan(r2);
  });

  it('does not move on when an edit is refused', async () => {
    const r0 = await revision();
    const form = await multipart(propertyFields({ name: '' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      ...form,
      headers: { ...form.headers, cookie: admin },
    });
    expect(res.statusCode).toBe(400);
    expect(await revision()).toBe(r0);
  });
});
