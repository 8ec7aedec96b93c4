import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/commands/registry';
import { defineCommand } from '../../../src/commands/types';
import type { CommandRuntime } from '../../../src/screens/common/CommandRuntime';
import type { KeyBacklog } from '../../../src/screens/common/useGlobalKeymap';
import { useGlobalKeymap } from '../../../src/screens/common/useGlobalKeymap';
import { fakeContext } from '../support/ctx';
import { rootPerTest } from '../support/dom'; // with the act() environment

// Keys typed before every command has loaded are kept and played once the commands are there
// (src/screens/common/useGlobalKeymap.ts), but only those typed where a shortcut could fire: a key typed in a
// field is text. Played later, when the palette it was typed in had closed, `g`, `u` went to the users.
const mounted = rootPerTest();

function setUp() {
  const { ctx } = fakeContext();
  const ran: string[] = [];
  const goToUsers = defineCommand({
    id: 'test.goToUsers',
    title: 'Ga naar Gebruikers',
    group: 'navigation',
    keybinding: 'g u',
    run: () => void ran.push('users'),
  });
  const first: CommandRuntime = { registry: createRegistry([]), ctx, searchProviders: [] };
  const all: CommandRuntime = { registry: createRegistry([goToUsers]), ctx, searchProviders: [] };
  const backlog: KeyBacklog = { complete: false, keys: [] };
  function Shell({ runtime, keys }: { runtime: CommandRuntime; keys: KeyBacklog }) {
    useGlobalKeymap(runtime, keys);
    return null;
  }
  act(() => mounted.root.render(<Shell runtime={first} keys={backlog} />));
  const type = (target: EventTarget, keys: string) =>
    act(() => {
      for (const key of keys) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
  const loaded = async () => {
    act(() => mounted.root.render(<Shell runtime={all} keys={{ complete: true, keys: backlog.keys }} />));
    await act(async () => undefined); // commands run asynchronously
  };
  return { ran, type, loaded };
}

describe('the key backlog', () => {
  it('plays a shortcut typed before the commands loaded once they are there', async () => {
    const { ran, type, loaded } = setUp();
    type(document.body, 'gu');
    expect(ran).toEqual([]);
    await loaded();
    expect(ran).toEqual(['users']);
  });

  it('keeps no key typed in a field, even when the field is gone by then', async () => {
    const { ran, type, loaded } = setUp();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    const input = dialog.appendChild(document.createElement('input'));
    type(input, 'gu');
    dialog.setAttribute('data-state', 'closed');
    dialog.remove();
    await loaded();
    expect(ran).toEqual([]);
  });
});
