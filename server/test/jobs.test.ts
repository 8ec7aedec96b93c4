// Background work: mails through the job queue (retried when the mail server refuses, delivered
// exactly once, dropped when no longer wanted, a new password applied only on delivery), maintenance pruning,
// and the pieces under them (sealed bodies, pg-boss's schema script).
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/api/schemas/common';
import { ConfigError, loadConfig } from '../src/config';
import { deliverMail } from '../src/jobs/mail';
import { runMaintenance } from '../src/jobs/maintenance';
import { splitStatements } from '../src/jobs/queueSchema';
import { seal, unseal } from '../src/jobs/sealed';
import type { MailMessage, Mailer } from '../src/mail';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

/** An SMTP server that refuses every mail (451, try later) while `refusing`, and keeps what it accepts. */
async function startFlakySmtp() {
  const state = { refusing: true, refused: 0, mails: [] as { to: string[]; raw: string }[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          state.refused++;
          return callback(Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: 451 }));
        }
        state.mails.push({
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
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (polling every 50 ms), failing after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A mailer that keeps what it sends and fails while `failing`. */
function captureMailer() {
  const mailer: Mailer & { sent: MailMessage[]; failing: boolean } = {
    sent: [],
    failing: false,
    async send(message) {
      if (mailer.failing) throw new Error('Mailserver weigert (test)');
      mailer.sent.push(message);
    },
    close() {},
  };
  return mailer;
}

const outboxRows = (t: TestApp, userId: number) =>
  t.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe.each(backends)('mail through the job queue (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFlakySmtp();
    t = await createTestApp(backend, {
      TWO_FACTOR: 'email',
      SMTP_URL: smtp.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      WORKER_POLL_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('retries a 2FA mail the mail server refused and delivers it exactly once', async () => {
    const user = await t.createUser();
    smtp.state.refusing = true;
    const res = await t.post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(503);
    expect(errorBody.parse(await res.json()).detail).toContain('Failed to send');
    expect(smtp.state.refused).toBe(1);
    const [queued] = await outboxRows(t, user.id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, kind: 'two_factor_code' });
    expect(queued!.last_error).toContain('Tijdelijk niet beschikbaar');
    // The body waits sealed: neither the code nor the text is readable in the table or in the job.
    expect(queued!.sealed_body).toMatch(/^v1\./);
    expect(queued!.sealed_body).not.toContain('Werkbank');
    const { rows: jobs } = await sql<{ data: unknown; state: string }>`
      select data, state from pgboss.job where name = 'mail'`.execute(t.db);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toEqual({
      outbox_id: queued!.id,
      kind: 'two_factor_code',
      username: user.username,
    });

    smtp.state.refusing = false;
    await until(() => smtp.state.mails.length === 1);
    const mail = smtp.state.mails[0]!;
    expect(mail.to).toEqual([user.email.toLowerCase()]);
    const code = /Werkbank is: (\d{6})\b/.exec(
      mail.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )![1]!;
    await until(async () => (await outboxRows(t, user.id))[0]!.status === 'sent');
    const [sent] = await outboxRows(t, user.id);
    expect(sent).toMatchObject({ status: 'sent', sealed_body: null, claimed_until: null });
    expect(sent!.attempts).toBe(smtp.state.refused + 1);
    await until(async () => {
      const { rows } = await sql<{ state: string }>`select state from pgboss.job where name = 'mail'`.execute(
        t.db,
      );
      return rows[0]?.state === 'completed';
    });

    // The mailed code signs in. A duplicated job (or a retry racing the first) finds the mail sent: no second mail.
    const ok = await t.post('/api/login', { username: user.username, password: user.password, code });
    expect(ok.status).toBe(200);
    await deliverMail(t.deps, sent!.id, false);
    await t.deps.jobs.enqueue(t.db, 'mail', { outbox_id: sent!.id, kind: 'two_factor_code', username: null });
    t.deps.jobs.wake();
    await until(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pgboss.job where name = 'mail' and state <> 'completed'`.execute(
        t.db,
      );
      return rows[0]!.waiting === 0;
    });
    expect(smtp.state.mails).toHaveLength(1);
  });

  it('answers 202 once the code is delivered, and records the attempt', async () => {
    const user = await t.createUser();
    const before = smtp.state.mails.length;
    const res = await t.post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(202);
    expect(smtp.state.mails).toHaveLength(before + 1);
    expect((await outboxRows(t, user.id)).map((row) => [row.status, row.attempts])).toEqual([['sent', 1]]);
  });
});

describe.each(backends)('mails that are no longer wanted (%s)', (backend) => {
  it('drops a 2FA mail whose code was replaced, and sends only the newest', async () => {
    const mailer = captureMailer();
    // No worker online: the requests queue their mails and answer 202 at once, without waiting
    // MAIL_WAIT_SECONDS (5) for a delivery nobody will try soon.
    const t = await createTestApp(backend, { TWO_FACTOR: 'email', WORKERS: '0' }, { mailer });
    try {
      const user = await t.createUser();
      for (let i = 0; i < 2; i++) {
        const started = Date.now();
        const res = await t.post('/api/login', { username: user.username, password: user.password });
        expect(res.status).toBe(202);
        expect(Date.now() - started).toBeLessThan(4000);
      }
      const rows = await outboxRows(t, user.id);
      expect(rows.map((row) => row.status)).toEqual(['dropped', 'pending']);
      expect(rows[0]!.sealed_body).toBeNull();
      expect(await t.deps.jobs.queueLength(t.db)).toBe(2);

      // The first job finds its mail dropped; the second delivers; the first code was never mailed.
      for (const row of rows) await deliverMail(t.deps, row.id, false);
      expect(mailer.sent).toHaveLength(1);
      expect((await outboxRows(t, user.id)).map((row) => row.status)).toEqual(['dropped', 'sent']);

      // A code that expired before its mail went out is not mailed either.
      await t.post('/api/login', { username: user.username, password: user.password });
      await t.db
        .updateTable('two_factor_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const latest = (await outboxRows(t, user.id)).at(-1)!;
      await deliverMail(t.deps, latest.id, false);
      expect(mailer.sent).toHaveLength(1);
      expect((await outboxRows(t, user.id)).at(-1)).toMatchObject({
        status: 'dropped',
        last_error: messages.jobs.codeExpired,
      });
    } finally {
      await t.close();
    }
  });

  it('applies a new password only when its mail is delivered, after retries', async () => {
    const mailer = captureMailer();
    const t = await createTestApp(
      backend,
      { MAIL_RETRY_DELAY_SECONDS: '1', WORKER_POLL_SECONDS: '0.5' },
      { mailer },
    );
    try {
      const admin = await t.createUser({ is_admin: true });
      const token = (await t.login(admin)).access_token;
      const target = await t.createUser();
      const session = await t.login(target);
      mailer.failing = true;
      const res = await t.post(`/api/admin/users/${target.id}/generate-password`, undefined, token);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ detail: messages.users.passwordMailFailed });
      // Not delivered: the old password and the old session still work.
      await t.login(target);
      const [pending] = await outboxRows(t, target.id);
      expect(pending).toMatchObject({ status: 'pending', kind: 'new_password', attempts: 1 });
      expect(pending!.password_hash).toMatch(/^\$argon2id\$/);

      mailer.failing = false;
      await until(async () => (await outboxRows(t, target.id))[0]!.status === 'sent');
      expect(mailer.sent).toHaveLength(1);
      const password = mailer.sent[0]!.text.split('\n')[4]!;
      expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
      expect(
        (await t.post('/api/login', { username: target.username, password: target.password })).status,
      ).toBe(401);
      await t.login({ username: target.username, password });
      expect((await t.post('/api/refresh', undefined, session.refresh_token)).status).toBe(401);
      const [sent] = await outboxRows(t, target.id);
      expect(sent).toMatchObject({ attempts: 2, password_hash: null, sealed_body: null });
    } finally {
      await t.close();
    }
  });
});

describe.each(backends)('maintenance (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // A cron that does not fire during the test (once a year), so only the test runs maintenance.
    t = await createTestApp(backend, {
      LOGIN_ATTEMPT_RETENTION_DAYS: '30',
      MAINTENANCE_CRON: '0 0 1 1 *',
      RETENTION_CRON: '15 3 * * 0',
      BUDGET_CHECK_CRON: '0 6 * * *',
    });
  });
  afterAll(() => t?.close());

  const DAY = 24 * 3600 * 1000;
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('removes expired tokens and codes, old attempts, finished mails and silent workers, idempotently', async () => {
    const user = await t.createUser();
    const session = crypto.randomUUID();
    await t.db
      .insertInto('sessions')
      .values([
        { id: session, user_id: user.id, expires_at: new Date(Date.now() + DAY) },
        // Ended 31 days ago: removed; ended yesterday: kept (the list shows it).
        {
          id: crypto.randomUUID(),
          user_id: user.id,
          created_at: ago(32 * DAY),
          last_used_at: ago(31 * DAY),
          expires_at: ago(31 * DAY),
          ended_at: ago(31 * DAY),
          end_reason: 'sign_out',
        },
        {
          id: crypto.randomUUID(),
          user_id: user.id,
          expires_at: ago(DAY),
          ended_at: ago(DAY),
          end_reason: 'idle',
        },
      ])
      .execute();
    await t.db
      .insertInto('refresh_tokens')
      .values(
        [ago(2 * DAY), ago(1000), new Date(Date.now() + DAY)].map((expires_at, i) => ({
          user_id: user.id,
          family_id: session,
          token_hash: `onderhoud-${i}-${crypto.randomUUID()}`,
          expires_at,
        })),
      )
      .execute();
    await t.db
      .insertInto('two_factor_codes')
      .values(
        [ago(2 * 3600 * 1000), ago(1000)].map((expires_at) => ({
          user_id: user.id,
          code_hash: 'x',
          expires_at,
        })),
      )
      .execute();
    await t.db
      .insertInto('login_attempts')
      .values([
        {
          attempted_at: ago(31 * DAY),
          email: 'oud@onderhoud.example',
          success: false,
          attempt_type: 'password_login',
        },
        {
          attempted_at: ago(29 * DAY),
          email: 'recent@onderhoud.example',
          success: true,
          attempt_type: 'password_login',
        },
      ])
      .execute();
    await t.db
      .insertInto('mail_outbox')
      .values([
        {
          kind: 'new_password',
          recipient: 'a@x.example',
          subject: 's',
          status: 'sent',
          finished_at: ago(31 * DAY),
        },
        {
          kind: 'new_password',
          recipient: 'b@x.example',
          subject: 's',
          status: 'sent',
          finished_at: ago(1 * DAY),
        },
        {
          kind: 'new_password',
          recipient: 'c@x.example',
          subject: 's',
          sealed_body: 'v1.x',
          created_at: ago(60 * DAY),
        },
      ])
      .execute();
    await t.db
      .insertInto('workers')
      .values({
        name: 'verdwenen:1',
        hostname: 'verdwenen',
        pid: 1,
        heartbeat_seconds: 10,
        concurrency: 1,
        processes: sql<string>`'[1]'::jsonb`,
        load_averages: sql<string>`'[]'::jsonb`,
        active_tasks: sql<string>`'[]'::jsonb`,
        last_heartbeat: ago(8 * DAY),
      })
      .execute();

    const removed = await runMaintenance(t.db, t.config.jobs);
    expect(removed).toEqual({
      refreshTokens: 1,
      sessions: 1,
      twoFactorCodes: 1,
      loginAttempts: 1,
      mails: 1,
      workers: 1,
    });
    expect(await runMaintenance(t.db, t.config.jobs)).toEqual({
      refreshTokens: 0,
      sessions: 0,
      twoFactorCodes: 0,
      loginAttempts: 0,
      mails: 0,
      workers: 0,
    });
    const emails = await t.db.selectFrom('login_attempt_emails').select('email').orderBy('email').execute();
    expect(emails.map((e) => e.email)).not.toContain('oud@onderhoud.example');
    expect(emails.map((e) => e.email)).toContain('recent@onderhoud.example');
    // The pending mail stays, however old: it is never lost.
    expect(
      await t.db.selectFrom('mail_outbox').select('recipient').where('status', '=', 'pending').execute(),
    ).toEqual([{ recipient: 'c@x.example' }]);
  });

  it('runs as a queued job on the worker', async () => {
    await t.db
      .insertInto('login_attempts')
      .values({
        attempted_at: ago(40 * DAY),
        email: 'wachtrij@onderhoud.example',
        success: true,
        attempt_type: 'token_refresh',
      })
      .execute();
    await t.deps.jobs.enqueue(t.db, 'maintenance', {});
    t.deps.jobs.wake();
    await until(async () => {
      const row = await t.db
        .selectFrom('login_attempts')
        .select('id')
        .where('email', '=', 'wachtrij@onderhoud.example')
        .executeTakeFirst();
      return row === undefined;
    });
  });

  it('is scheduled by the worker with MAINTENANCE_CRON, the retention with RETENTION_CRON, the budget check with BUDGET_CHECK_CRON', async () => {
    const { rows } = await sql<{
      name: string;
      cron: string;
    }>`select name, cron from pgboss.schedule order by name`.execute(t.db);
    expect(rows).toEqual([
      { name: 'budgetCheck', cron: '0 6 * * *' },
      { name: 'maintenance', cron: '0 0 1 1 *' },
      { name: 'retention', cron: '15 3 * * 0' },
    ]);
  });
});

describe('background work settings', () => {
  it('validates every variable and has sensible defaults', () => {
    expect(loadConfig({}).jobs).toMatchObject({
      inProcessWorkers: 1,
      concurrency: 4,
      heartbeatSeconds: 10,
      pollSeconds: 2,
      stopSeconds: 20,
      mailRetryLimit: 10,
      mailRetryDelaySeconds: 5,
      mailWaitSeconds: 5,
      maintenanceCron: '0 * * * *',
      retentionCron: '30 2 * * *',
      budgetCheckCron: '*/5 * * * *',
      loginAttemptRetentionDays: 365,
    });
    expect(loadConfig({ WORKER_NAME: 'rekenbak-1' }).jobs.workerName).toBe('rekenbak-1');
    expect(loadConfig({}).jobs.workerName).toMatch(new RegExp(`:${process.pid}$`));
    let message = '';
    try {
      loadConfig({
        WORKERS: '2',
        WORKER_CONCURRENCY: '0',
        WORKER_POLL_SECONDS: '0.1',
        LOGIN_ATTEMPT_RETENTION_DAYS: 'een jaar',
        MAINTENANCE_CRON: 'elk uur',
        MAIL_RETRY_LIMIT: '-1',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      'WORKERS',
      'WORKER_CONCURRENCY',
      'WORKER_POLL_SECONDS',
      'LOGIN_ATTEMPT_RETENTION_DAYS',
      'MAINTENANCE_CRON',
      'MAIL_RETRY_LIMIT',
    ])
      expect(message).toContain(name);
  });
});

describe('pieces', () => {
  it('seals a mail body so that only the same secret opens it, unaltered', () => {
    const secret = new TextEncoder().encode('a'.repeat(40));
    const sealed = seal(secret, 'Je code is 123456');
    expect(sealed).not.toContain('123456');
    expect(unseal(secret, sealed)).toBe('Je code is 123456');
    expect(seal(secret, 'Je code is 123456')).not.toBe(sealed);
    expect(() => unseal(new TextEncoder().encode('b'.repeat(40)), sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(() => unseal(secret, [v, iv, tag, flipped].join('.'))).toThrow();
  });

  it('splits SQL at semicolons outside quotes, dollar quotes and comments', () => {
    expect(
      splitStatements(`BEGIN; -- a; comment
        CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; END; $$ LANGUAGE plpgsql;
        SELECT 'a;b', "x;y" ;; COMMIT;`),
    ).toEqual([
      'BEGIN',
      'CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; END; $$ LANGUAGE plpgsql',
      `SELECT 'a;b', "x;y"`,
      'COMMIT',
    ]);
  });
});
