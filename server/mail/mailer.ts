import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Sends (or writes to the outbox); resolves with where the message went. */
  send: (message: MailMessage) => Promise<{ via: 'smtp' | 'outbox'; id: string; file?: string }>;
  /** Sends without making the caller wait; failures are logged. */
  sendInBackground: (message: MailMessage) => void;
  readonly outboxDir: string | null;
};

/**
 * nodemailer over SMTP_URL; without it every message is written as an .eml file to
 * DATA_DIR/outbox, so nothing is silently dropped on a machine without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const outboxDir = options.smtpUrl ? null : path.resolve(options.dataDir, 'outbox');
  // nodemailer is loaded by the first message, not at start: about 13 MB of the process's
  // memory that a shop sending no mail since its start does not need (decision 0033).
  let transports: Promise<{ smtp: Transporter | null; writer: Transporter }> | undefined;
  const load = () => {
    transports ??= import('nodemailer').then(({ default: nodemailer }) => ({
      smtp: options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null,
      writer: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    }));
    return transports;
  };

  async function send(message: MailMessage) {
    const mail = { from: options.from, ...message };
    const { smtp, writer } = await load();
    if (smtp) {
      const info = await smtp.sendMail(mail);
      return { via: 'smtp' as const, id: String(info.messageId) };
    }
    const info = await writer.sendMail(mail);
    const dir = outboxDir!;
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    return { via: 'outbox' as const, id: String(info.messageId), file };
  }

  return {
    send,
    sendInBackground(message) {
      send(message).then(
        (r) => options.logger.info({ via: r.via, subject: message.subject }, 'mail sent'),
        (error: unknown) => options.logger.error({ err: error, subject: message.subject }, 'mail not sent'),
      );
    },
    outboxDir,
  };
}
