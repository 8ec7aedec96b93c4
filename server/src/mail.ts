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
 * Mail through `smtpUrl` (a nodemailer transport URL). Without one, each mail is written to the server log:
 * the documented development fallback, the only place where a 2FA code may appear in a log.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      send: async ({ to, subject, text }) => {
        log.info(`${messages.mail.loggedInsteadOfSent(to, subject)}\n${text}`);
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
