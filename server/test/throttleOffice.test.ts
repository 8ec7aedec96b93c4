// Throttling that never locks out an office: a client address counts wrong passwords only, so colleagues
// behind one NAT address keep signing in after it passed its limit, while a sprayer (one wrong password on
// many accounts), a stuffer and parallel tries from there stay throttled. The first test prints its timeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressWaitAfter, judgeAddress } from '../src/throttle/address';
import { lockoutOf } from '../src/throttle/lockout';
import { ipGrace, ipHoldSeconds, ipPolicy } from '../src/throttle/policy';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';

const WRONG = 'fout-wachtwoord';
const NOW = new Date('2025-01-01T09:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('the address rule', () => {
  it('waits only after wrong passwords beyond the free ones', () => {
    expect(addressWaitAfter(ipPolicy.free)).toBe(0);
    expect(addressWaitAfter(ipPolicy.free + 1)).toBe(60);
    expect(addressWaitAfter(ipPolicy.free + 10)).toBe(900);
  });

  it('lets accounts without failures through a wait within the grace, then holds tries one at a time', () => {
    const waiting = { hits: ipPolicy.free + 1, blockedUntil: later(60) };
    expect(judgeAddress(waiting, true, NOW)).toEqual({ admit: true, hold: null });
    expect(judgeAddress(waiting, false, NOW)).toEqual({ admit: false, until: later(60) });
    const spent = { hits: ipPolicy.free + ipGrace, blockedUntil: later(900) };
    expect(judgeAddress(spent, true, NOW)).toEqual({ admit: false, until: later(900) });
    expect(judgeAddress({ ...spent, blockedUntil: NOW }, false, NOW)).toEqual({
      admit: true,
      hold: later(ipHoldSeconds),
    });
    expect(judgeAddress({ hits: 3, blockedUntil: null }, false, NOW)).toEqual({ admit: true, hold: null });
  });
});

describe.each(backends)('an office behind one address (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A sign-in as if through the trusted proxy, from client address `ip`. */
  const signInFrom = (ip: string, username: string, password: string) =>
    t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username, password }),
    });

  const users = (n: number) => Promise.all(Array.from({ length: n }, () => t.createUser()));

  /** 30 wrong passwords from `ip`, three on each of ten accounts (none of them throttled itself). */
  async function thirtyFailures(ip: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const user of await users(ipPolicy.free / 3)) {
      for (let n = 0; n < 3; n++) statuses.push((await signInFrom(ip, user.username, WRONG)).status);
    }
    return statuses;
  }

  const addressRow = (ip: string) =>
    t.db
      .selectFrom('auth_throttles')
      .select(['hits', 'last_hit_at', 'blocked_until'])
      .where('scope', '=', 'ip')
      .where('subject', '=', ip)
      .executeTakeFirstOrThrow();

  /** Whether the password of `user` was checked (and wrong): its account counts a failure of its own. */
  const checked = async (user: TestUser) => (await lockoutOf(t.db, user.id)).password_failures > 0;

  /** Moves the address's wait and last failure `seconds` into the past. */
  async function letTimePass(ip: string, seconds: number) {
    const row = await addressRow(ip);
    const shift = (date: Date) => new Date(date.getTime() - seconds * 1000);
    await t.db
      .updateTable('auth_throttles')
      .set({
        last_hit_at: shift(row.last_hit_at),
        blocked_until: row.blocked_until ? shift(row.blocked_until) : null,
      })
      .where('scope', '=', 'ip')
      .where('subject', '=', ip)
      .execute();
  }

  it('30 failures, then 20 colleagues with the right password get 200, and a 31st wrong password 429', async () => {
    const ip = '198.51.100.100';
    const failures = await thirtyFailures(ip);
    expect(failures).toEqual(Array.from({ length: 30 }, () => 401));
    const colleagues = await users(20);
    const signedIn: number[] = [];
    for (const colleague of colleagues) {
      signedIn.push((await signInFrom(ip, colleague.username, colleague.password)).status);
    }
    expect(signedIn).toEqual(Array.from({ length: 20 }, () => 200));
    const [stranger] = await users(1);
    const refused = await signInFrom(ip, stranger!.username, WRONG);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBe(60);
    console.log(
      `Tijdlijn van een kantoor achter één adres (${backend}):\n` +
        `  poging  1-30, fout wachtwoord op 10 accounts: ${failures.join(' ')}\n` +
        `  poging 31-50, 20 collega's met het juiste wachtwoord: ${signedIn.join(' ')}\n` +
        `  poging 51, fout wachtwoord: ${refused.status} Retry-After ${wait}`,
    );

    // The address's count holds the 31 failures only; no success moved its wait or its last failure.
    const row = await addressRow(ip);
    expect(row.hits).toBe(31);
    const [late] = await users(1);
    expect((await signInFrom(ip, late!.username, late!.password)).status).toBe(200);
    expect(await addressRow(ip)).toEqual(row);
    // An account with a failure of its own waits with the address; after the wait it signs in.
    const [typo] = await users(1);
    await signInFrom('198.51.100.101', typo!.username, WRONG);
    expect((await signInFrom(ip, typo!.username, typo!.password)).status).toBe(429);
    await letTimePass(ip, wait);
    expect((await signInFrom(ip, typo!.username, typo!.password)).status).toBe(200);
  });

  it('keeps a sprayer throttled: one wrong password on many accounts gets the grace, then waits', async () => {
    const ip = '198.51.100.110';
    await thirtyFailures(ip);
    const targets = await users(ipGrace + 10);
    const answers = [];
    for (const target of targets) answers.push((await signInFrom(ip, target.username, WRONG)).status);
    expect(answers.every((status) => status === 429)).toBe(true);
    const wasChecked = await Promise.all(targets.map(checked));
    expect(wasChecked.filter(Boolean)).toHaveLength(ipGrace);
    expect(wasChecked.slice(ipGrace).some(Boolean)).toBe(false);
    expect((await addressRow(ip)).hits).toBe(ipPolicy.free + ipGrace);

    // Colleagues wait too now (the price of sharing an address with a sprayer), one try after each wait.
    const [colleague] = await users(1);
    const refused = await signInFrom(ip, colleague!.username, colleague!.password);
    expect(refused.status).toBe(429);
    await letTimePass(ip, Number(refused.headers.get('retry-after')));
    expect((await signInFrom(ip, colleague!.username, colleague!.password)).status).toBe(200);
    const [next] = await users(1);
    expect((await signInFrom(ip, next!.username, WRONG)).status).toBe(429);
    expect(await checked(next!)).toBe(true);
    expect((await signInFrom(ip, colleague!.username, colleague!.password)).status).toBe(429);
  });

  it('lets no parallel tries past the count: within the grace, and one at a time beyond it', async () => {
    const ip = '198.51.100.120';
    const targets = await users(ipPolicy.free + ipGrace + 10);
    await Promise.all(targets.map((target) => signInFrom(ip, target.username, WRONG)));
    // The free failures and the grace; beyond it one more when no wait has started yet, holding the rest.
    const wasChecked = (await Promise.all(targets.map(checked))).filter(Boolean).length;
    expect(wasChecked).toBeGreaterThanOrEqual(ipPolicy.free + ipGrace);
    expect(wasChecked).toBeLessThanOrEqual(ipPolicy.free + ipGrace + 1);

    await letTimePass(ip, 900);
    const more = await users(10);
    const answers = await Promise.all(more.map((target) => signInFrom(ip, target.username, WRONG)));
    expect(answers.every((res) => res.status === 429)).toBe(true);
    expect((await Promise.all(more.map(checked))).filter(Boolean)).toHaveLength(1);
  });
});
