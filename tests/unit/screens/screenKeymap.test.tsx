import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/commands/registry';
import { defineCommand } from '../../../src/commands/types';
import type { CommandRuntime } from '../../../src/screens/common/CommandRuntime';
import { useScreenKeymap } from '../../../src/screens/common/useGlobalKeymap';
import { screenContextAtom } from '../../../src/state/screen';
import { fakeContext } from '../support/ctx';
import { rootPerTest } from '../support/dom'; // with the act() environment

// The shell holds every screen and calls `useScreenKeymap`; a screen showing (or changing the ids it shows) must
// switch the screen's keys without rendering the shell again (src/screens/common/useGlobalKeymap.ts).
const mounted = rootPerTest();

function setUp() {
  const { ctx, store } = fakeContext();
  const ran: string[] = [];
  const saveOn = (screen: 'userDetail' | 'organizationDetail') =>
    defineCommand({
      id: `test.save.${screen}`,
      title: `Opslaan op ${screen}`,
      group: 'workspace',
      keybinding: 'mod+s',
      keybindingScope: screen,
      run: () => void ran.push(screen),
    });
  const runtime: CommandRuntime = {
    registry: createRegistry([saveOn('userDetail'), saveOn('organizationDetail')]),
    ctx,
    searchProviders: [],
  };
  let renders = 0;
  function Shell() {
    renders += 1;
    useScreenKeymap(runtime);
    return null;
  }
  act(() => mounted.root.render(<Shell />));
  const show = (screen: 'userDetail' | 'organizationDetail' | null, ids: Record<string, string> = {}) =>
    act(() => store.set(screenContextAtom, { screen, ids }));
  const pressSave = () =>
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true }));
    });
  return { ran, show, pressSave, renders: () => renders };
}

describe('useScreenKeymap', () => {
  it("binds the keys of the screen on show, and only that screen's", async () => {
    const { ran, show, pressSave } = setUp();
    pressSave();
    show('userDetail', { userId: '7' });
    pressSave();
    show('organizationDetail', { organizationId: '5' });
    pressSave();
    show(null);
    pressSave();
    await act(async () => undefined); // commands run asynchronously
    expect(ran).toEqual(['userDetail', 'organizationDetail']);
  });

  it('renders the component that holds it no more when a screen shows or changes its ids', () => {
    const { show, renders } = setUp();
    const before = renders();
    show('userDetail', { userId: '7' });
    show('userDetail', { userId: '8' });
    show('organizationDetail', { organizationId: '5' });
    expect(renders()).toBe(before);
  });
});
