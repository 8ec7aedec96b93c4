import { Theme } from '@radix-ui/themes';
import { Provider } from 'jotai/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allCommands, registry } from '../../../src/commands/all';
import { CommandRuntimeProvider } from '../../../src/screens/common/CommandRuntime';
import { ShortcutsDialog } from '../../../src/screens/shortcuts/ShortcutsDialog';
import { shortcutsOpenAtom } from '../../../src/state/ui';
import { mount, unmount } from '../support/app';
import { fakeContext } from '../support/ctx';

afterEach(unmount);

/** The overview's rows: a command's title and its keys as shown. */
function overviewRows(): Map<string, string> {
  const { ctx, store } = fakeContext();
  store.set(shortcutsOpenAtom, true);
  mount(
    <Provider store={store}>
      <Theme>
        <CommandRuntimeProvider value={{ registry, ctx, searchProviders: [] }}>
          <ShortcutsDialog />
        </CommandRuntimeProvider>
      </Theme>
    </Provider>,
  );
  const rows = [...document.querySelectorAll<HTMLTableRowElement>('[role="dialog"] tbody tr')];
  return new Map(rows.map((row) => [row.cells[0]!.textContent!, row.cells[1]!.textContent!]));
}

describe('the shortcut overview', () => {
  it('pairs Ctrl+S with saving the new template, not with opening a new one', () => {
    const rows = overviewRows();
    for (const opening of [
      'Nieuw persoonlijk template',
      'Nieuw organisatietemplate',
      'Nieuw standaard template',
      'Nieuwe export configuratie',
      'Nieuwe taxonomie',
    ])
      expect(rows.has(opening)).toBe(false);
    expect(rows.get('Nieuw persoonlijk template opslaan')).toBe('CtrlS');
    expect(rows.get('Persoonlijk template opslaan')).toBe('CtrlS');
    expect(rows.get('Nieuw organisatietemplate opslaan')).toBe('CtrlS');
    expect(rows.get('Nieuwe taxonomie opslaan')).toBe('CtrlS');
  });
});

describe('key bindings', () => {
  it('Ctrl+S (⌘S) is bound only to commands that save', () => {
    const saving = allCommands.filter((command) => command.keybinding === 'mod+s');
    expect(saving.length).toBeGreaterThanOrEqual(10);
    for (const command of saving) expect(command.title).toMatch(/ opslaan$/i);
  });

  it('no command that opens a new form (Nieuw …, Nieuwe …) has a key of its own', () => {
    const opening = allCommands.filter(
      (command) => /^Nieuwe? /.test(command.title) && !/ opslaan$/.test(command.title),
    );
    expect(opening.map((command) => command.title)).toContain('Nieuw persoonlijk template');
    expect(opening.filter((command) => command.keybinding).map((command) => command.title)).toEqual([]);
  });
});
