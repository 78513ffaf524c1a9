import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Enquiry, EnquiryFields } from '#common/enquiry.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { manualClock, readMail, TestSmtpServer, waitFor } from '../../test/smtp.ts';
import { createEnquiry, findEnquiry } from './enquiries.ts';
import { EnquiryMailer } from './enquiry-mailer.ts';

const fields: EnquiryFields = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '+1 250-555-0100',
  message: 'Is the chalet free from 3 to 10 March?\nWe are 4 adults & 2 kids <no pets>.',
};

async function reload(t: TestApp, id: number): Promise<Enquiry> {
  const enquiry = await findEnquiry(t.app.domain, id);
  if (!enquiry) throw new Error(`enquiry ${id} is gone`);
  return enquiry;
}

describeEachEngine('enquiry mailer over SMTP', (engine) => {
  const retryDelaysMs = [1_000, 5_000, 60_000];
  let smtp: TestSmtpServer;
  let clock: ReturnType<typeof manualClock>;
  let t: TestApp;

  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    clock = manualClock();
    t = await createTestApp(engine, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_TO: 'bookings@stays.test',
        MAIL_FROM: 'web@stays.test',
        SITE_NAME: 'Test Stays',
      },
      now: clock.now,
      mail: { retryDelaysMs },
    });
  });

  afterEach(async () => {
    await t.close();
    await smtp.stop();
  });

  it('mails the enquiry to MAIL_TO with its fields and a reply-to of the enquirer', async () => {
    const enquiry = await createEnquiry(t.app.domain, fields);
    expect(enquiry.mail_status).toBe('pending');

    await t.app.mailer.runOnce();

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.from).toBe('web@stays.test');
    expect(received?.to).toEqual(['bookings@stays.test']);
    const mail = readMail(received?.raw ?? '');
    expect(mail.headers.get('reply-to')).toBe('Ann Lee <ann.lee@example.com>');
    expect(mail.headers.get('to')).toBe('bookings@stays.test');
    expect(mail.headers.get('subject')).toBe('Website enquiry from Ann Lee');
    for (const value of [fields.firstName, fields.lastName, fields.email, fields.phone, fields.message]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('4 adults &amp; 2 kids &lt;no pets&gt;.');
    expect(mail.html).not.toContain('<no pets>');

    const sent = await reload(t, enquiry.id);
    expect(sent).toMatchObject({ mail_status: 'sent', mail_attempts: 1, mail_last_error: null });
    expect(sent.mail_sent_at).toBe(clock.now().toISOString());
  });

  it('keeps hostile input out of the headers and the HTML', async () => {
    await createEnquiry(t.app.domain, {
      ...fields,
      firstName: 'Eve\r\nBcc: victim@example.com',
      lastName: '<img src=x onerror=alert(1)>',
    });
    await t.app.mailer.runOnce();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['bookings@stays.test']);
    const mail = readMail(smtp.received[0]?.raw ?? '');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('keeps the enquiry pending with the reason while the server is down, and delivers it once when it is back', async () => {
    await smtp.stop();
    const enquiry = await createEnquiry(t.app.domain, fields);

    await t.app.mailer.runOnce();
    let stored = await reload(t, enquiry.id);
    expect(stored).toMatchObject({ mail_status: 'pending', mail_attempts: 1, mail_sent_at: null });
    expect(stored.mail_last_error).toMatch(/ECONNREFUSED/);
    expect(stored.message).toBe(fields.message);

    // not due again until the first backoff delay has passed
    await t.app.mailer.runOnce();
    expect((await reload(t, enquiry.id)).mail_attempts).toBe(1);

    clock.advance(retryDelaysMs[0] ?? 0);
    await t.app.mailer.runOnce();
    stored = await reload(t, enquiry.id);
    expect(stored).toMatchObject({ mail_status: 'pending', mail_attempts: 2 });
    expect(stored.mail_last_error).toMatch(/ECONNREFUSED/);

    await smtp.start();
    clock.advance((retryDelaysMs[1] ?? 0) - 1);
    await t.app.mailer.runOnce();
    expect(smtp.received).toHaveLength(0);

    clock.advance(1);
    await t.app.mailer.runOnce();
    const sentAt = clock.now().toISOString();
    clock.advance(3_600_000);
    await t.app.mailer.runOnce();

    expect(smtp.received).toHaveLength(1);
    expect(readMail(smtp.received[0]?.raw ?? '').text).toContain(fields.message);
    stored = await reload(t, enquiry.id);
    expect(stored).toMatchObject({
      mail_status: 'sent',
      mail_attempts: 3,
      mail_last_error: null,
      mail_sent_at: sentAt,
    });
  });

  it('marks the enquiry failed with the reason once the retries are used up', async () => {
    await smtp.stop();
    const enquiry = await createEnquiry(t.app.domain, fields);

    for (const delay of [0, ...retryDelaysMs, 86_400_000]) {
      clock.advance(delay);
      await t.app.mailer.runOnce();
    }

    const stored = await reload(t, enquiry.id);
    expect(stored.mail_status).toBe('failed');
    expect(stored.mail_attempts).toBe(retryDelaysMs.length + 1);
    expect(stored.mail_last_error).toMatch(/ECONNREFUSED/);
    expect(stored.mail_sent_at).toBeNull();
  });

  it('records the server’s rejection as the reason', async () => {
    smtp.rejectRecipient = 'Mailbox unavailable';
    const enquiry = await createEnquiry(t.app.domain, fields);

    await t.app.mailer.runOnce();

    const stored = await reload(t, enquiry.id);
    expect(stored).toMatchObject({ mail_status: 'pending', mail_attempts: 1 });
    expect(stored.mail_last_error).toMatch(/550.*Mailbox unavailable/);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each enquiry once when runs overlap, in one process or two sharing the database', async () => {
    smtp.dataDelayMs = 50;
    const otherProcess = new EnquiryMailer(t.app.domain, { logger: t.app.log });
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await createEnquiry(t.app.domain, { ...fields, phone: `phone-${i}` })).id);

    await Promise.all([
      t.app.mailer.runOnce(),
      t.app.mailer.runOnce(),
      otherProcess.runOnce(),
      t.app.mailer.runOnce(),
    ]);
    await otherProcess.stop();

    expect(smtp.received).toHaveLength(3);
    const phones = smtp.received.map((m) => /Phone: (phone-\d)/.exec(readMail(m.raw).text ?? '')?.[1]).sort();
    expect(phones).toEqual(['phone-0', 'phone-1', 'phone-2']);
    for (const id of ids) expect((await reload(t, id)).mail_status).toBe('sent');
  });

  it('once started, mails an enquiry posted through the API without being asked', async () => {
    t.app.mailer.start();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/enquiries', payload: fields });
    expect(res.statusCode).toBe(201);

    await waitFor(() => smtp.received.length === 1);
    const [enquiry] = await t.db.kysely.selectFrom('enquiries').select(['id']).execute();
    await waitFor(async () => (await reload(t, enquiry?.id ?? 0)).mail_status === 'sent');
  });

  it('sends what was left pending when it starts', async () => {
    const enquiry = await createEnquiry(t.app.domain, fields);
    t.app.mailer.start();
    await waitFor(async () => (await reload(t, enquiry.id)).mail_status === 'sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('waits on stop for a send in progress, so its outcome is recorded', async () => {
    smtp.dataDelayMs = 200;
    const enquiry = await createEnquiry(t.app.domain, fields);
    const run = t.app.mailer.runOnce();
    await waitFor(() => smtp.connections > 0);

    await t.app.mailer.stop();

    expect((await reload(t, enquiry.id)).mail_status).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    await run;
  });
});

describeEachEngine('enquiry mailer without SMTP_URL', (engine) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(engine, { env: { MAIL_TO: 'bookings@stays.test' } });
  });

  afterEach(async () => t.close());

  it('writes the message as an .eml file to the outbox folder and marks it sent', async () => {
    const enquiry = await createEnquiry(t.app.domain, fields);

    await t.app.mailer.runOnce();

    expect(t.config.outboxDir).toBe(path.join(t.dataDir, 'outbox'));
    const files = await fs.readdir(t.config.outboxDir);
    expect(files).toEqual([`enquiry-${enquiry.id}.eml`]);
    const mail = readMail(await fs.readFile(path.join(t.config.outboxDir, files[0] ?? ''), 'utf8'));
    expect(mail.headers.get('to')).toBe('bookings@stays.test');
    expect(mail.headers.get('reply-to')).toBe('Ann Lee <ann.lee@example.com>');
    expect(mail.text).toContain(fields.message);
    expect((await reload(t, enquiry.id)).mail_status).toBe('sent');
  });
});
