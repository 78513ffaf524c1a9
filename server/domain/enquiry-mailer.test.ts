import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Enquiry, EnquiryFields } from '#common/enquiry.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { createEnquiry, findEnquiry } from './enquiries.ts';
import { EnquiryMailer } from './enquiry-mailer.ts';

/** A message as the test SMTP server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that records what it is sent; it can go down and come back. */
class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  connections = 0;
  port = 0;
  /** Answer to RCPT TO when set, e.g. a 550 rejection. */
  rejectRecipient: string | undefined;
  /** Milliseconds to hold each message before accepting it. */
  dataDelayMs = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 1000,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onRcptTo: (_address, _session, callback) => {
        if (!this.rejectRecipient) return callback();
        const error = Object.assign(new Error(this.rejectRecipient), { responseCode: 550 });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          setTimeout(() => {
            const envelope = session.envelope;
            const mailFrom = envelope.mailFrom as SMTPServerAddress | false;
            this.received.push({
              from: mailFrom ? mailFrom.address : '',
              to: envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          }, this.dataDelayMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.on('error', reject);
      const listener = server.listen(this.port, '127.0.0.1', () => resolve());
      listener.on('listening', () => {
        this.port = (listener.address() as AddressInfo).port;
      });
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** The headers and decoded text and HTML parts of a raw message (enough MIME for nodemailer's output). */
function readMail(raw: string) {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const partOf = (type: string) => {
    const part = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith(type));
    return part ? decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit') : undefined;
  };
  return { headers, text: partOf('text/plain'), html: partOf('text/html') };
}

function splitHeaders(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(end + 4) };
}

/** The body in its transfer encoding, decoded, with the line breaks as the sender wrote them. */
function decodeBody(body: string, encoding: string): string {
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

const fields: EnquiryFields = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '+1 250-555-0100',
  message: 'Is the chalet free from 3 to 10 March?\nWe are 4 adults & 2 kids <no pets>.',
};

/** A clock the test moves by hand, so backoff times are exact and no test sleeps through a delay. */
function manualClock(start = '2025-02-01T10:00:00.000Z') {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

async function reload(t: TestApp, id: number): Promise<Enquiry> {
  const enquiry = await findEnquiry(t.app.domain, id);
  if (!enquiry) throw new Error(`enquiry ${id} is gone`);
  return enquiry;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
