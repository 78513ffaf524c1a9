import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Task } from '#common/tasks.ts';
import { reconcileCleanTasks, syncCleanTasks } from '../../domain/housekeeping/clean-tasks.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import {
  createTestApp as buildTestApp,
  createPropertyViaApi,
  describeEachEngine,
  makeImage,
  multipart,
  type TestApp,
} from '../../test/harness.ts';
import { readMail, TestSmtpServer } from '../../test/smtp.ts';

/** 13:00 on 1 Dec 2026 in Revelstoke (UTC-7). */
const now = new Date('2026-12-01T20:00:00.000Z');
/** 23:59 on 12 Dec 2026 in Revelstoke. */
const endOf12th = '2026-12-13T06:59:00.000Z';

/** Issue 42, items 1-3 and 7: tasks, checklists, photo proof, tickets, the assignment mail and who did what. */
describeEachEngine('housekeeping tasks', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let manager: string;
  let kim: string;
  let lee: string;
  let kimId: number;
  let chalet: number;

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const tasksOf = async (cookie: string, query = ''): Promise<Task[]> => {
    const res = await call(cookie, 'GET', `/tasks${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const cleanOf = async (stayId: number) =>
    (await tasksOf(admin, '?kind=clean')).filter((task) => task.stay_id === stayId);
  const addStay = async (guest_name: string, arrival: string, departure: string) => {
    const res = await call(admin, 'POST', `/properties/${chalet}/stays`, {
      guest_name,
      arrival,
      departure,
      allow_overlap: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const taskCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('tasks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const photoCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('task_photos')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const postPhoto = async (
    cookie: string,
    taskId: number,
    fields: Record<string, string | { file: Buffer; name: string; type: string }>,
  ) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/tasks/${taskId}/photos`,
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
  };

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await buildTestApp(engine, {
      now: () => now,
      limiters: liftAllLimits(),
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'stays@stays.test' },
    });
    admin = await t.loginAdmin();
    manager = await t.loginAdmin('mara', 'manager-password', 'manager');
    kim = await t.loginAdmin('kim', 'housekeeper-password', 'housekeeping');
    lee = await t.loginAdmin('lee', 'housekeeper-password', 'housekeeping');
    const users = (await call(admin, 'GET', '/users')).json() as { id: number; name: string }[];
    kimId = users.find((u) => u.name === 'kim')!.id;
    expect((await call(admin, 'PUT', `/users/${kimId}/email`, { email: 'kim@stays.test' })).statusCode).toBe(
      204,
    );
    chalet = (await createPropertyViaApi(t, admin, { name: 'Chalet' })).id;
    const checklist = await call(admin, 'PUT', `/properties/${chalet}/checklist`, {
      items: [{ label: 'Beds made' }, { label: 'Hot tub cover on', photo_required: true }],
    });
    expect(checklist.statusCode, checklist.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('clean tasks made from stays', () => {
    it('makes one clean per departure with the home checklist, due at the end of the day', async () => {
      const stay = await addStay('Priya', '2026-12-10', '2026-12-12');
      const [clean, ...more] = await cleanOf(stay);
      expect(more).toEqual([]);
      expect(clean).toMatchObject({
        kind: 'clean',
        property_id: chalet,
        status: 'todo',
        due_at: endOf12th,
        assignee_id: null,
      });
      expect(clean!.checklist.map((i) => [i.label, i.photo_required, i.done])).toEqual([
        ['Beds made', false, false],
        ['Hot tub cover on', true, false],
      ]);
    });

    it('makes no clean for a stay that left before today (entered after the fact)', async () => {
      const stay = await addStay('Olga', '2026-11-20', '2026-11-25');
      expect(await cleanOf(stay)).toEqual([]);
    });

    it('gives a stay from before cleans were tracked its clean at start-up, once, on every node', async () => {
      const stay = await addStay('Uma', '2026-12-20', '2026-12-22');
      // as in a database upgraded from before issue 42: the stay, and no clean
      await t.db.kysely.deleteFrom('tasks').where('stay_id', '=', stay).execute();
      expect(await cleanOf(stay)).toEqual([]);
      await Promise.all([reconcileCleanTasks(t.app.domain), reconcileCleanTasks(t.app.domain)]);
      await reconcileCleanTasks(t.app.domain);
      const cleans = await cleanOf(stay);
      expect(cleans).toHaveLength(1);
      expect(cleans[0]?.checklist.map((i) => i.label)).toEqual(['Beds made', 'Hot tub cover on']);
    });

    it("is due by the next guests' check-in when someone arrives that day, and follows date changes", async () => {
      const first = await addStay('Ana', '2026-12-14', '2026-12-16');
      const next = await addStay('Ben', '2026-12-16', '2026-12-18');
      expect((await cleanOf(first))[0]!.due_at).toBe('2026-12-16T23:00:00.000Z');
      // Ben moves a day later: Ana's clean has the whole day again, Ben's follows his departure
      const moved = await call(admin, 'PATCH', `/properties/${chalet}/stays/${next}`, {
        arrival: '2026-12-17',
        departure: '2026-12-19',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await cleanOf(first))[0]!.due_at).toBe('2026-12-17T06:59:00.000Z');
      expect((await cleanOf(next))[0]!.due_at).toBe('2026-12-20T06:59:00.000Z');
    });

    it('cancels the clean with the stay (it is no longer listed)', async () => {
      const stay = await addStay('Cancelled', '2026-12-20', '2026-12-22');
      expect(await cleanOf(stay)).toHaveLength(1);
      expect((await call(admin, 'DELETE', `/properties/${chalet}/stays/${stay}`)).statusCode).toBe(204);
      expect(await cleanOf(stay)).toEqual([]);
    });

    it('never makes a clean twice, however many reconciles run at once (several nodes)', async () => {
      const stay = await addStay('Twice', '2026-12-22', '2026-12-24');
      const before = await taskCount();
      // as if a node had crashed between the stay and its clean: every reconcile below wants to make it
      await t.db.kysely.deleteFrom('tasks').where('stay_id', '=', stay).execute();
      // On PostgreSQL a second node's connections too; SQLite is one process with one connection (a second
      // one in this same thread would wait on the first's lock with the thread itself blocked).
      const second = engine === 'postgres' ? await domainOnSameDatabase(t) : undefined;
      try {
        await Promise.all([
          ...Array.from({ length: 4 }, () => syncCleanTasks(t.app.domain, chalet)),
          ...(second ? Array.from({ length: 4 }, () => syncCleanTasks(second, chalet)) : []),
        ]);
      } finally {
        await second?.close();
      }
      expect(await taskCount()).toBe(before);
      const stays = (await call(admin, 'GET', `/properties/${chalet}/stays`)).json() as {
        id: number;
        status: string;
      }[];
      // a stay that left before today has no clean (Olga's, above)
      const live = stays.filter((s) => s.status !== 'revoked' && s.status !== 'ended').length;
      expect((await tasksOf(admin, '?kind=clean')).length).toBe(live);
    });
  });

  describe('manual tasks and tickets', () => {
    it('lets any staff role report maintenance, and only admin and manager make the other kinds', async () => {
      const ticket = await call(kim, 'POST', '/tasks', {
        kind: 'maintenance',
        property_id: chalet,
        title: 'Hot tub not heating',
        description: 'Shows 24 degrees',
        priority: 'urgent',
      });
      expect(ticket.statusCode, ticket.body).toBe(201);
      expect(ticket.json()).toMatchObject({
        kind: 'maintenance',
        priority: 'urgent',
        description: 'Shows 24 degrees',
        created_by: 'kim',
      });
      const before = await taskCount();
      const refused = await call(kim, 'POST', '/tasks', {
        kind: 'other',
        property_id: chalet,
        title: 'Buy soap',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/maintenance/);
      expect(
        (await call(manager, 'POST', '/tasks', { kind: 'other', property_id: chalet, title: 'Buy soap' }))
          .statusCode,
      ).toBe(201);
      expect(await taskCount()).toBe(before + 1);
    });

    it('answers 404 {message} for a home that does not exist and 400 for bad fields, storing nothing', async () => {
      const before = await taskCount();
      const missing = await call(admin, 'POST', '/tasks', {
        kind: 'maintenance',
        property_id: 999999,
        title: 'Leak',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: expect.any(String) });
      const bad = await call(admin, 'POST', '/tasks', { kind: 'repair', property_id: chalet, title: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBeTruthy();
      const badQuery = await call(admin, 'GET', '/tasks?status=finished');
      expect(badQuery.statusCode).toBe(400);
      expect(await taskCount()).toBe(before);
    });
  });

  describe('checklist, photos and done', () => {
    let task: Task;
    beforeAll(async () => {
      const stay = await addStay('Photo', '2026-12-24', '2026-12-26');
      task = (await cleanOf(stay))[0]!;
    });

    it('mails the housekeeper once when the task is assigned to them', async () => {
      const res = await call(manager, 'PATCH', `/tasks/${task.id}`, { assignee_id: kimId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ assignee_id: kimId, assignee_name: 'kim' });
      // the same assignment again is no new assignment
      expect((await call(manager, 'PATCH', `/tasks/${task.id}`, { assignee_id: kimId })).statusCode).toBe(
        200,
      );
      await t.app.guestMailer.runOnce();
      await t.app.guestMailer.runOnce();
      const mails = smtp.received.filter((m) => m.to.includes('kim@stays.test'));
      expect(mails).toHaveLength(1);
      expect(readMail(mails[0]!.raw).headers.get('subject')).toBe('New task: Clean after Photo (Chalet)');
    });

    it("shows a housekeeper their tasks and unassigned ones, and refuses another's task", async () => {
      expect((await tasksOf(lee)).some((x) => x.id === task.id)).toBe(false);
      expect((await tasksOf(kim)).some((x) => x.id === task.id)).toBe(true);
      const item = task.checklist[0]!;
      const refused = await call(lee, 'PUT', `/tasks/${task.id}/checklist/${item.id}`, { done: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This task is assigned to someone else' });
      expect((await call(kim, 'GET', `/tasks/${task.id}`)).json().checklist[0].done).toBe(false);
      expect((await call(kim, 'PATCH', `/tasks/${task.id}`, { assignee_id: null })).statusCode).toBe(403);
    });

    it('refuses done while an item is unticked or a required photo is missing, with what is missing', async () => {
      const [beds, tub] = task.checklist;
      const ticked = await call(kim, 'PUT', `/tasks/${task.id}/checklist/${beds!.id}`, { done: true });
      expect(ticked.statusCode).toBe(200);
      expect(ticked.json()).toMatchObject({
        status: 'in_progress',
        checklist: [{ done: true, done_by: 'kim' }, { done: false }],
      });
      expect(
        (await call(kim, 'PUT', `/tasks/${task.id}/checklist/${tub!.id}`, { done: true })).statusCode,
      ).toBe(200);
      const refused = await call(kim, 'PATCH', `/tasks/${task.id}`, { status: 'done' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: expect.stringContaining('Hot tub cover on'),
        missing: [{ item_id: tub!.id, label: 'Hot tub cover on', reason: 'no photo' }],
      });
      expect((await call(kim, 'GET', `/tasks/${task.id}`)).json().status).toBe('in_progress');
    });

    it('refuses a file that is not an image, storing nothing', async () => {
      const res = await postPhoto(kim, task.id, {
        photo: { file: Buffer.from('not an image at all'), name: 'x.jpg', type: 'image/jpeg' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
      expect(await photoCount()).toBe(0);
    });

    it('stores a photo once per key, without its EXIF, and serves it to staff only', async () => {
      const tub = task.checklist[1]!;
      const withExif = await sharp(await makeImage(640, 480))
        .withExif({ IFD0: { Artist: 'Secret Owner 49.0N' } })
        .jpeg()
        .toBuffer();
      expect(withExif.includes('Secret Owner')).toBe(true);
      const fields = {
        photo: { file: withExif, name: 'tub.jpg', type: 'image/jpeg' },
        item_id: String(tub.id),
        key: 'phone-key-0001',
      };
      const first = await postPhoto(kim, task.id, fields);
      expect(first.statusCode, first.body).toBe(201);
      const again = await postPhoto(kim, task.id, fields);
      expect(again.statusCode).toBe(200);
      expect(await photoCount()).toBe(1);
      const [photo] = (again.json() as Task).photos;
      expect(photo).toMatchObject({ item_id: tub.id, by: 'kim' });
      const served = await call(kim, 'GET', photo!.url.replace('/api/v1', ''));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes('Secret Owner')).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: photo!.url })).statusCode).toBe(401);
      expect((await call(lee, 'GET', photo!.url.replace('/api/v1', ''))).statusCode).toBe(404);
    });

    it('takes done once everything is there; inspected is for admin and manager', async () => {
      const done = await call(kim, 'PATCH', `/tasks/${task.id}`, { status: 'done', note: 'All good' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ status: 'done', note: 'All good' });
      expect((await call(kim, 'PATCH', `/tasks/${task.id}`, { status: 'inspected' })).statusCode).toBe(403);
      expect((await call(manager, 'PATCH', `/tasks/${task.id}`, { status: 'inspected' })).json().status).toBe(
        'inspected',
      );
    });
  });

  describe('GET /activity', () => {
    it('records stays and tasks with who and when, for admin and manager', async () => {
      const res = await call(manager, 'GET', `/activity?property_id=${chalet}`);
      expect(res.statusCode).toBe(200);
      const entries = res.json() as Activity[];
      const actions = entries.map((e) => `${e.action} ${e.user_name}`);
      expect(actions).toEqual(
        expect.arrayContaining([
          'stay.created tester',
          'stay.edited tester',
          'stay.revoked tester',
          'task.created kim',
          'task.done kim',
          'task.inspected mara',
          'task.assigned mara',
        ]),
      );
      expect(entries.every((e) => e.at === now.toISOString())).toBe(true);
      expect((await call(kim, 'GET', '/activity')).statusCode).toBe(403);
      expect((await call(admin, 'GET', '/activity?from=2026-12-02')).json()).toEqual([]);
    });
  });
});

/** A second node's domain on the same database, to reconcile at the same time as the first. */
async function domainOnSameDatabase(t: TestApp) {
  const { openDatabase } = await import('../../db/connect.ts');
  const db = openDatabase(t.databaseTarget);
  return { ...t.app.domain, db: db.kysely, close: () => db.close() };
}
