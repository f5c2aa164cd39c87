import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema/index.js';
import { insertOutboxMail } from './queries.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps the mail in the database (dev mailbox). */
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP when `SMTP_URL` is set; otherwise stores every mail in the `outbox` table, where
 * the dev mailbox (/dev/mailbox) and the tests read it.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return {
    transport: 'outbox',
    async send(mail) {
      await insertOutboxMail(db, mail, now().toISOString());
    },
  };
}
