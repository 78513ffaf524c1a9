import fs from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import nodemailer from 'nodemailer';
import { seconds } from '#common/durations.ts';
import { stayRequestKinds } from '#common/enquiry.ts';
import { frenchCatalogue } from '#common/i18n/french/index.ts';
import { msg } from '#common/i18n/message.ts';
import { registerFrenchCatalogue, translate } from '#common/i18n/translate.ts';
import { type RequestStatus, requestStatusLabels } from '#common/request-threads.ts';
import { createSmtpTransport } from '../../infra/smtp-transport.ts';
import { stayLink } from '../access/stay-link.ts';
import { firstName } from '../access/welcome-access.ts';
import { readSiteSettings } from '../content/site-content.ts';
import { settingsDefaults } from '../content/site-content-seed.ts';
import type { DomainContext } from '../shared/context.ts';
import { stayLanguageOf } from '../stays/stays.ts';
import { BackgroundSender } from './background-sender.ts';
import type { EnquiryMailerOptions } from './enquiry-mailer.ts';
import { defaultRetryDelaysMs, describeError, escapeHtml } from './enquiry-mailer.ts';
import { oneLine } from './guest-message-compose.ts';
import { claimDueReply, type DueReply, recordReplyFailed, recordReplySent } from './request-threads.ts';

// the mails' fixed words in French: the mailer may write before any page registers the catalogue
registerFrenchCatalogue(frenchCatalogue);

/**
 * Mails staff's answers to guest requests (issue 43) in the background, in the stay's language: each reply
 * is claimed in the database before it is sent, so it goes once, and retried with the enquiries' backoff.
 * Without SMTP_URL each mail is written to the outbox folder, as the other mails are.
 */
export class RequestReplyMailer extends BackgroundSender {
  private readonly retryDelaysMs: number[];

  constructor(
    private readonly ctx: DomainContext,
    options: EnquiryMailerOptions,
  ) {
    super(
      options.logger,
      options.pollIntervalMs ?? seconds(30),
      options.transport ?? createSmtpTransport(ctx.config.mail.smtpUrl),
      'request reply mail',
    );
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  }

  protected async sendDue(): Promise<void> {
    const dueBy = this.ctx.now();
    for (;;) {
      if (this.stopped) return;
      const reply = await claimDueReply(this.ctx, dueBy);
      if (!reply) return;
      await this.deliver(reply);
    }
  }

  private async deliver(reply: DueReply): Promise<void> {
    try {
      const mail = await this.compose(reply);
      if (this.transport) await this.transport.sendMail(mail);
      else await this.writeToOutbox(reply, mail);
    } catch (error) {
      const reason = describeError(error);
      const retryInMs = this.retryDelaysMs[reply.attempts];
      await recordReplyFailed(this.ctx, reply.id, reason, retryInMs);
      this.logger.warn({ replyId: reply.id, reason, retryInMs }, 'request reply mail failed');
      return;
    }
    await recordReplySent(this.ctx, reply.id);
    this.logger.info({ replyId: reply.id }, 'request reply mailed');
  }

  private async compose(reply: DueReply): Promise<SendMailOptions> {
    const request = await this.ctx.db
      .selectFrom('enquiries')
      .innerJoin('stays', 'stays.id', 'enquiries.stay_id')
      .innerJoin('properties', 'properties.id', 'stays.property_id')
      .select([
        'enquiries.kind',
        'enquiries.request_status',
        'stays.guest_name',
        'stays.language',
        'stays.property_id',
        'stays.link_nonce',
        'properties.name as property_name',
      ])
      .where('enquiries.id', '=', reply.enquiryId)
      .executeTakeFirstOrThrow();
    const lang = stayLanguageOf(request);
    const kind = translate(lang, stayRequestKinds[request.kind as keyof typeof stayRequestKinds]);
    const status = translate(lang, requestStatusLabels[(request.request_status ?? 'open') as RequestStatus]);
    const [settings, link] = await Promise.all([
      readSiteSettings(this.ctx, settingsDefaults(this.ctx.config)),
      stayLink(this.ctx, request.property_id, request.link_nonce),
    ]);
    const hello = translate(lang, msg('Hello {name},'), { name: firstName(request.guest_name) });
    const about = translate(lang, msg('About your request ({kind}) for {home}: {status}.'), {
      kind,
      home: request.property_name,
      status,
    });
    const guide = translate(lang, msg('Your requests and our answers are in your guide: {link}'), { link });
    const text = [hello, '', about, '', reply.text, '', guide, ''].join('\n');
    const html = [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(about)}</p>`,
      `<p style="white-space: pre-wrap">${escapeHtml(reply.text)}</p>`,
      `<p>${escapeHtml(translate(lang, msg('Your requests and our answers are in your guide:')))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join('\n');
    return {
      from: { name: this.ctx.config.site.name, address: this.ctx.config.mail.from },
      to: reply.to,
      replyTo: settings.email,
      subject: oneLine(
        translate(lang, msg('{kind}: {status} ({home})'), { kind, status, home: request.property_name }),
      ),
      text,
      html,
    };
  }

  private async writeToOutbox(reply: DueReply, mail: SendMailOptions): Promise<void> {
    const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await builder.sendMail(mail);
    const dir = this.ctx.config.outboxDir;
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `request-reply-${reply.id}.eml`);
    await fs.writeFile(`${file}.partial`, info.message as Buffer);
    await fs.rename(`${file}.partial`, file);
    this.logger.info(
      { replyId: reply.id, file },
      'request reply written to the outbox (SMTP_URL is not set)',
    );
  }
}
