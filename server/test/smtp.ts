import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message as the test SMTP server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that records what it is sent; it can go down and come back. */
export class TestSmtpServer {
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
export function readMail(raw: string) {
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

/** A clock the test moves by hand, so backoff times are exact and no test sleeps through a delay. */
export function manualClock(start = '2025-02-01T10:00:00.000Z') {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
