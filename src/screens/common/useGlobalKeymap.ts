import { useEffect } from 'react';
import { permitted } from '../../commands/availability';
import { runInteractive } from '../../commands/interactive';
import {
  createKeymapMatcher,
  GLOBAL_SCOPE,
  isInsideDialog,
  isShortcutBlockedTarget,
  type Binding,
  type KeyEventLike,
} from '../../keymap';
import { screenContextAtom, type ScreenId } from '../../state/screen';
import type { CommandRuntime } from './CommandRuntime';

/**
 * Listens on the window for `bindings` and runs the matched command (unless `ignore` says the event is not
 * theirs); a binding of a command the role may not run does nothing (the key stays the browser's). Answers
 * the function that stops listening.
 */
function listen(
  bindings: readonly Binding[],
  { registry, ctx }: Pick<CommandRuntime, 'registry' | 'ctx'>,
  options: {
    isBlockedTarget?: (target: unknown) => boolean;
    ignore?: (event: KeyboardEvent) => boolean;
    backlog?: KeyBacklog;
  },
): () => void {
  const matcher = createKeymapMatcher(
    bindings,
    options.isBlockedTarget ? { isBlockedTarget: options.isBlockedTarget } : {},
  );
  const run = (event: KeyEventLike, preventDefault: () => void) => {
    const result = matcher.handle(event);
    if (result.kind === 'none') {
      // A key typed in a field or a dialog is text, never a shortcut: it is not kept for later. Played later it
      // could fire, once its field's dialog has closed (`g`, `u` typed in the palette went to the users).
      const blocked = options.isBlockedTarget?.(event.target) ?? false;
      if (options.backlog && !options.backlog.complete && !blocked) options.backlog.keys.push(copyOf(event));
      return;
    }
    if (result.kind !== 'match') return;
    const command = registry.get(result.id);
    if (command && !permitted(command, ctx.store)) return;
    preventDefault();
    runInteractive(registry, result.id, undefined, ctx).catch((error: unknown) => {
      ctx.notify({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    });
  };
  if (options.backlog?.complete) {
    for (const key of options.backlog.keys.splice(0)) run(key, () => undefined);
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || options.ignore?.(event)) return;
    run(event, () => event.preventDefault());
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}

const copyOf = ({ key, ctrlKey, metaKey, altKey, shiftKey, target, repeat, isComposing }: KeyEventLike) => ({
  key,
  ctrlKey,
  metaKey,
  altKey,
  shiftKey,
  target,
  repeat,
  isComposing,
});

/**
 * Keys pressed while the shell has only its first commands (before every command has loaded) that none of them
 * took, outside fields and dialogs: kept, and played through the whole keymap once `complete`, so a shortcut typed
 * straight after the page appeared is not lost.
 */
export interface KeyBacklog {
  complete: boolean;
  keys: KeyEventLike[];
}

/**
 * Wires the registry's global key bindings to the window, once, at the shell root. Plain shortcuts never
 * fire while typing in a field or inside a dialog; bindings marked `allowInInputs` (the palette key) do.
 */
export function useGlobalKeymap(runtime: CommandRuntime, backlog?: KeyBacklog): void {
  const { registry, ctx } = runtime;
  useEffect(
    () =>
      listen(
        registry.bindings().filter((b) => (b.scope ?? GLOBAL_SCOPE) === GLOBAL_SCOPE),
        { registry, ctx },
        { isBlockedTarget: isShortcutBlockedTarget, ...(backlog ? { backlog } : {}) },
      ),
    [registry, ctx, backlog],
  );
}

/**
 * The key bindings of the screen on show: commands whose `keybindingScope` is its screen id (Ctrl+S on a
 * template editor saves that editor's template). Bindings marked `allowInInputs` fire while typing in the
 * screen's fields; none fires inside a dialog on top of it. It follows the screen in the store, not in React
 * state: the shell that calls it holds every screen, and would otherwise render again, all of it, whenever a
 * screen shows (or changes the ids it shows).
 */
export function useScreenKeymap(runtime: CommandRuntime): void {
  const { registry, ctx } = runtime;
  useEffect(() => {
    let shown: ScreenId | null | undefined;
    let stop: (() => void) | undefined;
    const follow = () => {
      const { screen } = ctx.store.get(screenContextAtom);
      if (screen === shown) return;
      shown = screen;
      stop?.();
      const bindings = registry.bindings().filter((b) => b.scope === screen);
      stop =
        bindings.length === 0
          ? undefined
          : listen(bindings, { registry, ctx }, { ignore: (event) => isInsideDialog(event.target) });
    };
    follow();
    const unsubscribe = ctx.store.sub(screenContextAtom, follow);
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [registry, ctx]);
}
