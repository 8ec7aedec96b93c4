import { createStore } from 'jotai/vanilla';
import { vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { CommandContext, ConfirmSpec } from '../../../src/commands/types';
import { createSessionApiClient } from '../../../src/state/apiClient';
import { addressAtom } from '../../../src/state/address';
import { organizationsAtom } from '../../../src/state/organizations';
import { sessionAtom } from '../../../src/state/session';
import type { ToastInput } from '../../../src/state/toasts';
import { fakeFetch, tokens, type Handler, type RecordedCall } from './http';

/**
 * A headless command context: a fresh store, a fake API, recorded navigation, confirmation, toasts and saved
 * files. The address starts at `/` (`goTo` moves it, as a user does) and follows each navigation.
 */
export function fakeContext(options: { confirm?: boolean } = {}) {
  const store = createStore();
  const navigations: string[] = [];
  const goTo = (path: string) => store.set(addressAtom, path);
  const confirms: ConfirmSpec[] = [];
  const toasts: ToastInput[] = [];
  const saved: { file: Blob; fileName: string }[] = [];
  const copied: string[] = [];
  const api = createApiClient({
    getSession: () => null,
    setSession: () => undefined,
    fetch: vi.fn(async () => new Response('{}')) as unknown as typeof fetch,
  });
  const ctx: CommandContext = {
    store,
    api,
    navigate: (path) => {
      navigations.push(path);
      goTo(path);
    },
    confirm: async (spec) => {
      confirms.push(spec);
      return options.confirm ?? true;
    },
    notify: (toast) => toasts.push(toast),
    saveFile: (file, fileName) => saved.push({ file, fileName }),
    copyText: async (text) => {
      copied.push(text);
    },
  };
  return { ctx, store, navigations, goTo, confirms, toasts, saved, copied };
}

export const SERVER = 'http://h/api/';

/** A headless context signed in on `SERVER` with `role`, its API answered by `handler` (calls recorded). */
export function signedInContext(
  handler: Handler,
  options: { role?: string; confirm?: boolean; organization?: { id: number; name: string } } = {},
) {
  const base = fakeContext({ confirm: options.confirm ?? true });
  const { fetch, calls } = fakeFetch(handler);
  base.store.set(sessionAtom, {
    serverUrl: SERVER,
    tokens: tokens({
      sub: '1',
      username: 'admin',
      environment: 'test',
      role: options.role ?? 'superuser',
      ...(options.organization
        ? { organization_id: options.organization.id, organization_name: options.organization.name }
        : {}),
    }),
    expiresAt: Date.now() + 3_600_000,
  });
  const ctx = { ...base.ctx, api: createSessionApiClient(base.store, { fetch }) };
  return { ...base, ctx, calls };
}

/** A recorded call's path below the API base: `admin/users?limit=50`. */
export const pathOf = (call: RecordedCall) => call.url.slice(SERVER.length);

/** The recorded calls as `METHOD path`: `GET admin/users`. */
export const requestsOf = (calls: readonly RecordedCall[]) => calls.map((c) => `${c.method} ${pathOf(c)}`);

/** The organisation the organisation-scoped command tests work on; an `org_admin` administers it. */
export const ZANDVOORT = { id: 5, name: 'Gemeente Zandvoort' } as const;

/** `signedInContext` as `role`, with Gemeente Zandvoort (`ZANDVOORT`) as the organisations list already loaded. */
export function zandvoortContext(handler: Handler, role = 'superuser') {
  const context = signedInContext(handler, {
    role,
    ...(role === 'org_admin' ? { organization: ZANDVOORT } : {}),
  });
  context.store.set(organizationsAtom, {
    data: [{ ...ZANDVOORT, user_count: 3, template_count: 0 }],
    loading: false,
    error: null,
  });
  return context;
}
