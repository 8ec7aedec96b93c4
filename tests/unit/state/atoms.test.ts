import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionApiClient } from '../../../src/state/apiClient';
import { isProductionEnvironment } from '../../../src/state/claims';
import {
  recentCommandsAtom,
  recordRecentCommandAtom,
  RECENT_COMMANDS_LIMIT,
} from '../../../src/state/recent';
import { resetResourcesAtom, resourceAtom } from '../../../src/state/resources';
import { screenContextAtom } from '../../../src/state/screen';
import { isSignedInAtom, lastServerUrlAtom, logoutAtom, sessionAtom } from '../../../src/state/session';
import { themeAtom } from '../../../src/state/theme';
import {
  dismissToastAtom,
  pushToastAtom,
  TOAST_DURATION,
  TOAST_LIMIT,
  toastsAtom,
} from '../../../src/state/toasts';
import { paletteAtom, shortcutsOpenAtom } from '../../../src/state/ui';
import { fakeFetch, json, tokens } from '../support/http';

const session = { serverUrl: 'http://h/api/', tokens: tokens(), expiresAt: Date.now() + 3600_000 };

describe('persisted atoms', () => {
  beforeEach(() => localStorage.clear());

  it('read what is stored, per store, without mounting', () => {
    localStorage.setItem('werkbank.session', JSON.stringify(session));
    localStorage.setItem('werkbank.theme', 'dark');
    localStorage.setItem('werkbank.recentCommands', JSON.stringify(['a', 2, 'b']));
    localStorage.setItem('werkbank.lastServerUrl', 'http://x/api/');
    const store = createStore();
    expect(store.get(sessionAtom)).toEqual(session);
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(themeAtom)).toBe('dark');
    expect(store.get(recentCommandsAtom)).toEqual(['a', 'b']);
    expect(store.get(lastServerUrlAtom)).toBe('http://x/api/');
  });

  it('fall back to defaults for missing or corrupt values', () => {
    localStorage.setItem('werkbank.session', '{broken');
    localStorage.setItem('werkbank.theme', 'purple');
    localStorage.setItem('werkbank.recentCommands', '{}');
    const store = createStore();
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(themeAtom)).toBe('light');
    expect(store.get(recentCommandsAtom)).toEqual([]);
    expect(store.get(lastServerUrlAtom)).toBe('');
  });

  it('write through to localStorage', () => {
    const store = createStore();
    store.set(themeAtom, 'dark');
    expect(localStorage.getItem('werkbank.theme')).toBe('dark');
    store.set(sessionAtom, session);
    expect(JSON.parse(localStorage.getItem('werkbank.session')!)).toEqual(session);
    store.set(sessionAtom, null);
    expect(localStorage.getItem('werkbank.session')).toBeNull();
  });
});

describe('recent commands', () => {
  beforeEach(() => localStorage.clear());

  it('moves the used command to the front, without duplicates, up to the limit', () => {
    const store = createStore();
    store.set(recordRecentCommandAtom, 'a');
    store.set(recordRecentCommandAtom, 'b');
    store.set(recordRecentCommandAtom, 'a');
    expect(store.get(recentCommandsAtom)).toEqual(['a', 'b']);
    for (let i = 0; i < 30; i++) store.set(recordRecentCommandAtom, `c${i}`);
    expect(store.get(recentCommandsAtom)).toHaveLength(RECENT_COMMANDS_LIMIT);
    expect(store.get(recentCommandsAtom)[0]).toBe('c29');
    expect(JSON.parse(localStorage.getItem('werkbank.recentCommands')!)[0]).toBe('c29');
  });
});

describe('environment', () => {
  it.each([
    ['production', true],
    ['Production', true],
    [' PRODUCTION ', true],
    ['productie', false],
    ['development', false],
    ['', false],
  ])('%j is production: %s', (name, expected) => {
    expect(isProductionEnvironment(name)).toBe(expected);
  });
});

describe('toasts', () => {
  it('default to 3 s and info, keep undo, drop the oldest beyond the limit, and dismiss', () => {
    const store = createStore();
    const id = store.set(pushToastAtom, {
      message: 'Opgeslagen',
      undo: { commandId: 'x.undo', args: { id: 1 } },
    });
    expect(store.get(toastsAtom)).toEqual([
      {
        id,
        message: 'Opgeslagen',
        kind: 'info',
        durationMs: 3000,
        undo: { commandId: 'x.undo', args: { id: 1 } },
      },
    ]);
    expect(TOAST_DURATION).toEqual({ default: 3000, long: 4000, extended: 5000 });
    for (let i = 0; i < TOAST_LIMIT; i++) store.set(pushToastAtom, { message: `m${i}`, kind: 'error' });
    expect(store.get(toastsAtom)).toHaveLength(TOAST_LIMIT);
    expect(store.get(toastsAtom).some((t) => t.id === id)).toBe(false);
    const first = store.get(toastsAtom)[0]!;
    store.set(dismissToastAtom, first.id);
    expect(store.get(toastsAtom).some((t) => t.id === first.id)).toBe(false);
  });
});

describe('toasts about one situation', () => {
  it('show once: a later toast of the same group, or with the same kind and message, takes the earlier one’s place', () => {
    const store = createStore();
    const messages = () => store.get(toastsAtom).map((t) => t.message);
    store.set(pushToastAtom, { message: 'Term “A” toegevoegd', kind: 'success', group: 'terms' });
    store.set(pushToastAtom, { message: 'Opgeslagen', kind: 'success' });
    const last = store.set(pushToastAtom, {
      message: 'Term “B” toegevoegd',
      kind: 'success',
      group: 'terms',
    });
    expect(messages()).toEqual(['Opgeslagen', 'Term “B” toegevoegd']);
    expect(store.get(toastsAtom).at(-1)).toMatchObject({ id: last, group: 'terms' });

    store.set(pushToastAtom, { message: 'Mislukt', kind: 'error' });
    store.set(pushToastAtom, { message: 'Mislukt', kind: 'error' });
    // Another kind with the same words is another toast.
    store.set(pushToastAtom, { message: 'Opgeslagen' });
    expect(messages()).toEqual(['Opgeslagen', 'Term “B” toegevoegd', 'Mislukt', 'Opgeslagen']);
  });
});

describe('logout', () => {
  beforeEach(() => localStorage.clear());

  it('clears the session but keeps the last server URL, and resets resources and transient UI', () => {
    const store = createStore();
    const users = resourceAtom<string[]>([]);
    store.set(sessionAtom, session);
    store.set(lastServerUrlAtom, 'http://h/api/');
    store.set(users, ['a']);
    store.set(screenContextAtom, { screen: 'users', ids: {} });
    store.set(paletteAtom, { open: true, commandId: null, args: {} });
    store.set(shortcutsOpenAtom, true);
    store.set(pushToastAtom, { message: 'x' });
    store.set(logoutAtom);
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('werkbank.session')).toBeNull();
    expect(store.get(lastServerUrlAtom)).toBe('http://h/api/');
    expect(store.get(users)).toEqual([]);
    expect(store.get(screenContextAtom).screen).toBeNull();
    expect(store.get(paletteAtom).open).toBe(false);
    expect(store.get(shortcutsOpenAtom)).toBe(false);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('resetResourcesAtom resets every resource atom', () => {
    const store = createStore();
    const a = resourceAtom(1);
    const b = resourceAtom<{ x: number } | null>(null);
    store.set(a, 5);
    store.set(b, { x: 1 });
    store.set(resetResourcesAtom);
    expect(store.get(a)).toBe(1);
    expect(store.get(b)).toBeNull();
  });
});

describe('createSessionApiClient', () => {
  beforeEach(() => localStorage.clear());

  it('an authentication error signs out (session and resources)', async () => {
    const store = createStore();
    const loaded = resourceAtom<string | null>(null);
    store.set(sessionAtom, session);
    store.set(loaded, 'data');
    const { fetch } = fakeFetch(() => json(401, { detail: 'Invalid token' }));
    const client = createSessionApiClient(store, { fetch });
    await expect(client.get('admin/users')).rejects.toThrow('Authentication failed');
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(loaded)).toBeNull();
  });

  it('stores a refreshed token set in the session atom', async () => {
    const store = createStore();
    store.set(sessionAtom, { ...session, expiresAt: 0 });
    const { fetch } = fakeFetch((call) =>
      call.url.endsWith('refresh') ? json(200, { ...tokens(), access_token: 'new' }) : json(200, {}),
    );
    const now = vi.fn(() => 10_000);
    await createSessionApiClient(store, { fetch, now }).get('x');
    expect(store.get(sessionAtom)?.tokens.access_token).toBe('new');
    expect(store.get(sessionAtom)?.expiresAt).toBe(10_000 + 3600_000);
  });
});
