import { describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import {
  loginAttemptsPageQuery,
  loginAttemptsQuery,
  type LoginAttempt,
} from '../../../src/api/schemas/loginAttempts';
import { cachedOrLoad } from '../../../src/state/freshness';
import {
  attemptStatistics,
  exportFileName,
  hasMoreAttempts,
  loginAttemptsAtom,
  loginAttemptsKey,
  loginAttemptsQueryOf,
  loadSuspicious,
  maySeeSuspicious,
  loginAttemptsResource,
  typedLoginAttemptFiltersAtom,
} from '../../../src/state/loginAttempts';
import { readSearch, routes } from '../../../src/state/routes';
import { screenContextAtom } from '../../../src/state/screen';
import { signedInContext } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';

const search = (query: string) => readSearch(routes.loginAttempts, new URLSearchParams(query));

const attempt = (id: number, success = id % 3 !== 0): LoginAttempt => ({
  id,
  attempted_at: new Date(Date.UTC(2025, 2, 4, 10, 0, 0) - id * 60_000).toISOString(),
  email: `user${id}@voorbeeld.nl`,
  user: id % 2 ? { id, username: `user${id}` } : null,
  success,
  attempt_type: 'password_login',
  ip_address: '203.0.113.7',
  error_reason: success ? null : 'invalid_password',
});

/** A fake server with `count` attempts, answering pages by limit and offset. */
function server(count: number, extra: (query: URLSearchParams) => Record<string, unknown> = () => ({})) {
  const all = Array.from({ length: count }, (_, i) => attempt(i + 1));
  return (call: RecordedCall) => {
    const query = new URL(call.url).searchParams;
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    return json(200, { login_attempts: all.slice(offset, offset + limit), ...extra(query) });
  };
}

const params = (call: RecordedCall) => Object.fromEntries(new URL(call.url).searchParams);

/** The page key the reference server gives an attempt: its time to the microsecond and its id. */
const keyOf = (row: LoginAttempt) => `${row.attempted_at.replace('Z', '000Z')},${row.id}`;

/**
 * A fake server that pages by key as well: `before` starts the page after the attempt with that key (offset then
 * counts from there), and a full page says the key of its last attempt.
 */
function keyedServer(count: number) {
  const all = Array.from({ length: count }, (_, i) => attempt(i + 1));
  return (call: RecordedCall) => {
    const query = new URL(call.url).searchParams;
    const before = query.get('before');
    const start = before === null ? 0 : all.findIndex((row) => keyOf(row) === before) + 1;
    const from = start + Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    const rows = all.slice(from, from + limit);
    return json(200, {
      login_attempts: rows,
      next_before: rows.length === limit ? keyOf(rows.at(-1)!) : null,
    });
  };
}

describe('the login-attempts route and query', () => {
  it('keeps the filters in the URL with their defaults (7 days, all), wrong values falling back', () => {
    expect(search('')).toEqual({ days: 7, status: 'all', email: '', ip: '' });
    expect(search('days=1&status=false&type=2fa_verification&email=an&ip=192.0.2.1')).toEqual({
      days: 1,
      status: 'false',
      type: '2fa_verification',
      email: 'an',
      ip: '192.0.2.1',
    });
    expect(search('days=5&status=maybe&type=hack')).toEqual({ days: 7, status: 'all', email: '', ip: '' });
  });

  it('asks the server exactly the filters shown (all omitted), which its schema accepts', () => {
    expect(loginAttemptsQueryOf(search(''))).toEqual({
      days_back: 7,
      success: undefined,
      attempt_type: undefined,
      email: undefined,
      ip_address: undefined,
      limit: 50,
      offset: 0,
    });
    const query = loginAttemptsQueryOf(
      search('days=30&status=true&type=token_refresh&email=%20an%20&ip=192.0.2.1'),
      100,
    );
    expect(loginAttemptsQuery.parse(query)).toEqual({
      days_back: 30,
      success: 'true',
      attempt_type: 'token_refresh',
      email: 'an',
      ip_address: '192.0.2.1',
      limit: 50,
      offset: 100,
    });
    expect(loginAttemptsKey(search('email=an&days=30'))).toBe(loginAttemptsKey(search('days=30&email=an')));
    expect(loginAttemptsKey(search('days=30'))).not.toBe(loginAttemptsKey(search('days=90')));
  });
});

/** Shows the login-attempts screen in `context`, its address saying `ids`. */
function showAttempts(context: ReturnType<typeof signedInContext>, ids: Record<string, string>) {
  context.store.set(screenContextAtom, { screen: 'loginAttempts', ids: {} });
  context.goTo(`/login-attempts?${new URLSearchParams(ids).toString()}`);
}

describe('loading login attempts', () => {
  it('loads the first page, Meer laden adds the next 50 while a page is full', async () => {
    const context = signedInContext(server(120));
    const { ctx, store, calls } = context;
    showAttempts(context, { days: '30' });
    const key = loginAttemptsKey(search('days=30'));
    const first = await cachedOrLoad(store, ctx.api, loginAttemptsResource, key);
    expect(first.rows).toHaveLength(50);
    expect(hasMoreAttempts(first)).toBe(true);

    await executeCommand('loginAttempts.loadMore', {}, ctx);
    await executeCommand('loginAttempts.loadMore', {}, ctx);
    const list = store.get(loginAttemptsAtom)[key]!.data!;
    expect(list.rows.map((r) => r.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(list.offset).toBe(100);
    expect(hasMoreAttempts(list)).toBe(false);
    expect(calls.map((c) => [params(c).days_back, params(c).offset, params(c).limit])).toEqual([
      ['30', '0', '50'],
      ['30', '50', '50'],
      ['30', '100', '50'],
    ]);
    expect(registry.get('loginAttempts.loadMore')!.when!({}, ctx)).toEqual({
      reason: 'Er zijn geen oudere login pogingen meer.',
    });

    // Verversen starts again from the first page.
    await executeCommand('loginAttempts.refresh', {}, ctx);
    expect(params(calls.at(-1)!).offset).toBe('0');
    expect(store.get(loginAttemptsAtom)[key]!.data!.rows).toHaveLength(50);
  });

  it('asks the next page by offset from a server that gives no key', async () => {
    const context = signedInContext(server(60));
    const { ctx, store, calls } = context;
    showAttempts(context, {});
    await cachedOrLoad(store, ctx.api, loginAttemptsResource, loginAttemptsKey(search('')));
    await executeCommand('loginAttempts.loadMore', {}, ctx);
    expect(params(calls[1]!)).toMatchObject({ offset: '50', limit: '50' });
    expect(params(calls[1]!).before).toBeUndefined();
  });

  it('asks the next page after the last key from a server that gives one, every row once', async () => {
    const context = signedInContext(keyedServer(120));
    const { ctx, store, calls } = context;
    showAttempts(context, { days: '30' });
    const key = loginAttemptsKey(search('days=30'));
    const first = await cachedOrLoad(store, ctx.api, loginAttemptsResource, key);
    expect(first.nextBefore).toBe(keyOf(first.rows.at(-1)!));

    await executeCommand('loginAttempts.loadMore', {}, ctx);
    await executeCommand('loginAttempts.loadMore', {}, ctx);
    const list = store.get(loginAttemptsAtom)[key]!.data!;
    expect(list.rows.map((r) => r.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(list.nextBefore).toBeNull();
    expect(hasMoreAttempts(list)).toBe(false);
    expect(calls.map((c) => [params(c).days_back, params(c).offset, params(c).before])).toEqual([
      ['30', '0', undefined],
      ['30', undefined, keyOf(list.rows[49]!)],
      ['30', undefined, keyOf(list.rows[99]!)],
    ]);
    expect(loginAttemptsPageQuery.safeParse(params(calls[1]!)).success).toBe(true);
  });

  it('shows the error message, else the screen’s text', async () => {
    const { ctx, store } = signedInContext(() => json(503, { detail: 'Database niet bereikbaar' }));
    const key = loginAttemptsKey(search(''));
    await expect(cachedOrLoad(store, ctx.api, loginAttemptsResource, key)).rejects.toThrow();
    expect(store.get(loginAttemptsAtom)[key]!.error).toBe('Database niet bereikbaar');

    const failing = signedInContext(() => json(200, { unexpected: true }));
    await expect(cachedOrLoad(failing.store, failing.ctx.api, loginAttemptsResource, key)).rejects.toThrow();
    expect(failing.store.get(loginAttemptsAtom)[key]!.error).toBeTruthy();
  });
});

describe('login-attempt statistics', () => {
  it('are computed from the loaded rows, 0 % without rows, one decimal shown by the screen', () => {
    const rows = [attempt(1, true), attempt(2, true), attempt(3, false)];
    expect(attemptStatistics({ rows, offset: 0, lastPageSize: 3, totals: null }, 7)).toEqual({
      total_attempts: 3,
      successful_attempts: 2,
      failed_attempts: 1,
      success_rate: (2 / 3) * 100,
      period_days: 7,
      fromServer: false,
    });
    expect(attemptStatistics({ rows: [], offset: 0, lastPageSize: 0, totals: null }, 1).success_rate).toBe(0);
  });

  it('come from the server when it counts the whole filter', async () => {
    const { ctx, store } = signedInContext(server(60, () => ({ total: 1000, successful: 750, failed: 250 })));
    const list = await cachedOrLoad(store, ctx.api, loginAttemptsResource, loginAttemptsKey(search('')));
    expect(attemptStatistics(list, 7)).toMatchObject({
      total_attempts: 1000,
      successful_attempts: 750,
      failed_attempts: 250,
      success_rate: 75,
      fromServer: true,
    });

    // A server that counts only the total (no split) leaves the cards to the loaded rows.
    const partial = signedInContext(server(60, () => ({ total: 1000 })));
    const rows = await cachedOrLoad(
      partial.store,
      partial.ctx.api,
      loginAttemptsResource,
      loginAttemptsKey(search('')),
    );
    expect(attemptStatistics(rows, 7)).toMatchObject({ total_attempts: 50, fromServer: false });
  });
});

describe('login-attempt commands', () => {
  const onScreen = (ids: Record<string, string>, handler = server(10)) => {
    const context = signedInContext(handler);
    showAttempts(context, ids);
    return context;
  };

  it('apply one filter at a time, keeping the others; clear goes back to the defaults', async () => {
    const { ctx, navigations } = onScreen({ days: '30', status: 'false', email: 'an' });
    await executeCommand('loginAttempts.setPeriod', { days: 1 }, ctx);
    await executeCommand('loginAttempts.setStatus', { status: 'all' }, ctx);
    await executeCommand('loginAttempts.setType', { type: '2fa_verification' }, ctx);
    await executeCommand('loginAttempts.setType', { type: 'all' }, ctx);
    await executeCommand('loginAttempts.setEmail', { email: '  jan@acme.nl ' }, ctx);
    await executeCommand('loginAttempts.setIp', { ip: ' 192.0.2.1 ' }, ctx);
    await executeCommand('loginAttempts.clearFilters', {}, ctx);
    expect(navigations).toEqual([
      '/login-attempts?days=1&status=false&email=an',
      '/login-attempts?days=1&email=an',
      '/login-attempts?days=1&type=2fa_verification&email=an',
      '/login-attempts?days=1&email=an',
      '/login-attempts?days=1&email=jan%40acme.nl',
      '/login-attempts?days=1&email=jan%40acme.nl&ip=192.0.2.1',
      '/login-attempts',
    ]);
    await expect(executeCommand('loginAttempts.setPeriod', { days: 2 }, ctx)).rejects.toThrow();
  });

  it('offer the spec’s Dutch labels in the palette', async () => {
    const { ctx } = onScreen({ email: 'an' });
    const options = async (id: string, arg: string) =>
      (await registry.get(id)!.argPickers[arg]!.options(ctx, '', {})).map((o) => o.label);
    expect(await options('loginAttempts.setPeriod', 'days')).toEqual([
      'Laatste 24 uur',
      'Laatste 7 dagen',
      'Laatste 30 dagen',
      'Laatste 90 dagen',
    ]);
    expect(await options('loginAttempts.setStatus', 'status')).toEqual(['Alle', 'Succesvol', 'Mislukt']);
    expect(await options('loginAttempts.setType', 'type')).toEqual([
      'Alle types',
      'Methode bepaling',
      'Wachtwoord login',
      'Email login',
      '2FA verificatie',
      'Token vernieuwen',
    ]);
    expect(await options('loginAttempts.setEmail', 'email')).toEqual(['Filter op “an”']);
  });

  it('export the shown filters as login-attempts-{date}.csv', async () => {
    const { ctx, calls, saved, toasts } = onScreen(
      { days: '90', status: 'true', type: 'email_login' },
      () =>
        new Response('id,email\n1,a@b.nl\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' },
        }),
    );
    expect((await executeCommand('loginAttempts.export', {}, ctx)).status).toBe('done');
    expect(new URL(calls[0]!.url).pathname).toBe('/api/admin/login-attempts/export');
    expect(params(calls[0]!)).toEqual({ days_back: '90', success: 'true', attempt_type: 'email_login' });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe(exportFileName(new Date()));
    expect(saved[0]!.fileName).toMatch(/^login-attempts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await saved[0]!.file.text()).toBe('id,email\n1,a@b.nl\n');
    expect(toasts.at(-1)).toMatchObject({ kind: 'success' });
  });

  it('export an address still being typed, not the filter the list loaded before it', async () => {
    const { ctx, store, calls } = onScreen({ days: '30', email: 'an' }, () => new Response('id\n'));
    store.set(typedLoginAttemptFiltersAtom, { email: ' jan@acme.nl ', ip: '' });
    expect((await executeCommand('loginAttempts.export', {}, ctx)).status).toBe('done');
    expect(params(calls[0]!)).toEqual({ days_back: '30', email: 'jan@acme.nl' });
  });

  it('take the text still being typed along when another filter changes', async () => {
    const { ctx, store, navigations } = onScreen({ email: 'an' });
    store.set(typedLoginAttemptFiltersAtom, { email: 'jan@acme.nl ' });
    await executeCommand('loginAttempts.setStatus', { status: 'false' }, ctx);
    // The palette's own address wins over the one being typed.
    await executeCommand('loginAttempts.setEmail', { email: 'piet' }, ctx);
    expect(navigations).toEqual([
      '/login-attempts?status=false&email=jan%40acme.nl',
      '/login-attempts?status=false&email=piet',
    ]);
    await executeCommand('loginAttempts.clearFilters', {}, ctx);
    expect(store.get(typedLoginAttemptFiltersAtom)).toEqual({});
  });

  it('leave text typed on the screen out when run from elsewhere', async () => {
    const { ctx, store, calls, goTo } = onScreen({}, () => new Response('id\n'));
    store.set(typedLoginAttemptFiltersAtom, { email: 'jan' });
    store.set(screenContextAtom, { screen: 'users', ids: {} });
    goTo('/users');
    await executeCommand('loginAttempts.export', {}, ctx);
    expect(params(calls[0]!)).toEqual({ days_back: '7' });
  });

  it('say Export mislukt when the export fails', async () => {
    const { ctx, saved, toasts } = onScreen({}, () =>
      json(500, { detail: 'Geen verbinding met de database' }),
    );
    const result = await executeCommand('loginAttempts.export', {}, ctx);
    expect(result.status).toBe('failed');
    expect((result as { error: Error }).error.message).toBe(
      'Export mislukt: Geen verbinding met de database',
    );
    expect(toasts.at(-1)).toMatchObject({ kind: 'error' });
    expect(saved).toEqual([]);
  });

  it('names the export after the local date', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('login-attempts-2025-01-05.csv');
  });

  it('open the screen when refreshed from elsewhere', async () => {
    const { ctx, store, navigations, calls, goTo } = onScreen({});
    store.set(screenContextAtom, { screen: 'users', ids: {} });
    goTo('/users');
    await executeCommand('loginAttempts.refresh', {}, ctx);
    expect(navigations).toEqual(['/login-attempts']);
    expect(calls).toEqual([]);
  });
});

describe('the suspicious addresses', () => {
  it('are the platform’s: an organisation administrator does not see them, an unknown role leaves it to the server', () => {
    expect(maySeeSuspicious({ role: 'admin', organizationId: null })).toBe(true);
    expect(maySeeSuspicious({ role: 'org_admin', organizationId: 3 })).toBe(false);
    expect(maySeeSuspicious(null)).toBe(true);
  });

  it('load for the period shown', async () => {
    const answer = { days_back: 30, min_failures: 5, emails: [], ip_addresses: [] };
    const { ctx, calls } = signedInContext(() => json(200, answer));
    expect(await loadSuspicious(ctx.store, ctx.api, 30)).toEqual(answer);
    expect(new URL(calls[0]!.url).pathname).toBe('/api/admin/login-attempts/suspicious');
    expect(new URL(calls[0]!.url).searchParams.get('days_back')).toBe('30');
  });
});
