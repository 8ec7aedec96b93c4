import { createStore } from 'jotai/vanilla';
import { vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { CommandContext, ConfirmSpec } from '../../../src/commands/types';
import type { ToastInput } from '../../../src/state/toasts';

/** A headless command context: a fresh store, a fake API, recorded navigation, confirmation and toasts. */
export function fakeContext(options: { confirm?: boolean } = {}) {
  const store = createStore();
  const navigations: string[] = [];
  const confirms: ConfirmSpec[] = [];
  const toasts: ToastInput[] = [];
  const api = createApiClient({
    getSession: () => null,
    setSession: () => undefined,
    fetch: vi.fn(async () => new Response('{}')) as unknown as typeof fetch,
  });
  const ctx: CommandContext = {
    store,
    api,
    navigate: (path) => navigations.push(path),
    confirm: async (spec) => {
      confirms.push(spec);
      return options.confirm ?? true;
    },
    notify: (toast) => toasts.push(toast),
  };
  return { ctx, store, navigations, confirms, toasts };
}
