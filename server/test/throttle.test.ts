// Sign-in throttling: per account and per client address with growing waits, checked before the
// password hash, held in the database; 2FA codes limited per account across codes; mails limited per hour;
// an administrator sees and clears a lockout. The first test prints the timeline of one attack.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutState } from '../../src/api/endpoints/lockouts';
import { errorBody } from '../../src/api/schemas/common';
import { createApp } from '../src/app';
import { forwardedClient } from '../src/http/clientInfo';
import { messages } from '../src/messages';
import { accountPolicy, ipPolicy, mailPolicy, twoFactorPolicy, waitAfter } from '../src/throttle/policy';
import type { TestApp, TestUser } from './harness';
import { TEST_IP, backends, createTestApp } from './harness';

const WRONG = 'fout-wachtwoord';

describe('the wait rule', () => {
  it('is free for five failures, then doubles from 30 s up to 15 minutes', () => {
    const waits = Array.from({ length: 12 }, (_, i) => waitAfter(accountPolicy, i + 1));
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(waitAfter(ipPolicy, ipPolicy.free - 1)).toBe(0);
    expect(waitAfter(ipPolicy, ipPolicy.free)).toBe(30);
    expect(waitAfter(accountPolicy, 10_000)).toBe(900);
    expect(accountPolicy.resetAfterSeconds).toBe(12 * 3600);
  });

  it('reads the client from X-Forwarded-For only behind trusted proxies', () => {
    expect(forwardedClient('10.0.0.1', '198.51.100.9', 0)).toBe('10.0.0.1');
    expect(forwardedClient('10.0.0.1', '198.51.100.9', 1)).toBe('198.51.100.9');
    // A client's own X-Forwarded-For entry is left of what the proxy appended: never used.
    expect(forwardedClient('10.0.0.1', '6.6.6.6, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(forwardedClient('10.0.0.2', '6.6.6.6, 198.51.100.9, 10.0.0.1', 2)).toBe('198.51.100.9');
    expect(forwardedClient('10.0.0.1', 'geen-adres', 1)).toBe('10.0.0.1');
    expect(forwardedClient('10.0.0.1', '198.51.100.9', 5)).toBe('198.51.100.9');
    expect(forwardedClient(null, '198.51.100.9', 1)).toBe(null);
  });
});

describe.each(backends)('sign-in throttling (%s)', (backend) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { TRUST_PROXY: '1' });
    const admin = await t.createUser({ is_admin: true });
    // The administrator signs in from an address of its own, so the attacks below do not touch it.
    adminToken = (
      (await (await signInFrom('192.0.2.1', admin.username, admin.password)).json()) as {
        access_token: string;
      }
    ).access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A sign-in as if through the trusted proxy, from client address `ip`. */
  function signInFrom(ip: string, username: string, password: string, code?: string) {
    return t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username, password, ...(code ? { code } : {}) }),
    });
  }

  /** Moves every throttle of the database `seconds` into the past: the wait passes without sleeping. */
  async function letTimePass(seconds: number) {
    const shift = (date: Date | null) => (date ? new Date(date.getTime() - seconds * 1000) : null);
    const rows = await t.db.selectFrom('auth_throttles').selectAll().execute();
    for (const row of rows) {
      await t.db
        .updateTable('auth_throttles')
        .set({
          last_hit_at: shift(row.last_hit_at)!,
          window_started_at: shift(row.window_started_at)!,
          blocked_until: shift(row.blocked_until),
        })
        .where('scope', '=', row.scope)
        .where('subject', '=', row.subject)
        .execute();
    }
  }

  const reasonsOf = async (user: TestUser) =>
    (
      await t.db
        .selectFrom('login_attempts')
        .select(['success', 'error_reason', 'ip_address'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute()
    ).map((a) => `${a.success}:${a.error_reason ?? ''}:${a.ip_address}`);

  it('times one attack: 30 wrong passwords, then the right one after the wait', async () => {
    const user = await t.createUser();
    const ip = '198.51.100.30';
    const lines: string[] = [];
    let firstThrottled = 0;
    let retryAfter = 0;
    for (let n = 1; n <= 30; n++) {
      const started = performance.now();
      const res = await signInFrom(ip, user.username, WRONG);
      const ms = performance.now() - started;
      const wait = res.headers.get('retry-after');
      lines.push(
        `poging ${String(n).padStart(2)}: ${res.status}${wait ? ` Retry-After ${wait}` : ''} (${ms.toFixed(0)} ms)`,
      );
      if (n <= accountPolicy.free) {
        expect(res.status).toBe(401);
      } else {
        expect(res.status).toBe(429);
        const body = errorBody.parse(await res.json());
        expect(body.detail).toMatch(/^Te veel mislukte inlogpogingen\. Wacht \d+ seconden/);
        firstThrottled ||= n;
        retryAfter ||= Number(wait);
      }
    }
    expect(firstThrottled).toBe(accountPolicy.free + 1);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // Refused while waiting: also the right password, without checking it.
    expect((await signInFrom(ip, user.username, user.password)).status).toBe(429);

    // The waits grow: after each wait one more wrong password is let through and answered 401.
    const waits: number[] = [retryAfter];
    for (let round = 0; round < 6; round++) {
      await letTimePass(waits.at(-1)!);
      expect((await signInFrom(ip, user.username, WRONG)).status).toBe(401);
      const next = await signInFrom(ip, user.username, WRONG);
      expect(next.status).toBe(429);
      waits.push(Number(next.headers.get('retry-after')));
    }
    lines.push(
      `na elke wachttijd één poging toegelaten (401), daarna 429 met Retry-After: ${waits.join(', ')} s`,
    );
    expect(waits.slice(1)).toEqual([60, 120, 240, 480, 900, 900]);

    await letTimePass(900);
    const ok = await signInFrom(ip, user.username, user.password);
    lines.push(`na de wachttijd het juiste wachtwoord: ${ok.status}`);
    expect(ok.status).toBe(200);
    const state = lockoutState.parse(
      await (await t.get(`/api/admin/users/${user.id}/lockout`, adminToken)).json(),
    );
    expect(state).toMatchObject({ locked: false, password_failures: 0 });
    // The counter started over: five wrong passwords are free again.
    for (let n = 0; n < accountPolicy.free; n++) {
      expect((await signInFrom(ip, user.username, WRONG)).status).toBe(401);
    }
    expect((await signInFrom(ip, user.username, WRONG)).status).toBe(429);
    console.log(`Tijdlijn van één aanval (${backend}, één account, één adres):\n  ${lines.join('\n  ')}`);

    const reasons = await reasonsOf(user);
    expect(reasons.filter((r) => r === `false:throttled_account:${ip}`).length).toBeGreaterThanOrEqual(25);
    expect(reasons).toContain(`true::${ip}`);
  });

  it('refuses before the hash: parallel tries get exactly the free number through', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signInFrom('198.51.100.40', user.username, WRONG)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(accountPolicy.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - accountPolicy.free);
  });

  it('answers an unknown login exactly like a known account', async () => {
    const ip = '198.51.100.50';
    const known = await t.createUser();
    const run = async (username: string) => {
      const out: string[] = [];
      for (let n = 0; n < accountPolicy.free + 2; n++) {
        const res = await signInFrom(ip, username, WRONG);
        out.push(`${res.status}:${errorBody.parse(await res.json()).detail.replace(/\d+/g, 'N')}`);
      }
      return out;
    };
    expect(await run('niemand.bekend')).toEqual(await run(known.username));
  });

  it('throttles one client address over many accounts, with a higher ceiling', async () => {
    const ip = '198.51.100.60';
    const users = await Promise.all(Array.from({ length: 8 }, () => t.createUser()));
    let failures = 0;
    outer: for (const user of users) {
      for (let n = 0; n < accountPolicy.free - 1; n++) {
        const res = await signInFrom(ip, user.username, WRONG);
        if (res.status === 429) break outer;
        expect(res.status).toBe(401);
        failures++;
      }
    }
    expect(failures).toBe(ipPolicy.free);
    const refused = await signInFrom(ip, users[0]!.username, users[0]!.password);
    expect(refused.status).toBe(429);
    expect(await reasonsOf(users[0]!)).toContain(`false:throttled_ip:${ip}`);
    // Another address signs in with the same account at once.
    expect((await signInFrom('198.51.100.61', users[0]!.username, users[0]!.password)).status).toBe(200);
  });

  it('holds across API processes: a second app on the same database refuses too', async () => {
    const user = await t.createUser();
    for (let n = 0; n < accountPolicy.free; n++) await signInFrom('198.51.100.70', user.username, WRONG);
    const other = createApp({ ...t.deps });
    const res = await other.request(
      '/api/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: user.password }),
      },
      { incoming: { socket: { remoteAddress: '198.51.100.71' } } } as never,
    );
    expect(res.status).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const plain = await createTestApp(backend);
    try {
      const user = await plain.createUser();
      await plain.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
        body: JSON.stringify({ username: user.username, password: WRONG }),
      });
      const row = await plain.db
        .selectFrom('login_attempts')
        .select('ip_address')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.ip_address).toBe(TEST_IP);
    } finally {
      await plain.close();
    }
  });

  it('shows a lockout to an administrator, who clears it', async () => {
    const user = await t.createUser();
    const plainToken = (await t.login(user)).access_token;
    for (let n = 0; n < accountPolicy.free; n++) await signInFrom('198.51.100.80', user.username, WRONG);
    const url = `/api/admin/users/${user.id}/lockout`;
    const state = lockoutState.parse(await (await t.get(url, adminToken)).json());
    expect(state.locked).toBe(true);
    expect(state.password_failures).toBe(accountPolicy.free);
    expect(new Date(state.until!).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect((await t.get(url, plainToken)).status).toBe(403);
    expect((await t.get('/api/admin/users/999999/lockout', adminToken)).status).toBe(404);

    expect((await signInFrom('198.51.100.81', user.username, user.password)).status).toBe(429);
    const cleared = await t.request(url, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ message: messages.lockouts.cleared(user.username) });
    expect(lockoutState.parse(await (await t.get(url, adminToken)).json())).toMatchObject({
      locked: false,
      until: null,
      password_failures: 0,
    });
    expect((await signInFrom('198.51.100.81', user.username, user.password)).status).toBe(200);
  });

  it('limits password mails per account per hour', async () => {
    const user = await t.createUser();
    const send = () =>
      t.request(`/api/admin/users/${user.id}/generate-password`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
      });
    for (let n = 0; n < mailPolicy.limit; n++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(errorBody.parse(await refused.json()).detail).toMatch(/te veel e-mails/);
    await letTimePass(3600);
    expect((await send()).status).toBe(200);
  });
});

describe.each(backends)('2FA throttling (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { TWO_FACTOR: 'email' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The newest code in DATA_DIR/outbox for `email`. */
  async function outboxCode(email: string): Promise<string> {
    const files = (await readdir(t.config.outboxDir)).sort();
    for (const file of files.reverse()) {
      const mail = await readFile(path.join(t.config.outboxDir, file), 'utf8');
      if (!mail.includes(email)) continue;
      const code = /Werkbank is: (\d{6})\b/.exec(mail)?.[1];
      if (code) return code;
    }
    throw new Error(`no code for ${email}`);
  }
  const askCode = async (user: TestUser) => {
    const res = await t.post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(202);
    return outboxCode(user.email);
  };
  const withCode = (user: TestUser, code: string) =>
    t.post('/api/login', { username: user.username, password: user.password, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('counts wrong codes per account across codes: new codes bring no new tries', async () => {
    const user = await t.createUser();
    let failures = 0;
    let refused: Response | undefined;
    for (let round = 0; round < 3 && !refused; round++) {
      const code = await askCode(user);
      for (let n = 0; n < 5; n++) {
        const res = await withCode(user, wrong(code));
        if (res.status === 429) {
          refused = res;
          break;
        }
        expect(res.status).toBe(401);
        failures++;
      }
    }
    expect(failures).toBe(twoFactorPolicy.free);
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect(errorBody.parse(await refused!.json()).detail).toMatch(/^Te veel onjuiste 2FA-codes/);
    const code = await askCode(user);
    expect((await withCode(user, code)).status).toBe(429);
    const reasons = await t.db
      .selectFrom('login_attempts')
      .select('error_reason')
      .where('user_id', '=', user.id)
      .where('error_reason', '=', 'throttled_2fa')
      .execute();
    expect(reasons.length).toBe(2);
  });

  it('a right code starts the count over', async () => {
    const user = await t.createUser();
    const first = await askCode(user);
    for (let n = 0; n < 4; n++) expect((await withCode(user, wrong(first))).status).toBe(401);
    const second = await askCode(user);
    expect((await withCode(user, second)).status).toBe(200);
    const rows = await t.db
      .selectFrom('auth_throttles')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('scope', '=', 'two_factor')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('mails at most a few codes per account per hour', async () => {
    const user = await t.createUser();
    for (let n = 0; n < mailPolicy.limit; n++) await askCode(user);
    const res = await t.post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(errorBody.parse(await res.json()).detail).toMatch(/te veel e-mails/);
    const last = await t.db
      .selectFrom('login_attempts')
      .select('error_reason')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.error_reason).toBe('2fa_mail_limit');
  });
});
