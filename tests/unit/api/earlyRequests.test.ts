import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../../src/api/client';
import {
  clearEarlyAnswers,
  EARLY_ANSWER_TTL_MS,
  FIRST_REQUESTS_KEY,
  REMEMBERED_ADDRESSES,
  rememberFirstRequests,
  sendEarlyRequests,
  takeEarlyAnswer,
} from '../../../src/api/earlyRequests';
import type { KeyValueStorage, Session } from '../../../src/api/session';
import { logoutAtom } from '../../../src/state/session';
import { preloadRoute } from '../../../src/state/routePreloads';
import { signedInContext, SERVER as CONTEXT_SERVER } from '../support/ctx';
import { json, tokens } from '../support/http';

const SERVER = 'http://localhost:8080/api/';
const list = z.array(z.looseObject({ id: z.number() }));

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function session(access = 'access-1'): Session {
  return {
    serverUrl: SERVER,
    tokens: { ...tokens(), access_token: access },
    expiresAt: Date.now() + 3_600_000,
  };
}

/** `fetch` as the browser has it: every call recorded, answered with `[{ id: 1 }]`. */
function browserFetch() {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ url: request.url, authorization: request.headers.get('Authorization') });
    return json(200, [{ id: 1 }]);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** The console's client on the browser's fetch (no fake given: that is where early answers are taken). */
function client(current: Session) {
  return createApiClient({ getSession: () => current, setSession: () => undefined });
}

const users = { pathname: '/users', search: '' };

afterEach(() => {
  clearEarlyAnswers();
  vi.unstubAllGlobals();
});

describe('early requests of a first load', () => {
  it('sends what the last first load of the address asked, and the client takes that answer instead of asking again', async () => {
    const storage = memoryStorage();
    rememberFirstRequests(storage, users, SERVER)(`${SERVER}admin/users?sort=name`);
    const calls = browserFetch();

    sendEarlyRequests(storage, session(), users);
    expect(calls).toEqual([{ url: `${SERVER}admin/users?sort=name`, authorization: 'Bearer access-1' }]);

    const answer = await client(session()).get('admin/users', {
      searchParams: { sort: 'name' },
      schema: list,
    });
    expect(answer).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks the server.
    await client(session()).get('admin/users', { searchParams: { sort: 'name' }, schema: list });
    expect(calls).toHaveLength(2);
  });

  it('sends nothing for an address it has not seen', () => {
    const storage = memoryStorage();
    rememberFirstRequests(storage, users, SERVER)(`${SERVER}admin/users`);
    const calls = browserFetch();
    sendEarlyRequests(storage, session(), { pathname: '/users', search: '?q=jan' });
    sendEarlyRequests(storage, session(), { pathname: '/organizations', search: '' });
    expect(calls).toEqual([]);
  });

  it('gives an answer only to a GET of the same URL with the same token, within its time', async () => {
    const storage = memoryStorage();
    const remember = rememberFirstRequests(storage, users, SERVER);
    remember(`${SERVER}admin/users`);
    remember(`${SERVER}admin/groups`);
    remember(`${SERVER}admin/organizations`);
    browserFetch();
    let now = 1_000;
    sendEarlyRequests(storage, session(), users, undefined, () => now);
    const get = (path: string, access = 'access-1') =>
      new Request(`${SERVER}${path}`, { headers: { Authorization: `Bearer ${access}` } });

    expect(takeEarlyAnswer(new Request(`${SERVER}admin/users`, { method: 'POST' }), () => now)).toBeNull();
    expect(takeEarlyAnswer(get('admin/users', 'someone-else'), () => now)).toBeNull();
    // A mismatched request uses the answer up: it is not given to anyone after that.
    expect(takeEarlyAnswer(get('admin/users'), () => now)).toBeNull();
    await expect(takeEarlyAnswer(get('admin/groups'), () => now)).resolves.toBeInstanceOf(Response);
    now += EARLY_ANSWER_TTL_MS + 1;
    expect(takeEarlyAnswer(get('admin/organizations'), () => now)).toBeNull();
  });

  it('asks the server itself when the early request failed', async () => {
    const storage = memoryStorage();
    rememberFirstRequests(storage, users, SERVER)(`${SERVER}admin/users`);
    let failing = true;
    const fetch = vi.fn(async () => {
      if (failing) throw new TypeError('Failed to fetch');
      return json(200, [{ id: 2 }]);
    });
    vi.stubGlobal('fetch', fetch);
    sendEarlyRequests(storage, session(), users);
    failing = false;
    await expect(client(session()).get('admin/users', { schema: list })).resolves.toEqual([{ id: 2 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an abort of the request ends the wait for its early answer', async () => {
    const storage = memoryStorage();
    rememberFirstRequests(storage, users, SERVER)(`${SERVER}admin/users`);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    sendEarlyRequests(storage, session(), users);
    const abort = new AbortController();
    const call = client(session()).get('admin/users', { schema: list, signal: abort.signal });
    abort.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('never sends a remembered request outside the server URL', () => {
    const storage = memoryStorage();
    const remember = rememberFirstRequests(storage, users, SERVER);
    remember('https://elders.example/admin/users');
    remember('http://localhost:8080/other/admin/users');
    expect(storage.values.get(FIRST_REQUESTS_KEY)).toBeUndefined();
    storage.setItem(
      FIRST_REQUESTS_KEY,
      JSON.stringify({
        '/users': ['//elders.example/x', 'https://elders.example/x', '../x', '/x', 'javascript:alert(1)', 7],
      }),
    );
    const calls = browserFetch();
    sendEarlyRequests(storage, session(), users);
    expect(calls).toEqual([]);
  });

  it('replaces what an address sent before, and keeps only the most recent addresses', () => {
    const storage = memoryStorage();
    rememberFirstRequests(storage, users, SERVER)(`${SERVER}admin/users`);
    const again = rememberFirstRequests(storage, users, SERVER);
    again(`${SERVER}admin/users?sort=name`);
    again(`${SERVER}admin/groups`);
    again(`${SERVER}admin/groups`);
    for (let i = 0; i < REMEMBERED_ADDRESSES; i++)
      rememberFirstRequests(
        storage,
        { pathname: `/organizations/${i}`, search: '' },
        SERVER,
      )(`${SERVER}x/${i}`);
    const remembered = JSON.parse(storage.values.get(FIRST_REQUESTS_KEY) ?? '{}') as Record<string, string[]>;
    expect(Object.keys(remembered)).toHaveLength(REMEMBERED_ADDRESSES);
    expect(remembered['/users']).toBeUndefined();
    expect(remembered['/organizations/19']).toEqual(['x/19']);

    const fresh = memoryStorage();
    const recorder = rememberFirstRequests(fresh, users, SERVER);
    recorder(`${SERVER}admin/users?sort=name`);
    recorder(`${SERVER}admin/groups`);
    recorder(`${SERVER}admin/groups`);
    expect(JSON.parse(fresh.values.get(FIRST_REQUESTS_KEY) ?? '{}')).toEqual({
      '/users': ['admin/users?sort=name', 'admin/groups'],
    });
  });

  it('the boot script’s preload remembers the requests of the screen at the address', async () => {
    const storage = memoryStorage();
    // A server without the bounded statistics: what the screen asked first (404) and then instead, both.
    const { store, ctx } = signedInContext((call) =>
      call.url.includes('/admin/stats/') || call.url.includes('/admin/users-summary')
        ? json(404, { detail: 'onbekend' })
        : json(200, call.url.includes('transcription-stats') ? {} : []),
    );
    preloadRoute(store, { pathname: '/', search: '?days=30' }, ctx.api, storage);
    await vi.waitFor(() =>
      expect(JSON.parse(storage.values.get(FIRST_REQUESTS_KEY) ?? '{}')['/?days=30']?.sort()).toEqual([
        'admin/organizations',
        'admin/stats/overview?days=30',
        'admin/stats/user-days?days=7&limit=50&offset=0',
        'admin/transcription-stats?days=30',
        'admin/users',
        'admin/users-summary',
        'admin/worker-status',
      ]),
    );
    expect(CONTEXT_SERVER.endsWith('/')).toBe(true);
  });

  it('signing out forgets the remembered requests', () => {
    const { store } = signedInContext(() => json(200, []));
    localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify({ '/users': ['admin/users'] }));
    store.set(logoutAtom);
    expect(localStorage.getItem(FIRST_REQUESTS_KEY)).toBeNull();
  });
});
