import { createStore } from 'jotai/vanilla';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { App } from '../../../src/App';
import { firstScreenChunks } from '../../../src/screens/shell/firstScreen';
import { byLabel, byRole, click, type, waitFor } from './dom';
import { fakeFetch, json, tokens, type RecordedCall } from './http';

let root: Root | null = null;
let container: HTMLElement | null = null;

/** Renders `element` into a fresh container in the document (one at a time; `unmount` clears it). */
export function mount(element: ReactNode): void {
  container = document.createElement('div');
  document.body.appendChild(container);
  act(() => {
    root = createRoot(container!);
    root.render(element);
  });
}

/** Unmounts what `mount` rendered, clears the document, the fetch stub and the address. */
export function unmount(): void {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
}

/** Fills in and sends the sign-in form as a user would. */
export function submitSignIn(): void {
  type(byLabel('Server URL'), 'http://localhost:8080/api');
  type(byLabel('Username'), 'admin');
  type(byLabel('Password'), 'geheim');
  click(byRole('button', 'Sign In')[0]!);
}

const superuser = tokens({ sub: '1', username: 'admin', environment: 'development', role: 'superuser' });

/** The app signed in as user 1 (a superuser), then on `path`; other calls are answered by `handler`. */
export async function openAppAt(path: string, handler: (call: RecordedCall) => Response) {
  const { fetch, calls } = fakeFetch((call) =>
    call.url.endsWith('/login') ? json(200, superuser) : handler(call),
  );
  vi.stubGlobal('fetch', fetch);
  mount(<App store={createStore()} />);
  submitSignIn();
  await waitFor(() => byRole('navigation', 'Hoofdmenu')[0]);
  // A navigation is a transition that keeps the screen shown until the next one's chunk is there: loaded
  // first, so the screen at `path` is on show when this returns.
  await firstScreenChunks(new URL(path, window.location.origin).pathname);
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  return calls;
}

/** The text a control's `aria-describedby` points at (a disabled command button's reason), or null. */
export const reasonOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
