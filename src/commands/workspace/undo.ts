import { messages } from '../../messages';
import { lastUndoAtom, takeUndoAtom } from '../../state/toasts';
import type { CommandRegistry } from '../registry';
import { defineCommand } from '../types';

const t = messages.toasts;

/**
 * Ongedaan maken (Ctrl+Z / ⌘Z outside text fields): runs the undo the last toast offered, as that toast's button
 * does, also once the toast is gone, and only once. Unavailable when there is nothing to undo. It runs the undo
 * through `registry` (the one it is registered in), so the undo is checked and reported like any command.
 */
export function undoLastCommand(registry: () => CommandRegistry) {
  return defineCommand({
    id: 'workspace.undo',
    title: t.undo,
    group: 'workspace',
    keywords: ['undo', 'ongedaan', 'terugdraaien', 'terugzetten', 'herstellen', 'vorige actie'],
    keybinding: 'mod+z',
    when: (_args, ctx) => (ctx.store.get(lastUndoAtom) ? true : { reason: t.nothingToUndo }),
    recordRecent: false,
    run: async (_args, ctx) => {
      const undo = ctx.store.set(takeUndoAtom);
      if (!undo) throw new Error(t.nothingToUndo);
      // A failing undo reports itself (a toast from `execute`); it is not reported twice.
      await registry().execute(undo.commandId, undo.args, ctx);
    },
  });
}
