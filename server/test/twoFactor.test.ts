import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_ACTION, tokenSet } from '../../src/api/schemas/auth';
import { errorBody } from '../../src/api/schemas/common';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { startSmtpSink } from './smtpSink';

describe.each(backends)('sign-in with a 2FA code by e-mail (%s)', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { TWO_FACTOR: 'email', SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const askCode = async (user: TestUser) => {
    const res = await t.post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      action_required: TWO_FACTOR_ACTION,
      message: messages.auth.twoFactorRequired,
    });
    return sink.lastCode(user.email);
  };
  const withCode = (user: TestUser, code: string) =>
    t.post('/api/login', { username: user.username, password: user.password, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const reasons = async (user: TestUser) =>
    (
      await t.db
        .selectFrom('login_attempts')
        .select(['attempt_type', 'success', 'error_reason'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute()
    ).map((a) => `${a.attempt_type}:${a.success}:${a.error_reason ?? ''}`);

  it('answers 202, mails a code, and trades the code for a token set once', async () => {
    const user = await t.createUser();
    const code = await askCode(user);
    const ok = await withCode(user, code);
    expect(ok.status).toBe(200);
    tokenSet.parse(await ok.json());
    const again = await withCode(user, code);
    expect(again.status).toBe(401);
    expect(await reasons(user)).toEqual([
      'password_login:true:',
      '2fa_verification:true:',
      '2fa_verification:false:no_active_2fa_code',
    ]);
  });

  it('does not mail a code for a wrong password', async () => {
    const user = await t.createUser();
    const before = sink.mails.length;
    const res = await t.post('/api/login', { username: user.username, password: 'fout-wachtwoord' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Invalid credentials' });
    expect(sink.mails.length).toBe(before);
  });

  it('kills the code after five wrong tries', async () => {
    const user = await t.createUser();
    const code = await askCode(user);
    for (let i = 0; i < 5; i++) {
      const res = await withCode(user, wrong(code));
      expect(res.status).toBe(401);
      expect(errorBody.parse(await res.json()).detail).toBe(messages.auth.invalidTwoFactorCode);
    }
    expect((await withCode(user, code)).status).toBe(401);
    expect((await reasons(user)).at(-1)).toBe('2fa_verification:false:2fa_code_attempts_exceeded');
  });

  it('refuses an expired code', async () => {
    const user = await t.createUser();
    const code = await askCode(user);
    await t.db
      .updateTable('two_factor_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await withCode(user, code)).status).toBe(401);
    expect((await reasons(user)).at(-1)).toBe('2fa_verification:false:2fa_code_expired');
  });

  it('lets a newer code replace the older one', async () => {
    const user = await t.createUser();
    const first = await askCode(user);
    let second = await askCode(user);
    // In the unlikely case the two random codes are equal, ask once more.
    while (second === first) second = await askCode(user);
    expect((await withCode(user, first)).status).toBe(401);
    expect((await withCode(user, second)).status).toBe(200);
  });

  it('needs the password with the code too', async () => {
    const user = await t.createUser();
    const code = await askCode(user);
    const res = await t.post('/api/login', { username: user.username, password: 'fout-wachtwoord', code });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Invalid credentials' });
  });

  it('answers 503 with "Failed to send" when the mail cannot be sent', async () => {
    const broken = await createTestApp(backend, { TWO_FACTOR: 'email', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const user = await broken.createUser();
      const res = await broken.post('/api/login', { username: user.username, password: user.password });
      expect(res.status).toBe(503);
      expect(errorBody.parse(await res.json()).detail).toContain('Failed to send');
      const attempt = await broken.db
        .selectFrom('login_attempts')
        .select(['success', 'error_reason'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(attempt).toEqual({ success: false, error_reason: '2fa_mail_failed' });
    } finally {
      await broken.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/outbox, and the log only says so', async () => {
    const logged: string[] = [];
    const t = await createTestApp(
      backends[0]!,
      { TWO_FACTOR: 'email' },
      {
        log: { info: (m) => logged.push(m), warn: () => {}, error: () => {} },
      },
    );
    try {
      const user = await t.createUser();
      const res = await t.post('/api/login', { username: user.username, password: user.password });
      expect(res.status).toBe(202);
      // Secrets stay out of logs: the code is in the outbox file, not in the log.
      const files = await readdir(t.config.outboxDir);
      expect(files).toHaveLength(1);
      const mail = await readFile(path.join(t.config.outboxDir, files[0]!), 'utf8');
      expect(mail).toContain(user.email);
      const code = /Werkbank is: (\d{6})\b/.exec(mail)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(logged.join('\n')).not.toContain(code!);
      expect(logged.join('\n')).toContain(t.config.outboxDir);
      const ok = await t.post('/api/login', { username: user.username, password: user.password, code });
      expect(ok.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
