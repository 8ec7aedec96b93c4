import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Sets a controlled input's value the way a user would (React listens to the native input event). */
export function type(element: Element | null, value: string) {
  if (!(element instanceof HTMLInputElement)) throw new Error('geen invoerveld');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function press(target: EventTarget, key: string, init: KeyboardEventInit = {}) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

export function click(element: Element | null) {
  if (!(element instanceof HTMLElement)) throw new Error('geen element');
  act(() => element.click());
}

/** The control labelled by a <label> with exactly this text. */
export function byLabel(text: string): HTMLElement | null {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text);
  return label ? document.getElementById(label.htmlFor) : null;
}

export function byRole(role: string, name?: string | RegExp): HTMLElement[] {
  const implicit: Record<string, string> = {
    button: 'button, [role="button"]',
    link: 'a[href]',
    heading: 'h1, h2, h3, h4, h5, h6',
    navigation: 'nav',
    banner: 'header',
    main: 'main',
  };
  const selector = implicit[role] ? `${implicit[role]}, [role="${role}"]` : `[role="${role}"]`;
  return [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    if (name === undefined) return true;
    const labelledBy = element.getAttribute('aria-labelledby');
    const accessible =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      element.textContent ??
      '';
    return typeof name === 'string' ? accessible.trim() === name : name.test(accessible);
  });
}

/** Polls until the check passes (lazy chunks, async fetches), flushing React in between. */
export async function waitFor<T>(
  check: () => T,
  timeoutMs = 3000,
): Promise<Exclude<T, undefined | null | false>> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      const value = check();
      if (value !== undefined && value !== null && value !== false)
        return value as Exclude<T, undefined | null | false>;
    } catch (error) {
      lastError = error;
    }
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  throw lastError instanceof Error ? lastError : new Error('waitFor: time-out');
}

/**
 * A fresh React root in a fresh element for every test of the file (registered with beforeEach/afterEach),
 * unmounted and removed afterwards. Read `root` and `container` inside the tests.
 */
export function rootPerTest(): { readonly root: Root; readonly container: HTMLElement } {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get root() {
      return root!;
    },
    get container() {
      return container!;
    },
  };
}
