import { beforeEach, describe, expect, it } from 'vitest';
import { allCommands, executeCommand, registry } from '../../../src/commands/all';
import { CommandArgumentsError, CommandUnavailableError } from '../../../src/commands/errors';
import { recentCommandsAtom } from '../../../src/state/recent';
import { lastServerUrlAtom, sessionAtom } from '../../../src/state/session';
import { themeAtom } from '../../../src/state/theme';
import { paletteAtom, shortcutsOpenAtom } from '../../../src/state/ui';
import { fakeContext } from '../support/ctx';
import { tokens } from '../support/http';

beforeEach(() => localStorage.clear());

describe('all commands', () => {
  it('register without duplicate ids or binding conflicts', () => {
    expect(registry.list()).toHaveLength(allCommands.length);
    expect(new Set(allCommands.map((c) => c.id)).size).toBe(allCommands.length);
  });

  it('have Dutch titles from the catalogue', () => {
    const shell = new Set(['navigation', 'session', 'appearance', 'workspace']);
    expect(allCommands.filter((c) => shell.has(c.group)).map((c) => c.title)).toEqual([
      'Ga naar Dashboard',
      'Ga naar Gebruikers',
      'Ga naar Organisaties',
      'Ga naar Taxonomieën',
      'Ga naar Standaard Templates',
      'Ga naar Worker Status',
      'Ga naar Login Pogingen',
      'Ga naar Audit',
      'Ga naar Bewaarbeleid',
      'Ga naar Gebruik en kosten',
      'Ga naar je organisatie',
      'Uitloggen',
      'Mijn account: wachtwoord wijzigen',
      'Eigen wachtwoord wijzigen',
      'Overal afmelden',
      'Thema wijzigen',
      'Wissel licht/donker thema',
      'Toon sneltoetsen',
      'Open opdrachtenpalet',
      'Ongedaan maken',
    ]);
  });
});

describe('navigation', () => {
  it.each([
    ['navigation.dashboard', '/', 'g d', 'dashboard'],
    ['navigation.users', '/users', 'g u', 'users'],
    ['navigation.organizations', '/organizations', 'g o', 'organisations'],
    ['navigation.taxonomies', '/taxonomies', 'g t', 'taxonomies'],
    ['navigation.defaultTemplates', '/default-templates', 'g s', 'default templates'],
    ['navigation.workerStatus', '/worker-status', 'g w', 'worker'],
    ['navigation.loginAttempts', '/login-attempts', 'g l', 'login attempts'],
    ['navigation.auditLog', '/audit', 'g a', 'audit log'],
  ])('%s goes to %s (%s, alias %s)', async (id, path, keys, alias) => {
    const { ctx, navigations, store } = fakeContext();
    const command = registry.get(id)!;
    expect(command.keybinding).toBe(keys);
    expect(command.keywords).toContain(alias);
    await expect(executeCommand(id, undefined, ctx)).resolves.toEqual({ status: 'done' });
    expect(navigations).toEqual([path]);
    expect(store.get(recentCommandsAtom)).toEqual([id]);
  });

  it('organisations has both spellings', () => {
    expect(registry.get('navigation.organizations')!.keywords).toEqual(
      expect.arrayContaining(['organizations', 'organisations']),
    );
  });
});

describe('session.logout', () => {
  it('clears the session, keeps the last server URL and goes to /', async () => {
    const { ctx, store, navigations } = fakeContext();
    store.set(sessionAtom, { serverUrl: 'http://h/api/', tokens: tokens(), expiresAt: Date.now() + 1000 });
    store.set(lastServerUrlAtom, 'http://h/api/');
    await executeCommand('session.logout', {}, ctx);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(lastServerUrlAtom)).toBe('http://h/api/');
    expect(navigations).toEqual(['/']);
    expect(store.get(recentCommandsAtom)).toEqual([]);
  });

  it('is unavailable when not signed in', async () => {
    const { ctx } = fakeContext();
    await expect(executeCommand('session.logout', {}, ctx)).rejects.toThrow(CommandUnavailableError);
    await expect(executeCommand('session.logout', {}, ctx)).rejects.toThrow('Je bent niet aangemeld.');
  });

  it('has the English aliases', () => {
    expect(registry.get('session.logout')!.keywords).toEqual(
      expect.arrayContaining(['logout', 'sign out', 'afmelden']),
    );
  });
});

describe('appearance', () => {
  it('Thema wijzigen sets the theme and persists it', async () => {
    const { ctx, store } = fakeContext();
    await executeCommand('appearance.setTheme', { appearance: 'dark' }, ctx);
    expect(store.get(themeAtom)).toBe('dark');
    expect(localStorage.getItem('werkbank.theme')).toBe('dark');
  });

  it('Thema wijzigen without an argument asks for it with Licht / Donker', async () => {
    const { ctx } = fakeContext();
    const error = (await executeCommand('appearance.setTheme', {}, ctx).catch(
      (e: unknown) => e,
    )) as CommandArgumentsError;
    expect(error.missing).toEqual(['appearance']);
    const picker = registry.get('appearance.setTheme')!.argPickers.appearance!;
    expect((await picker.options(ctx, '', {})).map((o) => [o.value, o.label])).toEqual([
      ['light', 'Licht'],
      ['dark', 'Donker'],
    ]);
    expect((await picker.options(ctx, 'donk', {})).map((o) => o.value)).toEqual(['dark']);
    expect((await picker.options(ctx, 'zzz', {})).map((o) => o.value)).toEqual([]);
  });

  it('rejects an unknown appearance', async () => {
    const { ctx } = fakeContext();
    await expect(executeCommand('appearance.setTheme', { appearance: 'paars' }, ctx)).rejects.toBeInstanceOf(
      CommandArgumentsError,
    );
  });

  it('the quick toggle switches between light and dark (shift+t)', async () => {
    const { ctx, store } = fakeContext();
    expect(registry.get('appearance.toggleTheme')!.keybinding).toBe('shift+t');
    await executeCommand('appearance.toggleTheme', {}, ctx);
    expect(store.get(themeAtom)).toBe('dark');
    await executeCommand('appearance.toggleTheme', {}, ctx);
    expect(store.get(themeAtom)).toBe('light');
  });
});

describe('workspace', () => {
  it('Toon sneltoetsen (?) opens the overview', async () => {
    const { ctx, store } = fakeContext();
    expect(registry.get('workspace.showShortcuts')!.keybinding).toBe('?');
    await executeCommand('workspace.showShortcuts', {}, ctx);
    expect(store.get(shortcutsOpenAtom)).toBe(true);
  });

  it('Open opdrachtenpalet (mod+k, also in inputs) toggles the palette and is not itself listed or recorded', async () => {
    const { ctx, store } = fakeContext();
    const command = registry.get('workspace.openPalette')!;
    expect(command).toMatchObject({ keybinding: 'mod+k', allowInInputs: true, showInPalette: false });
    await executeCommand('workspace.openPalette', {}, ctx);
    expect(store.get(paletteAtom)).toEqual({ open: true, commandId: null, args: {} });
    await executeCommand('workspace.openPalette', {}, ctx);
    expect(store.get(paletteAtom).open).toBe(false);
    expect(store.get(recentCommandsAtom)).toEqual([]);
  });
});
