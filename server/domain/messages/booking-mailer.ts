import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { minutes, seconds } from '#common/durations.ts';
import { createSmtpTransport } from '../../infra/smtp-transport.ts';
import type { DomainContext } from '../shared/context.ts';
import { BackgroundSender } from './background-sender.ts';
import {
  type BookingMailRow,
  claimDueBookingMail,
  recordBookingMailFailed,
  recordBookingMailSent,
} from './booking-mails.ts';
import { defaultRetryDelaysMs, describeError } from './enquiry-mailer.ts';

export interface BookingMailerOptions {
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollIntervalMs?: number;
  /** Sends with this instead of SMTP_URL or the outbox folder (tests). */
  transport?: Transporter;
}

/**
 * Sends the booking emails (issue 41) in the background on every node, each claimed in the database
 * first, retried with the enquiry mails' backoff; without SMTP_URL each is written to the outbox folder.
 */
export class BookingMailer extends BackgroundSender {
  constructor(
    private readonly ctx: DomainContext,
    options: BookingMailerOptions,
  ) {
    super(
      options.logger,
      options.pollIntervalMs ?? seconds(30),
      options.transport ?? createSmtpTransport(ctx.config.mail.smtpUrl),
      'booking mail',
    );
  }

  protected async sendDue(): Promise<void> {
    const dueBy = this.ctx.now();
    for (;;) {
      if (this.stopped) return;
      const mail = await claimDueBookingMail(this.ctx, dueBy, minutes(5));
      if (!mail) return;
      await this.deliver(mail);
    }
  }

  private async deliver(mail: BookingMailRow): Promise<void> {
    const message: SendMailOptions = {
      from: { name: this.ctx.config.site.name, address: this.ctx.config.mail.from },
      to: mail.to_address,
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      subject: mail.subject.replace(/\p{Cc}+/gu, ' '),
      text: mail.body,
    };
    try {
      if (this.transport) await this.transport.sendMail(message);
      else await this.writeToOutbox(mail, message);
    } catch (error) {
      const retryInMs = defaultRetryDelaysMs[mail.attempts];
      const reason = describeError(error);
      await recordBookingMailFailed(this.ctx, mail, reason, retryInMs);
      this.logger.warn({ bookingMailId: mail.id, kind: mail.kind, reason, retryInMs }, 'booking mail failed');
      return;
    }
    await recordBookingMailSent(this.ctx, mail.id);
    this.logger.info({ bookingMailId: mail.id, kind: mail.kind }, 'booking mail sent');
  }

  private async writeToOutbox(mail: BookingMailRow, message: SendMailOptions): Promise<void> {
    const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await builder.sendMail(message);
    const dir = this.ctx.config.outboxDir;
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `booking-${mail.id}-${mail.kind}.eml`);
    await fs.writeFile(`${file}.partial`, info.message as Buffer);
    await fs.rename(`${file}.partial`, file);
    this.logger.info(
      { bookingMailId: mail.id, file },
      'booking mail written to the outbox (SMTP_URL is not set)',
    );
  }
}
