import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { hours, minutes } from '#common/durations.ts';
import type { MessageKind } from '#common/guest-messages.ts';
import { createSmtpTransport } from '../../infra/smtp-transport.ts';
import { sendDueNotices } from '../housekeeping/task-notices.ts';
import type { DomainContext } from '../shared/context.ts';
import { BackgroundSender } from './background-sender.ts';
import { describeError } from './enquiry-mailer.ts';
import { composeStayMessage } from './guest-message-compose.ts';
import {
  claimDueMessage,
  type MessageRow,
  planAllMessages,
  planStayMessages,
  recordMessageCancelled,
  recordMessageFailed,
  recordMessageSent,
} from './guest-messages.ts';

/**
 * The wait after the n-th failed attempt (n from 1): one minute, doubling, at most an hour (issue 25).
 * Undefined once the message has been due for a day: it is then `failed` and staff see why.
 */
export function retryDelayMs(attempt: number, dueForMs: number): number | undefined {
  if (dueForMs >= hours(24)) return undefined;
  return Math.min(minutes(1) * 2 ** (attempt - 1), hours(1));
}

export interface GuestMailerOptions {
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often due messages are looked for. */
  pollIntervalMs?: number;
  /** Sends with this instead of SMTP_URL or the outbox (a second node in tests shares one). */
  transport?: Transporter;
  /** Who claims (a node); hostname and process id by default. */
  worker?: string;
  /** How long a claim holds: longer than an SMTP attempt may take (its timeouts add up to under a minute). */
  leaseMs?: number;
}

/**
 * Sends the guest messages that are due (issue 25, ADR 0032), in the background, on every node: each
 * message is claimed in the database first, so exactly one node sends it. Without SMTP_URL each mail is
 * written as an .eml file to $DATA_DIR/outbox and marked sent, as the enquiry mails are.
 *
 * One run at a time per process (a wake during a run queues one more run). A run that fails (the database
 * is down) is logged and the next poll tries again: nothing is lost, since the outbox is the database.
 */
export class GuestMailer extends BackgroundSender {
  private readonly worker: string;
  private readonly leaseMs: number;

  constructor(
    private readonly ctx: DomainContext,
    options: GuestMailerOptions,
  ) {
    super(
      options.logger,
      options.pollIntervalMs ?? 30_000,
      options.transport ?? createSmtpTransport(ctx.config.mail.smtpUrl),
      'guest mail',
    );
    this.worker = (options.worker ?? `${os.hostname()}:${process.pid}`).slice(0, 64);
    this.leaseMs = options.leaseMs ?? minutes(5);
  }

  /** Set by start(): the first run replans every stay before sending (until it has succeeded once). */
  private reconcilePending = false;

  /** Starts sending, after bringing the outbox in line with the stays once (see sendDue). */
  override start(): void {
    this.reconcilePending = true;
    super.start();
  }

  /**
   * Only messages due when the run began: one that fails is due later, so a run never spins on it. The
   * first run after start() replans every stay first: rows that an older version or a crash left out of
   * line with their stay (missing, or still scheduled for a revoked stay) are put right before anything goes.
   */
  protected async sendDue(): Promise<void> {
    if (this.reconcilePending) {
      await planAllMessages(this.ctx);
      this.reconcilePending = false;
    }
    const dueBy = this.ctx.now();
    for (;;) {
      if (this.stopped) return;
      const message = await claimDueMessage(this.ctx, this.worker, dueBy, this.leaseMs);
      if (!message) break;
      await this.deliver(message);
    }
    if (this.stopped) return;
    // the housekeepers' assignment mails share this outbox's sender (task-notices.ts)
    await sendDueNotices(
      this.ctx,
      this.worker,
      async (mail, notice) => {
        if (this.transport) await this.transport.sendMail(mail);
        else await this.writeMailToOutbox(`task-${notice.id}`, mail);
      },
      (notice, error) =>
        this.logger.warn(
          { noticeId: notice.id, reason: describeError(error) },
          'task assignment mail failed; will retry',
        ),
      this.leaseMs,
    );
  }

  private async deliver(message: MessageRow): Promise<void> {
    if (!(await this.stillWanted(message))) return;
    let subject = '';
    try {
      const composed = await composeStayMessage(this.ctx, message.stay_id, message.kind as MessageKind);
      subject = composed.subject;
      const mail: SendMailOptions = {
        from: { name: this.ctx.config.site.name, address: this.ctx.config.mail.from },
        to: message.to_address,
        replyTo: composed.replyTo,
        subject: composed.subject,
        text: composed.text,
        html: composed.html,
      };
      if (this.transport) await this.transport.sendMail(mail);
      else await this.writeToOutbox(message, mail);
    } catch (error) {
      const attempt = message.attempts + 1;
      const dueForMs = this.ctx.now().getTime() - Date.parse(message.send_at);
      const retryInMs = retryDelayMs(attempt, dueForMs);
      const reason = describeError(error);
      await recordMessageFailed(this.ctx, message, this.worker, reason, retryInMs);
      this.logger.warn(
        { messageId: message.id, kind: message.kind, attempt, reason, retryInMs },
        retryInMs === undefined ? 'guest mail failed for good' : 'guest mail failed; will retry',
      );
      return;
    }
    await recordMessageSent(this.ctx, message, this.worker, subject);
    this.logger.info({ messageId: message.id, kind: message.kind }, 'guest mail sent');
  }

  /**
   * Whether the claimed message may go: its stay is not revoked and still has the address it is for. If
   * not, it is cancelled instead, and the stay replanned (a new address gets the message, a revoked stay
   * nothing). Planning runs in the same transaction as every stay write, so this is the last guard, for
   * rows that an older version or a change made while the message was claimed left behind. A kind switched
   * off is not checked here: planning cancels it with the switch, and a row of it still scheduled is one
   * staff asked for with "Send now", which overrides the switch.
   */
  private async stillWanted(message: MessageRow): Promise<boolean> {
    const stay = await this.ctx.db
      .selectFrom('stays')
      .select(['revoked_at', 'guest_email'])
      .where('id', '=', message.stay_id)
      .executeTakeFirst();
    if (stay && !stay.revoked_at && stay.guest_email === message.to_address) return true;
    await recordMessageCancelled(this.ctx, message, this.worker);
    this.logger.info(
      { messageId: message.id, kind: message.kind },
      stay?.revoked_at
        ? 'guest mail cancelled: the stay is revoked'
        : 'guest mail cancelled: the address changed',
    );
    if (stay) await planStayMessages(this.ctx, message.stay_id);
    return false;
  }

  /** The same message as SMTP would send, kept as an .eml file (written then renamed: never half a file). */
  private async writeToOutbox(message: MessageRow, mail: SendMailOptions): Promise<void> {
    const file = await this.writeMailToOutbox(
      `guest-${message.id}-${message.kind}-${message.attempts + 1}`,
      mail,
    );
    this.logger.info(
      { messageId: message.id, file },
      'guest mail written to the outbox (SMTP_URL is not set)',
    );
  }

  /** Writes `mail` as `<name>.eml` in the outbox folder, whole or not at all; its path. */
  private async writeMailToOutbox(name: string, mail: SendMailOptions): Promise<string> {
    const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await builder.sendMail(mail);
    const dir = this.ctx.config.outboxDir;
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${name}.eml`);
    await fs.writeFile(`${file}.partial`, info.message as Buffer);
    await fs.rename(`${file}.partial`, file);
    return file;
  }
}
