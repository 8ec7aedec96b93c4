import { describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { runInteractive } from '../../../src/commands/interactive';
import { logoutAtom } from '../../../src/state/session';
import { lastUndoAtom, pushToastAtom, takeUndoAtom, toastsAtom } from '../../../src/state/toasts';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';
import { pathOf, userJson } from '../users/support';

/** A signed-in context whose toasts go to the store, as the shell's do; the server blocks and unblocks user 5. */
function withToasts() {
  const base = signedInContext((call) =>
    json(200, { message: 'ok', user: userJson(5, { is_active: !call.url.endsWith('/block') }) }),
  );
  const ctx = {
    ...base.ctx,
    notify: (toast: Parameters<typeof base.ctx.notify>[0]) => void base.store.set(pushToastAtom, toast),
  };
  return { ...base, ctx };
}

const undo = () => registry.resolve('workspace.undo');

describe('Ongedaan maken', () => {
  it('is unavailable, with the reason, while no toast has offered an undo', async () => {
    const { ctx, store } = withToasts();
    expect(availability(undo(), ctx)).toEqual({ reason: 'Er is niets om ongedaan te maken.' });
    store.set(pushToastAtom, { kind: 'success', message: 'Opgeslagen' });
    expect(availability(undo(), ctx)).toEqual({ reason: 'Er is niets om ongedaan te maken.' });
    expect(await runInteractive(registry, 'workspace.undo', {}, ctx)).toEqual({
      status: 'unavailable',
      reason: 'Er is niets om ongedaan te maken.',
    });
  });

  it('runs the undo the last toast offered, as its button does, and dismisses that toast', async () => {
    const { ctx, store, calls } = withToasts();
    await executeCommand('users.block', { userId: 5 }, ctx);
    const blocked = store.get(toastsAtom).at(-1)!;
    expect(blocked.undo).toEqual({ commandId: 'users.unblock', args: { userId: 5 } });
    expect(availability(undo(), ctx)).toBe(true);

    expect(await executeCommand('workspace.undo', {}, ctx)).toEqual({ status: 'done' });
    expect(calls.map((call) => `${call.method} ${pathOf(call.url)}`)).toEqual([
      'POST admin/users/5/block',
      'POST admin/users/5/unblock',
    ]);
    expect(store.get(toastsAtom).some((toast) => toast.id === blocked.id)).toBe(false);
    // The unblock offers its own undo (blocking again), which is now the last one.
    expect(store.get(lastUndoAtom)).toMatchObject({ commandId: 'users.block', args: { userId: 5 } });
  });

  it("runs an undo once: used on its toast, it is gone; another toast's id leaves it", async () => {
    const { ctx, store } = withToasts();
    const id = store.set(pushToastAtom, {
      message: 'Gebruiker geblokkeerd',
      undo: { commandId: 'users.unblock', args: { userId: 5 } },
    });
    expect(store.set(takeUndoAtom, id + 1)).toBeNull();
    expect(store.get(lastUndoAtom)?.toastId).toBe(id);
    expect(store.set(takeUndoAtom, id)).toEqual({ commandId: 'users.unblock', args: { userId: 5 } });
    expect(availability(undo(), ctx)).toEqual({ reason: 'Er is niets om ongedaan te maken.' });
  });

  it('a later undo replaces an earlier one, and signing out forgets it', () => {
    const { store } = withToasts();
    store.set(pushToastAtom, { message: 'a', undo: { commandId: 'users.unblock', args: { userId: 1 } } });
    store.set(pushToastAtom, { message: 'b', undo: { commandId: 'users.block', args: { userId: 2 } } });
    expect(store.get(lastUndoAtom)).toMatchObject({ commandId: 'users.block', args: { userId: 2 } });
    store.set(logoutAtom);
    expect(store.get(lastUndoAtom)).toBeNull();
  });

  it('is bound to Ctrl+Z (⌘Z), not while typing in a field, and is listed in the palette', () => {
    expect(undo()).toMatchObject({
      keybinding: 'mod+z',
      allowInInputs: false,
      showInPalette: true,
      title: 'Ongedaan maken',
    });
  });
});
