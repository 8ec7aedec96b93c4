import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';
import { messages } from './messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends the message; rejects when the mail server does not accept it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through `smtpUrl` (a nodemailer transport URL). Without one, each mail is written to `outboxDir` as
 * one `.eml` file (RFC 822, mode 0600, the folder 0700) and the log says only that and where: a generated
 * password or a 2FA code never reaches the log.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
  outboxDir: string;
}): Mailer {
  const { smtpUrl, from, log, outboxDir } = options;
  if (!smtpUrl) {
    const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      send: async ({ to, subject, text }) => {
        const info = await render.sendMail({ from, to, subject, text });
        await mkdir(outboxDir, { recursive: true, mode: 0o700 });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(outboxDir, `${stamp}-${randomUUID()}.eml`);
        await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
        log.info(messages.mail.writtenToOutbox(file));
      },
      close: () => render.close(),
    };
  }
  // Bounded waits, so one delivery attempt ends well within the mail job's 120 s (then the queue retries it).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
