// Secrets out of logs: without SMTP_URL every mail is one .eml file in DATA_DIR/outbox (mode
// 0600), and the log of a sign-in + 2FA + refresh + password-reset flow holds no password, code or token.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSet } from '../../src/api/schemas/auth';
import type { Logger } from '../src/logger';
import { describeError } from '../src/logger';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

describe.each(backends)('mail to DATA_DIR/outbox, nothing secret in the log (%s)', (backend) => {
  const logged: string[] = [];
  const log: Logger = {
    info: (message) => logged.push(message),
    warn: (message) => logged.push(message),
    error: (message, error) => logged.push(`${message} ${error === undefined ? '' : describeError(error)}`),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { TWO_FACTOR: 'email' }, { log });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function outbox(): Promise<{ file: string; text: string; mode: number }[]> {
    const files = (await readdir(t.config.outboxDir)).sort();
    return Promise.all(
      files.map(async (file) => {
        const full = path.join(t.config.outboxDir, file);
        return { file: full, text: await readFile(full, 'utf8'), mode: (await stat(full)).mode & 0o777 };
      }),
    );
  }

  it('keeps every password, code and token out of the log', async () => {
    const secrets: string[] = [];
    const admin = await t.createUser({ is_admin: true, password: 'Beheerder-geheim-123' });
    const user = await t.createUser({ email: 'postvak@x.example', password: 'Gebruiker-geheim-456' });
    secrets.push(admin.password, user.password);

    const signIn = async (who: typeof admin) => {
      const asked = await t.post('/api/login', { username: who.username, password: who.password });
      expect(asked.status).toBe(202);
      const mails = await outbox();
      const code = /Werkbank is: (\d{6})\b/.exec(mails.at(-1)!.text)![1]!;
      secrets.push(code);
      // A wrong code and a wrong password on the way, as an attacker or a typo would.
      expect(
        (
          await t.post('/api/login', {
            username: who.username,
            password: who.password,
            code: code === '000000' ? '000001' : '000000',
          })
        ).status,
      ).toBe(401);
      expect(
        (await t.post('/api/login', { username: who.username, password: 'Verkeerd-wachtwoord-789' })).status,
      ).toBe(401);
      secrets.push('Verkeerd-wachtwoord-789');
      const res = await t.post('/api/login', { username: who.username, password: who.password, code });
      expect(res.status).toBe(200);
      const tokens = tokenSet.parse(await res.json());
      secrets.push(tokens.access_token, tokens.refresh_token);
      return tokens;
    };

    const adminTokens = await signIn(admin);
    const refreshed = await t.request('/api/refresh', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminTokens.refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
    const next = tokenSet.parse(await refreshed.json());
    secrets.push(next.access_token, next.refresh_token);

    const reset = await t.post(`/api/admin/users/${user.id}/generate-password`, undefined, next.access_token);
    expect(reset.status).toBe(200);
    const resetMail = (await outbox()).at(-1)!.text;
    const generated = /^[A-Za-z0-9]{16}$/m.exec(
      resetMail
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )![0];
    secrets.push(generated);
    await signIn({ ...user, password: generated });

    const mails = await outbox();
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.file).toMatch(/\.eml$/);
      expect(mail.mode).toBe(0o600);
      expect(mail.text).toMatch(/^Subject: /m);
      expect(logged.join('\n')).toContain(mail.file);
    }
    expect((await stat(t.config.outboxDir)).mode & 0o777).toBe(0o700);
    expect(logged.length).toBeGreaterThanOrEqual(3);
    const text = logged.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
