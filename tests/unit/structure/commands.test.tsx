import { atom } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { availability } from '../../../src/commands/availability';
import { CommandUnavailableError } from '../../../src/commands/errors';
import { createRegistry } from '../../../src/commands/registry';
import { defineCommand, type ArgsInput } from '../../../src/commands/types';
import { listResource, watchResource } from '../../../src/state/freshness';
import { atomSlot, loadInto, notLoaded, type Loadable } from '../../../src/state/loadable';
import { resourceAtom } from '../../../src/state/resources';
import { CommandButton } from '../../../src/screens/common/CommandButton';
import { CommandRuntimeProvider } from '../../../src/screens/common/CommandRuntime';
import { byRole, click, waitFor } from '../support/dom';
import { fakeContext } from '../support/ctx';

const protectedIds = atom<readonly number[]>([1]);

const removeThing = defineCommand({
  id: 'test.removeThing',
  title: 'Ding verwijderen',
  group: 'workspace',
  args: z.object({ thingId: z.coerce.number().int().positive() }),
  when: ({ thingId }, ctx) =>
    thingId !== undefined && ctx.store.get(protectedIds).includes(thingId)
      ? { reason: 'Dit ding is beschermd.' }
      : true,
  confirm: { title: 'Zeker?', description: 'Weg is weg.', confirmLabel: 'Verwijderen' },
  run: () => undefined,
});

describe('commands see their arguments', () => {
  it('types the arguments a caller gives from the declaration', () => {
    expectTypeOf<ArgsInput<typeof removeThing.args>>().toHaveProperty('thingId');
  });

  it('judge availability for the arguments a button will pass', () => {
    const { ctx } = fakeContext();
    expect(availability(removeThing, ctx, { thingId: 1 })).toEqual({ reason: 'Dit ding is beschermd.' });
    expect(availability(removeThing, ctx, { thingId: 2 })).toBe(true);
    expect(availability(removeThing, ctx)).toBe(true);
  });

  it('refuse before the confirmation is asked, with the reason', async () => {
    const { ctx, confirms } = fakeContext();
    const registry = createRegistry([removeThing]);
    await expect(registry.execute(removeThing, { thingId: 1 }, ctx)).rejects.toBeInstanceOf(
      CommandUnavailableError,
    );
    expect(confirms).toEqual([]);
    expect(await registry.execute(removeThing, { thingId: 2 }, ctx)).toEqual({ status: 'done' });
    expect(confirms).toHaveLength(1);
  });
});

describe('commands declare what they change', () => {
  it('reload the data on screen after a successful run, and not after a failed one', async () => {
    const { ctx, store } = fakeContext();
    const counted = resourceAtom<Loadable<number>>(notLoaded);
    let loads = 0;
    const counter = listResource('test-counter', counted, (s) =>
      loadInto(
        atomSlot(s, counted),
        async () => ++loads,
        () => 'fout',
      ),
    );
    let fail = false;
    const change = defineCommand({
      id: 'test.change',
      title: 'Wijzig',
      group: 'workspace',
      invalidates: () => [counter.at()],
      run: () => {
        if (fail) throw new Error('mislukt');
      },
    });
    const registry = createRegistry([change]);
    const stop = watchResource(store, ctx.api, counter, undefined);
    await vi.waitFor(() => expect(store.get(counted).data).toBe(1));
    await registry.execute(change, {}, ctx);
    expect(store.get(counted).data).toBe(2);
    fail = true;
    await registry.execute(change, {}, ctx);
    expect(store.get(counted).data).toBe(2);
    stop();
  });
});

describe('CommandButton', () => {
  it('shows the title, and when unavailable is disabled with the reason beside it', async () => {
    const { ctx } = fakeContext({ confirm: false });
    const registry = createRegistry([removeThing]);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <CommandRuntimeProvider value={{ registry, ctx, searchProviders: [] }}>
          <CommandButton command={removeThing} args={{ thingId: 1 }} />
          <CommandButton command={removeThing} args={{ thingId: 2 }}>
            Ander ding
          </CommandButton>
        </CommandRuntimeProvider>,
      ),
    );
    const blocked = await waitFor(() => byRole('button', 'Ding verwijderen')[0]);
    expect(blocked.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(blocked.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Dit ding is beschermd.');
    const other = byRole('button', 'Ander ding')[0]!;
    expect(other.hasAttribute('disabled')).toBe(false);
    expect(other.hasAttribute('aria-describedby')).toBe(false);
    click(other);
    act(() => root.unmount());
    container.remove();
  });
});
