// A local SMTP server that keeps the mails it receives, with a small HTTP inbox for the tests:
// GET /messages?to=ADDRESS answers the mails to that address, newest last.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { ports } from './ports';

interface Mail {
  to: string[];
  body: string;
  receivedAt: number;
}
const mails: Mail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      mails.push({ to, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() });
      callback();
    });
  },
});
smtp.listen(ports.smtp, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = mails.filter((m) => !to || m.to.includes(to));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(found));
}).listen(ports.inbox, '127.0.0.1');
