import nodemailer, { type Transporter } from 'nodemailer';
import { seconds } from '#common/durations.ts';

/** Timeouts short enough that a dead mail server fails an attempt quickly instead of hanging the sender. */
const smtpTimeouts = {
  connectionTimeout: seconds(10),
  greetingTimeout: seconds(10),
  socketTimeout: seconds(30),
};

/**
 * The SMTP connection every mailer sends through (SMTP_URL), or undefined without one: the mailers then write
 * each mail to the outbox folder instead.
 */
export function createSmtpTransport(smtpUrl: string | undefined): Transporter | undefined {
  if (!smtpUrl) return undefined;
  return nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
}
