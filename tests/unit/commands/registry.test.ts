import { atom } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { availabilityAtom, missingArgs } from '../../../src/commands/availability';
import {
  CommandArgumentsError,
  CommandNotFoundError,
  CommandUnavailableError,
  DuplicateCommandError,
} from '../../../src/commands/errors';
import { runInteractive } from '../../../src/commands/interactive';
import { createRegistry } from '../../../src/commands/registry';
import { defineCommand } from '../../../src/commands/types';
import { KeymapConflictError } from '../../../src/keymap';
import { recentCommandsAtom } from '../../../src/state/recent';
import { paletteAtom } from '../../../src/state/ui';
import { fakeContext } from '../support/ctx';

const plain = (id: string, extra: Partial<Parameters<typeof defineCommand>[0]> = {}) =>
  defineCommand({ id, title: id, group: 'workspace', run: () => undefined, ...extra });

describe('registry', () => {
  beforeEach(() => localStorage.clear());

  it('lists commands in registration order and exposes their bindings', () => {
    const registry = createRegistry([plain('a', { keybinding: 'g a' }), plain('b')]);
    expect(registry.list().map((c) => c.id)).toEqual(['a', 'b']);
    expect(registry.get('b')?.id).toBe('b');
    expect(registry.bindings()).toEqual([{ id: 'a', keys: 'g a', allowInInputs: false, scope: 'global' }]);
  });

  it('throws on a duplicate id, also across register calls', () => {
    expect(() => createRegistry([plain('a'), plain('a')])).toThrow(DuplicateCommandError);
    const registry = createRegistry([plain('a')]);
    expect(() => registry.register(plain('a'))).toThrow('Opdracht a is dubbel geregistreerd.');
  });

  it('throws on conflicting bindings and registers nothing of the failed batch', () => {
    const registry = createRegistry([plain('a', { keybinding: 'g u' })]);
    expect(() => registry.register(plain('b'), plain('c', { keybinding: 'g' }))).toThrow(KeymapConflictError);
    expect(registry.get('b')).toBeUndefined();
    expect(() =>
      createRegistry([plain('x', { keybinding: 'mod+k' }), plain('y', { keybinding: 'mod+k' })]),
    ).toThrow(KeymapConflictError);
  });

  it('registers a declaration on resolve only when asked to, with the same checks', () => {
    const strict = createRegistry([plain('a')]);
    expect(() => strict.resolve(plain('b'))).toThrow(CommandNotFoundError);

    const first = createRegistry([plain('a', { keybinding: 'g a' })], { registerOnResolve: true });
    const held = plain('b', { keybinding: 'g b' });
    expect(first.resolve(held)).toBe(held);
    expect(first.resolve('b')).toBe(held);
    expect(first.bindings().map((b) => b.id)).toEqual(['a', 'b']);
    expect(() => first.resolve('c')).toThrow(CommandNotFoundError);
    expect(() => first.resolve(plain('c', { keybinding: 'g' }))).toThrow(KeymapConflictError);
    expect(() => first.resolve(plain('a'))).not.toThrow();
  });

  it('allows the same keys in different scopes', () => {
    expect(() =>
      createRegistry([
        plain('x', { keybinding: 'e' }),
        plain('y', { keybinding: 'e', keybindingScope: 'editor' }),
      ]),
    ).not.toThrow();
  });
});

describe('execute', () => {
  beforeEach(() => localStorage.clear());

  it('runs with validated arguments and records the command as recent', async () => {
    const run = vi.fn();
    const registry = createRegistry([
      defineCommand({
        id: 'user.open',
        title: 'Open',
        group: 'navigation',
        args: z.object({ id: z.coerce.number().int().positive() }),
        run,
      }),
    ]);
    const { ctx, store } = fakeContext();
    await expect(registry.execute('user.open', { id: '7' }, ctx)).resolves.toEqual({ status: 'done' });
    expect(run).toHaveBeenCalledWith({ id: 7 }, ctx);
    expect(store.get(recentCommandsAtom)).toEqual(['user.open']);
  });

  it('throws for an unknown id', async () => {
    const { ctx } = fakeContext();
    await expect(createRegistry().execute('nope', {}, ctx)).rejects.toBeInstanceOf(CommandNotFoundError);
  });

  it('throws the reason when unavailable and does not run', async () => {
    const run = vi.fn();
    const registry = createRegistry([
      plain('a', { when: () => ({ reason: 'Kies eerst een gebruiker.' }), run }),
    ]);
    const { ctx } = fakeContext();
    const error = await registry.execute('a', {}, ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandUnavailableError);
    expect((error as Error).message).toBe('Kies eerst een gebruiker.');
    expect(run).not.toHaveBeenCalled();
  });

  it('a throwing when counts as unavailable', async () => {
    const registry = createRegistry([
      plain('a', {
        when: () => {
          throw new Error('stuk');
        },
      }),
    ]);
    const { ctx } = fakeContext();
    await expect(registry.execute('a', {}, ctx)).rejects.toThrow('stuk');
  });

  it('throws CommandArgumentsError listing the missing arguments that have pickers', async () => {
    const command = defineCommand({
      id: 'a',
      title: 'Thema',
      group: 'appearance',
      args: z.object({ appearance: z.enum(['light', 'dark']), other: z.string() }),
      argPickers: { appearance: { title: 'Kies', options: async () => [] } },
      run: () => undefined,
    });
    const registry = createRegistry([command]);
    const { ctx, store } = fakeContext();
    const error = (await registry.execute('a', {}, ctx).catch((e: unknown) => e)) as CommandArgumentsError;
    expect(error).toBeInstanceOf(CommandArgumentsError);
    expect(error.missing).toEqual(['appearance']);
    expect(error.message).toBe('Ongeldige invoer voor “Thema”.');
    expect(store.get(recentCommandsAtom)).toEqual([]);
    expect(missingArgs(command, { appearance: 'dark', other: 'x' })).toEqual([]);
    expect(missingArgs(command, { appearance: 'purple' })).toEqual(['appearance']);
  });

  it('asks for confirmation and aborts on no', async () => {
    const run = vi.fn();
    const confirm = {
      title: 'Verwijderen?',
      description: 'Dit kan niet ongedaan worden.',
      confirmLabel: 'Verwijderen',
    };
    const registry = createRegistry([plain('a', { confirm, run })]);
    const no = fakeContext({ confirm: false });
    await expect(registry.execute('a', {}, no.ctx)).resolves.toEqual({ status: 'cancelled' });
    expect(no.confirms).toEqual([confirm]);
    expect(run).not.toHaveBeenCalled();
    expect(no.store.get(recentCommandsAtom)).toEqual([]);

    const yes = fakeContext({ confirm: true });
    await expect(registry.execute('a', {}, yes.ctx)).resolves.toEqual({ status: 'done' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('builds the confirmation from the arguments when declared as a function', async () => {
    const registry = createRegistry([
      defineCommand({
        id: 'a',
        title: 'a',
        group: 'workspace',
        args: z.object({ name: z.string() }),
        confirm: ({ name }) => ({ title: `${name} verwijderen?`, description: '', confirmLabel: 'Ja' }),
        run: () => undefined,
      }),
    ]);
    const { ctx, confirms } = fakeContext();
    await registry.execute('a', { name: 'Acme' }, ctx);
    expect(confirms[0]!.title).toBe('Acme verwijderen?');
  });

  it('reports errors from run as toasts and returns them', async () => {
    const failure = new Error('Kon de organisatie niet verwijderen');
    const registry = createRegistry([
      plain('a', {
        run: async () => {
          throw failure;
        },
      }),
    ]);
    const { ctx, toasts } = fakeContext();
    await expect(registry.execute('a', {}, ctx)).resolves.toEqual({ status: 'failed', error: failure });
    expect(toasts).toEqual([
      { kind: 'error', message: 'Kon de organisatie niet verwijderen', durationMs: 5000 },
    ]);
  });

  it('does not record commands marked recordRecent: false', async () => {
    const registry = createRegistry([plain('a', { recordRecent: false })]);
    const { ctx, store } = fakeContext();
    await registry.execute('a', {}, ctx);
    expect(store.get(recentCommandsAtom)).toEqual([]);
  });
});

describe('runInteractive', () => {
  beforeEach(() => localStorage.clear());

  it('explains an unavailable command in a toast', async () => {
    const registry = createRegistry([plain('a', { when: () => ({ reason: 'Niet nu.' }) })]);
    const { ctx, toasts } = fakeContext();
    await expect(runInteractive(registry, 'a', undefined, ctx)).resolves.toEqual({
      status: 'unavailable',
      reason: 'Niet nu.',
    });
    expect(toasts).toEqual([{ kind: 'info', message: 'Niet nu.' }]);
  });

  it('opens the palette on the picker for missing arguments', async () => {
    const registry = createRegistry([
      defineCommand({
        id: 'a',
        title: 'a',
        group: 'workspace',
        args: z.object({ x: z.string() }),
        argPickers: { x: { title: 'x', options: async () => [] } },
        run: () => undefined,
      }),
    ]);
    const { ctx, store } = fakeContext();
    await expect(runInteractive(registry, 'a', {}, ctx)).resolves.toEqual({ status: 'asking' });
    expect(store.get(paletteAtom)).toEqual({ open: true, commandId: 'a', args: {} });
  });

  it('rethrows invalid arguments that no picker can supply', async () => {
    const registry = createRegistry([
      defineCommand({
        id: 'a',
        title: 'a',
        group: 'workspace',
        args: z.object({ x: z.string() }),
        run: () => undefined,
      }),
    ]);
    const { ctx } = fakeContext();
    await expect(runInteractive(registry, 'a', {}, ctx)).rejects.toBeInstanceOf(CommandArgumentsError);
  });
});

describe('availabilityAtom', () => {
  it('follows the atoms that when() reads', () => {
    const flag = atom(false);
    const command = plain('a', { when: (_args, ctx) => (ctx.store.get(flag) ? true : { reason: 'Uit' }) });
    const { ctx, store } = fakeContext();
    const available = availabilityAtom(command, ctx);
    const seen: unknown[] = [];
    const unsubscribe = store.sub(available, () => seen.push(store.get(available)));
    expect(store.get(available)).toEqual({ reason: 'Uit' });
    store.set(flag, true);
    expect(store.get(available)).toBe(true);
    expect(seen).toEqual([true]);
    unsubscribe();
  });
});
