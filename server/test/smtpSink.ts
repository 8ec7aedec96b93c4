import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string[];
  raw: string;
}

/** A local SMTP server on a free port that keeps what it receives. */
export async function startSmtpSink() {
  const mails: SinkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The 6-digit code of the newest mail to `to`. */
    lastCode(to: string): string {
      const mail = mails.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
      // Only the body: headers (Message-ID, Date, boundaries) hold digit runs of their own.
      const body = mail?.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      const code = body?.match(/Werkbank is: (\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
