import { useEffect } from 'react';
import { permitted } from '../../commands/availability';
import { runInteractive } from '../../commands/interactive';
import { createKeymapMatcher, GLOBAL_SCOPE, isShortcutBlockedTarget } from '../../keymap';
import type { CommandRuntime } from './CommandRuntime';

/**
 * Wires the registry's global key bindings to the window, once, at the shell root. Plain shortcuts never
 * fire while typing in a field or inside a dialog; bindings marked `allowInInputs` (the palette key) do.
 */
export function useGlobalKeymap({ registry, ctx }: CommandRuntime): void {
  useEffect(() => {
    const bindings = registry.bindings().filter((b) => (b.scope ?? GLOBAL_SCOPE) === GLOBAL_SCOPE);
    const matcher = createKeymapMatcher(bindings, { isBlockedTarget: isShortcutBlockedTarget });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const result = matcher.handle(event);
      if (result.kind !== 'match') return;
      // A binding of a command the role may not run does nothing (the key stays the browser's).
      const command = registry.get(result.id);
      if (command && !permitted(command, ctx.store)) return;
      event.preventDefault();
      runInteractive(registry, result.id, undefined, ctx).catch((error: unknown) => {
        ctx.notify({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [registry, ctx]);
}
