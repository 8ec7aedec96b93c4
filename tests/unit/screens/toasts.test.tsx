import { Theme } from '@radix-ui/themes';
import { Provider } from 'jotai/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../src/commands/all';
import { CommandRuntimeProvider } from '../../../src/screens/common/CommandRuntime';
import { toastCorner, Toasts } from '../../../src/screens/common/Toasts';
import { pushToastAtom } from '../../../src/state/toasts';
import { mount, unmount } from '../support/app';
import { fakeContext } from '../support/ctx';

afterEach(() => {
  vi.restoreAllMocks();
  unmount();
});

const viewport = { width: 1280, height: 800 };
const stack = { width: 320, height: 140 };
const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('where the toasts stand', () => {
  it('bottom right, unless that covers the field being typed in: then the first free corner', () => {
    expect(toastCorner(null, stack, viewport)).toBe('bottom-right');
    // A field high on the page, or left of the stack, is not in the way.
    expect(toastCorner(box(300, 100, 1200, 132), stack, viewport)).toBe('bottom-right');
    expect(toastCorner(box(40, 700, 900, 732), stack, viewport)).toBe('bottom-right');
    // A full-width field at the bottom (the new term's Alternatieven): top right.
    expect(toastCorner(box(260, 700, 1240, 732), stack, viewport)).toBe('top-right');
    // A full-height column on the right: the left side.
    expect(toastCorner(box(900, 0, 1280, 800), stack, viewport)).toBe('bottom-left');
    // Covered wherever they stand (a field as large as the screen): where they always stand.
    expect(toastCorner(box(0, 0, 1280, 800), stack, viewport)).toBe('bottom-right');
  });

  it('move off the focused input when they would cover it, and back once it is left', () => {
    const { ctx, store } = fakeContext();
    const field = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(field, button);
    // No layout here: the stack and the field get the boxes they would have on a 1280 × 800 screen.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this === field) return DOMRect.fromRect({ x: 260, y: 700, width: 980, height: 32 });
      if (this.matches('section')) return DOMRect.fromRect({ x: 0, y: 0, width: 320, height: 60 });
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 800);
    mount(
      <Provider store={store}>
        <Theme>
          <CommandRuntimeProvider value={{ registry, ctx, searchProviders: [] }}>
            <Toasts />
          </CommandRuntimeProvider>
        </Theme>
      </Provider>,
    );
    const region = () => document.querySelector<HTMLElement>('section[aria-label]')!;
    act(() => field.focus());
    act(() => void store.set(pushToastAtom, { message: 'Term “Helm” toegevoegd', kind: 'success' }));
    expect(region().dataset.corner).toBe('top-right');
    expect(region().className).toContain('top-4 right-4');
    act(() => button.focus());
    expect(region().dataset.corner).toBe('bottom-right');
    act(() => field.focus());
    expect(region().dataset.corner).toBe('top-right');
  });
});
