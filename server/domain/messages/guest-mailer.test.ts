import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '#common/guest-messages.ts';
import { mapSearchUrl } from '#common/map-link.ts';
import type { Stay } from '#common/stay.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/connect.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  engines,
  postgresUrl,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';
import { manualClock, readMail, TestSmtpServer, waitFor } from '../../test/smtp.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { liftAllLimits } from '../limits/limits.ts';
import { openStayLink } from '../stays/stays.ts';
import { claimDueMessage, listMessages } from './guest-messages.ts';

// 10:00 in Vancouver (PST, UTC-8) on Mon 1 Dec 2025: past dates, whose offsets are settled history.
const start = '2025-12-01T18:00:00.000Z';
const minute = 60_000;
const hour = 60 * minute;

/** Issue 25: scheduled guest mails through a real SMTP server, driven by the app's clock. */
describeEachEngine('guest mails over SMTP', (engine) => {
  let smtp: TestSmtpServer;
  let clock: ReturnType<typeof manualClock>;
  let t: TestApp;
  let cookie: string;
  let propertyId: number;

  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    clock = manualClock(start);
    t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'stays@stays.test', SITE_EMAIL: 'hello@stays.test' },
      now: clock.now,
      limiters: liftAllLimits(),
    });
    cookie = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, cookie, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, cookie, propertyId, { check_in_time: '16:00', door_code: '4821' });
  });

  afterEach(async () => {
    await t.close();
    await smtp.stop();
  });

  const addStay = async (arrival: string, departure: string, email: string | null = 'guest@example.com') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      payload: { guest_name: 'Priya Shah', arrival, departure, guest_email: email, allow_overlap: true },
      headers: { cookie },
    });
    if (res.statusCode !== 201) throw new Error(`add stay failed: ${res.statusCode} ${res.body}`);
    return res.json() as Stay;
  };
  const messagesOf = async (stay: Pick<Stay, 'id'>) => listMessages(t.app.domain, { stay_id: stay.id });
  const messageOf = async (stay: Pick<Stay, 'id'>, kind: Message['kind']) =>
    (await messagesOf(stay)).find((m) => m.kind === kind);
  const guideMails = () =>
    smtp.received.filter((m) => readMail(m.raw).headers.get('subject')?.startsWith('Your guide'));

  it('mails the guide of a stay booked less than a week ahead at once, with a link that opens the stay', async () => {
    const stay = await addStay('2025-12-04', '2025-12-07');
    expect(stay.messages.guide).toEqual({ status: 'scheduled', send_at: start });

    await t.app.guestMailer.runOnce();

    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]?.raw ?? '');
    expect(smtp.received[0]?.to).toEqual(['guest@example.com']);
    expect(mail.headers.get('from')).toContain('stays@stays.test');
    expect(mail.headers.get('reply-to')).toContain('hello@stays.test');
    expect(mail.text).toContain(stay.link);
    expect(mail.html).toContain(`href="${stay.link}"`);
    expect(mail.text).not.toContain('4821');
    const token = /\/s\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect((await openStayLink(t.app.domain, propertyId, token)).ok).toBe(true);
    expect(await messageOf(stay, 'guide')).toMatchObject({
      status: 'sent',
      sent_at: start,
      attempts: 1,
      to: 'guest@example.com',
      subject: expect.stringContaining('Your guide'),
    });
  });

  it('mails the guide of a stay 10 days out 7 days before arrival at 10:00 site time', async () => {
    const stay = await addStay('2025-12-11', '2025-12-14');
    // 10:00 PST on 4 December
    expect((await messageOf(stay, 'guide'))?.send_at).toBe('2025-12-04T18:00:00.000Z');

    await t.app.guestMailer.runOnce();
    clock.advance(3 * 24 * hour - 1);
    await t.app.guestMailer.runOnce();
    expect(smtp.received).toHaveLength(0);

    clock.advance(1);
    await t.app.guestMailer.runOnce();
    await t.app.guestMailer.runOnce();
    expect(guideMails()).toHaveLength(1);
  });

  it('plans the arrival note, the checkout reminder and the thank-you at their site times', async () => {
    const stay = await addStay('2025-12-11', '2025-12-14');
    const sendAt = Object.fromEntries((await messagesOf(stay)).map((m) => [m.kind, m.send_at]));
    expect(sendAt).toEqual({
      guide: '2025-12-04T18:00:00.000Z',
      arrival: '2025-12-11T17:00:00.000Z',
      checkout: '2025-12-14T02:00:00.000Z',
      after: '2025-12-15T19:00:00.000Z',
    });
  });

  it('keeps retrying while the SMTP server is down, then delivers once with the attempts counted', async () => {
    await smtp.stop();
    const stay = await addStay('2025-12-04', '2025-12-07');

    await t.app.guestMailer.runOnce();
    let guide = await messageOf(stay, 'guide');
    expect(guide).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(guide?.last_error).toMatch(/ECONNREFUSED/);

    // the backoff: not before a minute has passed
    clock.advance(minute - 1);
    await t.app.guestMailer.runOnce();
    expect((await messageOf(stay, 'guide'))?.attempts).toBe(1);
    clock.advance(1);
    await t.app.guestMailer.runOnce();
    expect((await messageOf(stay, 'guide'))?.attempts).toBe(2);

    await smtp.start();
    clock.advance(2 * minute);
    await t.app.guestMailer.runOnce();
    clock.advance(hour);
    await t.app.guestMailer.runOnce();

    expect(smtp.received).toHaveLength(1);
    guide = await messageOf(stay, 'guide');
    expect(guide).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it('marks a message failed once it has been due for a day, the waits doubling up to an hour', async () => {
    await smtp.stop();
    const stay = await addStay('2025-12-04', '2025-12-07');
    const waits: number[] = [];
    let previous = clock.now().getTime();
    for (;;) {
      await t.app.guestMailer.runOnce();
      const guide = await messageOf(stay, 'guide');
      if (guide?.status === 'failed') break;
      const next = await t.db.kysely
        .selectFrom('guest_messages')
        .select('next_attempt_at')
        .where('stay_id', '=', stay.id)
        .where('kind', '=', 'guide')
        .executeTakeFirstOrThrow();
      const wait = Date.parse(next.next_attempt_at) - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait);
      previous = clock.now().getTime();
    }
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((m) => m * minute));
    const guide = await messageOf(stay, 'guide');
    expect(guide?.attempts).toBe(waits.length + 1);
    expect(previous - Date.parse(start)).toBeGreaterThanOrEqual(24 * hour);
    expect(guide?.last_error).toMatch(/ECONNREFUSED/);
  });

  it('sends each message once when two app instances share the database', async () => {
    smtp.dataDelayMs = 20;
    const second = await buildApp({
      logger: false,
      config: t.config,
      db: openDatabase(t.databaseTarget),
      now: clock.now,
      guestMail: { worker: 'second-node' },
    });
    try {
      const stays = [];
      for (let i = 0; i < 4; i++)
        stays.push(await addStay('2025-12-04', '2025-12-07', `guest${i}@example.com`));
      await Promise.all([
        t.app.guestMailer.runOnce(),
        second.guestMailer.runOnce(),
        t.app.guestMailer.runOnce(),
        second.guestMailer.runOnce(),
      ]);
    } finally {
      await second.close();
      await second.domain.db.destroy();
    }
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'guest0@example.com',
      'guest1@example.com',
      'guest2@example.com',
      'guest3@example.com',
    ]);
  });

  it('takes over a message whose sender died mid-send once its lease is over, and sends it once', async () => {
    const stay = await addStay('2025-12-04', '2025-12-07');
    const claimed = await claimDueMessage(t.app.domain, 'dead-node', clock.now(), 5 * minute);
    expect(claimed?.kind).toBe('guide');

    await t.app.guestMailer.runOnce();
    expect(smtp.received).toHaveLength(0);
    expect((await messageOf(stay, 'guide'))?.status).toBe('sending');

    clock.advance(5 * minute);
    await t.app.guestMailer.runOnce();
    await t.app.guestMailer.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(await messageOf(stay, 'guide')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('once started with the app, mails a stay added through the API without being asked', async () => {
    t.app.guestMailer.start();
    const stay = await addStay('2025-12-04', '2025-12-07');
    await waitFor(async () => (await messageOf(stay, 'guide'))?.status === 'sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('cancels what is not sent when the stay is revoked', async () => {
    const stay = await addStay('2025-12-11', '2025-12-14');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);

    clock.advance(20 * 24 * hour);
    await t.app.guestMailer.runOnce();

    expect(smtp.received).toHaveLength(0);
    expect((await messagesOf(stay)).map((m) => m.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('moves what is not sent when the dates or the email change', async () => {
    const stay = await addStay('2025-12-11', '2025-12-14');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
      payload: { arrival: '2025-12-16', departure: '2025-12-19', guest_email: 'new@example.com' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Stay).messages.guide).toEqual({
      status: 'scheduled',
      send_at: '2025-12-09T18:00:00.000Z',
    });

    clock.advance(3 * 24 * hour);
    await t.app.guestMailer.runOnce();
    expect(smtp.received).toHaveLength(0);

    clock.advance(5 * 24 * hour);
    await t.app.guestMailer.runOnce();
    expect(smtp.received.map((m) => m.to)).toEqual([['new@example.com']]);
  });

  it('re-sends a sent message on Send now: 202, a second delivery, its sent_at and attempts anew', async () => {
    const stay = await addStay('2025-12-04', '2025-12-07');
    await t.app.guestMailer.runOnce();
    expect(await messageOf(stay, 'guide')).toMatchObject({ status: 'sent', sent_at: start, attempts: 1 });

    clock.advance(hour);
    const again = clock.now().toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stays/${stay.id}/messages/guide/send`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'guide', status: 'scheduled', send_at: again, attempts: 0 });

    await t.app.guestMailer.runOnce();
    expect(guideMails().map((m) => m.to)).toEqual([['guest@example.com'], ['guest@example.com']]);
    expect(await messageOf(stay, 'guide')).toMatchObject({
      status: 'sent',
      send_at: again,
      sent_at: again,
      attempts: 1,
    });
  });

  it('delivers the arrival note, the checkout reminder and the thank-you, each with what it must carry', async () => {
    const address = '1200 Mackenzie Ave, Revelstoke, BC';
    const stay = await addStay('2025-12-02', '2025-12-05');
    await t.app.guestMailer.runOnce();
    const mailsOf = (subject: string) =>
      smtp.received.map((m) => readMail(m.raw)).filter((m) => m.headers.get('subject')?.startsWith(subject));

    // 09:00 on arrival day
    clock.advance(23 * hour);
    await t.app.guestMailer.runOnce();
    const [arrival] = mailsOf('Welcome today');
    expect(mailsOf('Welcome today')).toHaveLength(1);
    const map = mapSearchUrl(address) ?? '';
    expect(arrival?.text).toContain(stay.link);
    expect(arrival?.html).toContain(`href="${stay.link}"`);
    expect(arrival?.text).toContain('Check-in is from 16:00.');
    expect(arrival?.text).toContain(`The address is ${address}`);
    expect(arrival?.text).toContain(map);
    expect(arrival?.html).toContain(`href="${map.replaceAll('&', '&amp;')}"`);
    expect(arrival?.text).toContain('Your door code is in your guide from today');
    for (const part of [arrival?.text, arrival?.html, arrival?.headers.get('subject')])
      expect(part).not.toContain('4821');

    // 18:00 the evening before departure
    clock.advance(2 * 24 * hour + 9 * hour);
    await t.app.guestMailer.runOnce();
    const [checkout] = mailsOf('Checkout tomorrow');
    expect(mailsOf('Checkout tomorrow')).toHaveLength(1);
    expect(checkout?.text).toContain('by 10:00.');
    expect(checkout?.text).toContain('Start the dishwasher and leave keys on the hook.');
    expect(checkout?.html).toContain('Start the dishwasher and leave keys on the hook.');
    expect(checkout?.text).not.toContain('4821');

    // 11:00 the day after departure
    clock.advance(41 * hour);
    await t.app.guestMailer.runOnce();
    const [after] = mailsOf('Thank you for staying');
    expect(mailsOf('Thank you for staying')).toHaveLength(1);
    const reviewLink = (
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/properties/${propertyId}/stays`,
          // the morning's session is over five days later
          headers: { cookie: await t.loginAdmin() },
        })
      ).json() as Stay[]
    ).find((s) => s.id === stay.id)?.review_link;
    expect(reviewLink).toMatch(/\/review\/\d+\./);
    expect(after?.text).toContain(reviewLink);
    expect(after?.html).toContain(`href="${reviewLink}"`);
    expect(smtp.received.map((m) => m.to[0])).toEqual(Array(4).fill('guest@example.com'));
    // the outbox lists what is done most recent first
    expect((await messagesOf(stay)).map((m) => [m.kind, m.status, m.attempts])).toEqual([
      ['after', 'sent', 1],
      ['checkout', 'sent', 1],
      ['arrival', 'sent', 1],
      ['guide', 'sent', 1],
    ]);
  });

  describe('a stay entered late gets only the mails still of use (each kind has a last useful moment)', () => {
    const subjects = () => smtp.received.map((m) => readMail(m.raw).headers.get('subject'));
    const planned = async (stay: Pick<Stay, 'id'>) =>
      Object.fromEntries((await messagesOf(stay)).map((m) => [m.kind, [m.status, m.send_at]]));

    it('on its departure day: the guide at once, no arrival note, no checkout reminder', async () => {
      // now: 10:00 on Mon 1 Dec, the departure day
      const stay = await addStay('2025-11-28', '2025-12-01');
      expect(await planned(stay)).toEqual({
        guide: ['scheduled', start],
        after: ['scheduled', '2025-12-02T19:00:00.000Z'],
      });
      expect(stay.messages.arrival).toBeNull();
      expect(stay.messages.checkout).toBeNull();
      await t.app.guestMailer.runOnce();
      expect(subjects()).toEqual(['Your guide to Cedar Ridge Chalet']);
    });

    it('mid-stay: the guide at once, the checkout reminder at 18:00 the evening before, no arrival note', async () => {
      const stay = await addStay('2025-11-29', '2025-12-04');
      expect(await planned(stay)).toEqual({
        guide: ['scheduled', start],
        // 18:00 PST on 3 December
        checkout: ['scheduled', '2025-12-04T02:00:00.000Z'],
        after: ['scheduled', '2025-12-05T19:00:00.000Z'],
      });
      await t.app.guestMailer.runOnce();
      expect(subjects()).toEqual(['Your guide to Cedar Ridge Chalet']);
    });

    it('two days after departure: the thank-you alone, at once (the guide is of no use any more)', async () => {
      const stay = await addStay('2025-11-25', '2025-11-29');
      expect(await planned(stay)).toEqual({ after: ['scheduled', start] });
      await t.app.guestMailer.runOnce();
      expect(subjects()).toEqual(['Thank you for staying at Cedar Ridge Chalet']);
    });

    it('cancels a guide past its use at a replanning, but keeps a thank-you that is still retrying', async () => {
      await smtp.stop();
      // now: 10:00 the day after departure; the link works until 12:00, the thank-you is due at 11:00
      const stay = await addStay('2025-11-27', '2025-11-30');
      await t.app.guestMailer.runOnce();
      clock.advance(hour);
      await t.app.guestMailer.runOnce();
      expect(await messageOf(stay, 'after')).toMatchObject({ status: 'scheduled', attempts: 1 });

      // 12:30: any replanning (here a note) comes after the guide's last useful moment
      clock.advance(90 * minute);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
        payload: { note: 'Left a scarf' },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as Stay).messages).toMatchObject({
        guide: { status: 'cancelled' },
        after: { status: 'scheduled' },
      });

      await smtp.start();
      await t.app.guestMailer.runOnce();
      expect(subjects()).toEqual(['Thank you for staying at Cedar Ridge Chalet']);
      expect(await messageOf(stay, 'after')).toMatchObject({ status: 'sent', attempts: 2 });
    });
  });

  describe('nothing lost, nothing to a revoked guest', () => {
    const staysOfProperty = async () =>
      t.db.kysely.selectFrom('stays').selectAll().where('property_id', '=', propertyId).execute();
    /** Makes every read of the templates fail, as a database error in the middle of a planning would. */
    const breakTemplates = () =>
      sql`alter table message_templates rename to message_templates_away`.execute(t.db.kysely);
    const mendTemplates = () =>
      sql`alter table message_templates_away rename to message_templates`.execute(t.db.kysely);

    it('does not mail a revoked stay whose row is still scheduled, and cancels that row', async () => {
      const stay = await addStay('2025-12-04', '2025-12-07');
      // revoked behind the planning's back (an older version, a crash between the two writes)
      await t.db.kysely
        .updateTable('stays')
        .set({ revoked_at: clock.now().toISOString() })
        .where('id', '=', stay.id)
        .execute();
      expect((await messageOf(stay, 'guide'))?.status).toBe('scheduled');

      await t.app.guestMailer.runOnce();

      expect(smtp.received).toHaveLength(0);
      expect(await messageOf(stay, 'guide')).toMatchObject({ status: 'cancelled', attempts: 0 });
    });

    it('does not mail an address the stay no longer has: cancelled, or sent to the new one', async () => {
      const gone = await addStay('2025-12-04', '2025-12-07', 'gone@example.com');
      const moved = await addStay('2025-12-04', '2025-12-07', 'old@example.com');
      await t.db.kysely.updateTable('stays').set({ guest_email: null }).where('id', '=', gone.id).execute();
      await t.db.kysely
        .updateTable('stays')
        .set({ guest_email: 'new@example.com' })
        .where('id', '=', moved.id)
        .execute();

      await t.app.guestMailer.runOnce();

      expect(smtp.received.map((m) => m.to)).toEqual([['new@example.com']]);
      expect((await messageOf(gone, 'guide'))?.status).toBe('cancelled');
      expect(await messageOf(moved, 'guide')).toMatchObject({ status: 'sent', to: 'new@example.com' });
    });

    it('adds no stay when its messages cannot be planned (one transaction), and revokes none either', async () => {
      const kept = await addStay('2025-12-11', '2025-12-14');
      await breakTemplates();
      try {
        const created = await t.app.inject({
          method: 'POST',
          url: `/api/v1/properties/${propertyId}/stays`,
          payload: {
            guest_name: 'Lost',
            arrival: '2025-12-04',
            departure: '2025-12-07',
            guest_email: 'l@example.com',
            allow_overlap: true,
          },
          headers: { cookie },
        });
        expect(created.statusCode).toBe(500);
        const revoked = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/properties/${propertyId}/stays/${kept.id}`,
          headers: { cookie },
        });
        expect(revoked.statusCode).toBe(500);
        const patched = await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/properties/${propertyId}/stays/${kept.id}`,
          payload: { guest_email: 'other@example.com' },
          headers: { cookie },
        });
        expect(patched.statusCode).toBe(500);
      } finally {
        await mendTemplates();
      }
      const stays = await staysOfProperty();
      expect(stays.map((s) => [s.guest_name, s.revoked_at, s.guest_email])).toEqual([
        ['Priya Shah', null, 'guest@example.com'],
      ]);
      expect((await messagesOf(kept)).map((m) => [m.status, m.to])).toEqual(
        Array(4).fill(['scheduled', 'guest@example.com']),
      );
    });

    it('plans, once started, what an older version or a crash left unplanned', async () => {
      const stay = await addStay('2025-12-04', '2025-12-07');
      await t.db.kysely.deleteFrom('guest_messages').where('stay_id', '=', stay.id).execute();
      await t.app.guestMailer.runOnce();
      expect(smtp.received).toHaveLength(0);

      t.app.guestMailer.start();
      await waitFor(async () => (await messageOf(stay, 'guide'))?.status === 'sent');
      expect(guideMails()).toHaveLength(1);
      // what is coming, then what is sent
      expect((await messagesOf(stay)).map((m) => [m.kind, m.status])).toEqual([
        ['arrival', 'scheduled'],
        ['checkout', 'scheduled'],
        ['after', 'scheduled'],
        ['guide', 'sent'],
      ]);
    });
  });

  it('plans nothing for a stay without an email, and plans it once one is added', async () => {
    const stay = await addStay('2025-12-04', '2025-12-07', null);
    expect(stay.messages).toEqual({ guide: null, arrival: null, checkout: null, after: null });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
      payload: { guest_email: 'late@example.com' },
      headers: { cookie },
    });
    await t.app.guestMailer.runOnce();
    expect(smtp.received.map((m) => m.to)).toEqual([['late@example.com']]);
  });
});

describeEachEngine('guest mails without SMTP_URL', (engine) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('writes each mail as an .eml file to the outbox folder and marks it sent', async () => {
    const clock = manualClock(start);
    t = await createTestApp(engine, { now: clock.now, limiters: liftAllLimits() });
    const cookie = await t.loginAdmin();
    const propertyId = (await createPropertyViaApi(t, cookie, { cover_image: await smallImageFile() })).id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      payload: {
        guest_name: 'Sam',
        arrival: '2025-12-04',
        departure: '2025-12-07',
        guest_email: 'sam@example.com',
      },
      headers: { cookie },
    });
    const stay = res.json() as Stay;

    await t.app.guestMailer.runOnce();

    const files = await fs.readdir(t.config.outboxDir);
    expect(files.filter((f) => f.startsWith('guest-'))).toHaveLength(1);
    const raw = await fs.readFile(path.join(t.config.outboxDir, files[0] ?? ''), 'utf8');
    expect(readMail(raw).text).toContain(stay.link);
    const [guide] = await listMessages(t.app.domain, { stay_id: stay.id, status: 'sent' });
    expect(guide?.kind).toBe('guide');
  });
});

/** The worker rides out a PostgreSQL outage: a run fails while the database is away, the next one sends. */
describe.runIf(engines.includes('postgres'))('guest mails through a database outage [postgres]', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let proxy: TcpProxy;

  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp('postgres', {
      env: { SMTP_URL: smtp.url },
      now: manualClock(start).now,
      limiters: liftAllLimits(),
    });
    const target = new URL(postgresUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterEach(async () => {
    await t.close();
    await proxy.close();
    await smtp.stop();
  });

  it('fails the run while the database is away, and sends the message once when it is back', async () => {
    const cookie = await t.loginAdmin();
    const propertyId = (await createPropertyViaApi(t, cookie, { cover_image: await smallImageFile() })).id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      payload: {
        guest_name: 'Out Age',
        arrival: '2025-12-04',
        departure: '2025-12-07',
        guest_email: 'o@example.com',
      },
      headers: { cookie },
    });
    // a node whose database connection goes through the proxy
    const url = new URL(t.databaseUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    const db = openDatabase({ kind: 'postgres', url: url.toString() });
    const node = await buildApp({ logger: false, config: t.config, db, now: t.app.domain.now });
    try {
      await proxy.cut();
      await expect(node.guestMailer.runOnce()).rejects.toThrow();
      expect(smtp.received).toHaveLength(0);

      await proxy.restore();
      await node.guestMailer.runOnce();
      await node.guestMailer.runOnce();
    } finally {
      await node.close();
      await db.close();
    }
    expect(smtp.received.map((m) => m.to)).toEqual([['o@example.com']]);
  });
});
