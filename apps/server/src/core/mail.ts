import { ResponseCode } from '@openfair/contract';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import type { Settings } from '../settings';
import { clock } from './clock';
import { AppError } from './errors';

export type OutgoingMessage = {
  channel: 'EMAIL' | 'SMS';
  /** normalised email or mobile */
  to: string;
  subject: string;
  text: string;
  /** the verification code the message carries, if any (kept in the outbox, never logged with SMTP) */
  code: string | null;
};

/** Sends mail and SMS; every message is also stored in outbox_messages and logged. */
export type Delivery = { send: (message: OutgoingMessage) => Promise<void> };

/**
 * An SMS gateway. `send` resolves true when the message really left (false: kept in the outbox only).
 * The default is the outbox: no SMS leaves the server until an operator plugs a provider in.
 */
export type SmsProvider = {
  name: string;
  send: (message: { to: string; text: string }) => Promise<boolean>;
};

export const outboxSmsProvider: SmsProvider = { name: 'outbox', send: async () => false };

/** What we need of a nodemailer transporter (tests hand in their own). */
export type MailTransport = {
  sendMail: (mail: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;
};

type Logger = {
  info: (obj: Record<string, unknown>, msg: string) => void;
  error: (obj: Record<string, unknown>, msg: string) => void;
};

/**
 * What the start-up log says about mail. Without SMTP_URL nothing is mailed: in development the codes
 * are shown in the log and the dev outbox; in production they are shown nowhere, and the operator is told.
 */
export function mailStatus(settings: Pick<Settings, 'smtpUrl' | 'nodeEnv'>): {
  level: 'info' | 'warn';
  message: string;
} {
  if (settings.smtpUrl) return { level: 'info', message: 'mail is sent through SMTP_URL' };
  if (settings.nodeEnv === 'production')
    return {
      level: 'warn',
      message:
        'mail is not configured (SMTP_URL): verification codes are not sent and are not logged; set SMTP_URL',
    };
  return { level: 'info', message: 'mail is not configured: codes are kept in the dev outbox and logged' };
}

/** The sender: the SMTP user when it is an address, else no-reply at the SMTP host. */
export function senderAddress(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  return user.includes('@') ? `OpenFair <${user}>` : `OpenFair <no-reply@${url.hostname}>`;
}

export function createDelivery(opts: {
  db: Db;
  settings: Pick<Settings, 'smtpUrl' | 'nodeEnv'>;
  logger: Logger;
  sms?: SmsProvider;
  mailTransport?: MailTransport;
}): Delivery {
  const { db, logger, settings } = opts;
  const sms = opts.sms ?? outboxSmsProvider;
  const smtp: MailTransport | null =
    opts.mailTransport ?? (settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null);
  const from = settings.smtpUrl ? senderAddress(settings.smtpUrl) : 'OpenFair <no-reply@localhost>';

  return {
    async send(message) {
      let delivered = false;
      let failed: unknown = null;
      try {
        if (message.channel === 'EMAIL' && smtp) {
          await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
          delivered = true;
        } else if (message.channel === 'SMS') {
          delivered = await sms.send({ to: message.to, text: message.text });
        }
      } catch (e) {
        failed = e;
      }
      await db.insert(outboxMessages).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        code: message.code,
        delivered,
        createdAt: clock.now(),
      });
      // The dev outbox logs the text (with its code) so a developer can read it. A server with SMTP or
      // in production is a real one, whose codes stay out of the logs (SMS kept in its outbox included).
      const showText = !delivered && !settings.smtpUrl && settings.nodeEnv !== 'production';
      const logged = showText
        ? { channel: message.channel, to: message.to, subject: message.subject, text: message.text }
        : { channel: message.channel, to: message.to };
      if (failed) {
        logger.error({ ...logged, err: String(failed) }, 'message delivery failed');
        throw new AppError(ResponseCode.InternalError, undefined, {
          cn: '消息发送失败，请稍后再试',
          en: 'The message could not be sent, please try again later',
        });
      }
      logger.info(logged, delivered ? 'message sent' : 'message kept in the dev outbox');
    },
  };
}
