import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { hours, minutes, seconds } from '#common/durations.ts';
import { type Enquiry, stayRequestKinds } from '#common/enquiry.ts';
import { createSmtpTransport } from '../../infra/smtp-transport.ts';
import type { DomainContext } from '../shared/context.ts';
import { BackgroundSender } from './background-sender.ts';
import { claimDueEnquiry, recordEnquiryAttemptFailed, recordEnquirySent } from './enquiries.ts';

/**
 * Waits between failed attempts: quick at first (a blip), then spread over about two days so a mail
 * server outage over a weekend night is ridden out. The enquiry is stored either way; after the last
 * one it is marked failed and staff see the reason in the back office.
 */
export const defaultRetryDelaysMs = [
  seconds(30),
  minutes(2),
  minutes(10),
  minutes(30),
  hours(1),
  hours(2),
  hours(4),
  hours(8),
  hours(12),
  hours(24),
];

export interface EnquiryMailerOptions {
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Delay after the 1st, 2nd, … failed attempt; once used up the enquiry is marked failed. */
  retryDelaysMs?: number[];
  /** How often due enquiries (retries, and those stored while no sender ran) are looked for. */
  pollIntervalMs?: number;
  /** Sends with this instead of SMTP_URL or the outbox (tests). */
  transport?: Transporter;
}

/**
 * Mails stored enquiries to MAIL_TO in the background, retrying with backoff, and records the
 * outcome on each enquiry. Without SMTP_URL each mail is written as an .eml file to the outbox folder
 * and logged instead, so a fresh install loses nothing and needs no mail server.
 *
 * One run at a time per process (a wake during a run queues one more run), and each enquiry is
 * claimed in the database before it is sent, so the same enquiry is never sent twice concurrently.
 */
export class EnquiryMailer extends BackgroundSender {
  private readonly retryDelaysMs: number[];

  constructor(
    private readonly ctx: DomainContext,
    options: EnquiryMailerOptions,
  ) {
    super(
      options.logger,
      options.pollIntervalMs ?? seconds(30),
      options.transport ?? createSmtpTransport(ctx.config.mail.smtpUrl),
      'enquiry mail',
    );
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  }

  /**
   * Only enquiries due when the run began are taken: one that fails is due again later than that, so
   * a run never hammers a dead server with every retry at once.
   */
  protected async sendDue(): Promise<void> {
    const dueBy = this.ctx.now();
    for (;;) {
      if (this.stopped) return;
      const enquiry = await claimDueEnquiry(this.ctx, dueBy);
      if (!enquiry) return;
      await this.deliver(enquiry);
    }
  }

  private async deliver(enquiry: Enquiry): Promise<void> {
    try {
      if (this.transport) await this.transport.sendMail(this.composeMail(enquiry));
      else await this.writeToOutbox(enquiry);
    } catch (error) {
      await this.recordFailure(enquiry, describeError(error));
      return;
    }
    await recordEnquirySent(this.ctx, enquiry.id);
    this.logger.info({ enquiryId: enquiry.id }, 'enquiry mailed');
  }

  private async recordFailure(enquiry: Enquiry, reason: string): Promise<void> {
    // mail_attempts counts the attempts before this one, so it indexes this failure's delay
    const retryInMs = this.retryDelaysMs[enquiry.mail_attempts];
    await recordEnquiryAttemptFailed(this.ctx, enquiry.id, reason, retryInMs);
    const attempt = enquiry.mail_attempts + 1;
    if (retryInMs === undefined) {
      this.logger.error(
        { enquiryId: enquiry.id, attempt, reason },
        'enquiry mail failed for good; staff see it in the back office',
      );
    } else {
      this.logger.warn(
        { enquiryId: enquiry.id, attempt, reason, retryInMs },
        'enquiry mail failed; will retry',
      );
    }
  }

  private composeMail(enquiry: Enquiry): SendMailOptions {
    const { mail, site } = this.ctx.config;
    const sender = `${enquiry.firstName} ${enquiry.lastName}`;
    return {
      from: { name: `${site.name} website`, address: mail.from },
      to: mail.to,
      replyTo: { name: oneLine(sender), address: enquiry.email },
      subject: oneLine(
        enquiry.kind === 'contact'
          ? `Website enquiry from ${sender}`
          : `${stayRequestKinds[enquiry.kind]} request from ${sender.trim()}`,
      ),
      text: composeText(enquiry),
      html: composeHtml(enquiry, site.name),
    };
  }

  /** Builds the same message as SMTP would send and keeps it as an .eml file any mail program opens. */
  private async writeToOutbox(enquiry: Enquiry): Promise<void> {
    const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await builder.sendMail(this.composeMail(enquiry));
    const dir = this.ctx.config.outboxDir;
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `enquiry-${enquiry.id}.eml`);
    // write then rename, so the outbox never holds a half-written message
    const partial = `${file}.partial`;
    await fs.writeFile(partial, info.message as Buffer);
    await fs.rename(partial, file);
    this.logger.info(
      { enquiryId: enquiry.id, file, replyTo: enquiry.email, text: composeText(enquiry) },
      'enquiry written to the outbox (SMTP_URL is not set)',
    );
  }
}

/** Header values must stay on one line; a name with line breaks must not add headers. */
function oneLine(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}

function composeText(enquiry: Enquiry): string {
  return [
    `Name: ${enquiry.firstName} ${enquiry.lastName}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Received: ${enquiry.created_at}`,
    `Enquiry #${enquiry.id}`,
    '',
    enquiry.message,
    '',
  ].join('\n');
}

function composeHtml(enquiry: Enquiry, siteName: string): string {
  const row = (label: string, value: string) =>
    `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`;
  return [
    `<p>A new enquiry arrived through the ${escapeHtml(siteName)} website.</p>`,
    '<table cellpadding="4">',
    row('Name', `${enquiry.firstName} ${enquiry.lastName}`),
    row('Email', enquiry.email),
    row('Phone', enquiry.phone),
    row('Received', enquiry.created_at),
    row('Enquiry', `#${enquiry.id}`),
    '</table>',
    `<p style="white-space: pre-wrap">${escapeHtml(enquiry.message)}</p>`,
  ].join('\n');
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => htmlEntities[ch] ?? ch);
}

/** A reason staff can act on, e.g. "ECONNECTION: connect ECONNREFUSED 127.0.0.1:2525". */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${code}: ${error.message}`
    : error.message;
}
