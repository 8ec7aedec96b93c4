import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../src/state/signIn';
import {
  claimsAtom,
  environmentAtom,
  isProductionAtom,
  roleAtom,
  usernameAtom,
} from '../../../src/state/claims';
import { lastServerUrlAtom, sessionAtom } from '../../../src/state/session';
import { fakeFetch, json, tokens } from '../support/http';

const input = { serverUrl: 'http://localhost:8080/api', username: ' admin ', password: 'pw' };

describe('signIn', () => {
  beforeEach(() => localStorage.clear());

  it('stores the session and the last server URL, and reads the claims', async () => {
    const store = createStore();
    const set = tokens({ sub: '1', username: 'admin', environment: 'Production', role: 'admin' });
    const { fetch, calls } = fakeFetch(() => json(200, set));
    await expect(signIn(store, input, { fetch, now: () => 1000 })).resolves.toEqual({ type: 'succeeded' });
    expect(calls[0]!.body).toEqual({ username: 'admin', password: 'pw' });
    expect(store.get(sessionAtom)).toEqual({
      serverUrl: 'http://localhost:8080/api/',
      tokens: set,
      expiresAt: 3_601_000,
    });
    expect(store.get(lastServerUrlAtom)).toBe('http://localhost:8080/api/');
    expect(store.get(usernameAtom)).toBe('admin');
    expect(store.get(environmentAtom)).toBe('Production');
    expect(store.get(roleAtom)).toBe('admin');
    expect(store.get(isProductionAtom)).toBe(true);
    expect(JSON.parse(localStorage.getItem('werkbank.session')!)).toMatchObject({
      serverUrl: 'http://localhost:8080/api/',
    });
    expect(localStorage.getItem('werkbank.lastServerUrl')).toBe('http://localhost:8080/api/');
  });

  it('sends the code only when given', async () => {
    const store = createStore();
    const { fetch, calls } = fakeFetch(() => json(200, tokens()));
    await signIn(store, { ...input, code: ' 123456 ' }, { fetch });
    expect(calls[0]!.body).toEqual({ username: 'admin', password: 'pw', code: '123456' });
  });

  it('returns codeRequired for a 202', async () => {
    const store = createStore();
    const { fetch } = fakeFetch(() =>
      json(202, { action_required: 'provide_2fa_code_with_login', message: 'Mail' }),
    );
    await expect(signIn(store, input, { fetch })).resolves.toEqual({ type: 'codeRequired', message: 'Mail' });
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('returns the server message on failure and keeps no session', async () => {
    const store = createStore();
    const { fetch } = fakeFetch(() => json(401, { detail: 'Invalid credentials' }));
    await expect(signIn(store, input, { fetch })).resolves.toEqual({
      type: 'failed',
      message: 'Invalid credentials',
    });
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(lastServerUrlAtom)).toBe('');
  });

  it('says the address is the problem when no Werkbank server answers, and keeps no session', async () => {
    const store = createStore();
    const unreachable = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(signIn(store, input, { fetch: unreachable.fetch })).resolves.toEqual({
      type: 'addressFailed',
      message:
        'De server op http://localhost:8080/api/ is niet bereikbaar of antwoordt niet. Controleer het serveradres en je verbinding, en probeer het opnieuw.',
    });
    const page = fakeFetch(() => new Response('<h1>Not Found</h1>', { status: 404 }));
    await expect(signIn(store, input, { fetch: page.fetch })).resolves.toMatchObject({
      type: 'addressFailed',
      message: expect.stringContaining('is geen Werkbank-server gevonden') as unknown,
    });
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(lastServerUrlAtom)).toBe('');
  });

  it('refuses a plain user account', async () => {
    const store = createStore();
    const { fetch } = fakeFetch(() => json(200, tokens({ username: 'u', role: 'user', environment: 'dev' })));
    await expect(signIn(store, input, { fetch })).resolves.toEqual({ type: 'forbidden' });
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('refuses an unreadable access token', async () => {
    const store = createStore();
    const { fetch } = fakeFetch(() => json(200, { access_token: 'opaque', refresh_token: 'r' }));
    await expect(signIn(store, input, { fetch })).resolves.toMatchObject({ type: 'failed' });
    expect(store.get(claimsAtom)).toBeNull();
  });
});
