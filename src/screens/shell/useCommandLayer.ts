import { useStore } from 'jotai/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { createRegistry, type CommandRegistry } from '../../commands/registry';
import type { SearchProvider } from '../../commands/search';
import { openPalette, showShortcuts } from '../../commands/workspace/overlays';
import { loadOnce } from '../common/loadOnce';
import type { KeyBacklog } from '../common/useGlobalKeymap';
import { whenSettledAndIdle } from '../common/whenIdle';
import type * as CommandLayerModule from './commandLayer';

export type CommandLayer = typeof CommandLayerModule;

/** Loads the command layer once (a failed load is tried again at the next trigger). */
const loadCommandLayer = loadOnce(() => import('./commandLayer'));

const triggers = ['keydown', 'pointerdown', 'focusin'] as const;

/**
 * The command layer (every command, the palette, the shortcut overview), or null until it has loaded: it starts
 * when the first screen's data loads have ended and the browser is then idle (at the latest after 2 s), or at
 * once when the user presses a key, points or moves the focus. Until then the shell runs on the commands its
 * screens hold (and keeps the keys nobody took, see `KeyBacklog`).
 */
function useCommandLayer(): CommandLayer | null {
  const store = useStore();
  const [layer, setLayer] = useState<CommandLayer | null>(null);
  useEffect(() => {
    let done = false;
    const load = () => {
      if (done) return;
      loadCommandLayer().then(
        (loaded) => {
          if (done) return;
          done = true;
          stop();
          // Every screen's commands change with the registry, so the whole shell renders again: in a
          // transition, which React renders in slices between which the browser can answer input.
          startTransition(() => setLayer(loaded));
        },
        () => undefined,
      );
    };
    const cancelIdle = whenSettledAndIdle(store, load, 2000);
    for (const name of triggers) window.addEventListener(name, load, { capture: true, passive: true });
    function stop() {
      cancelIdle();
      for (const name of triggers) window.removeEventListener(name, load, { capture: true });
    }
    return () => {
      done = true;
      stop();
    };
  }, [store]);
  return layer;
}

const noSearchProviders: readonly SearchProvider[] = [];

/**
 * The shell's commands: until the command layer has loaded, a registry that holds the palette and shortcut
 * keys and registers each command a screen on show holds, and a backlog for the keys none of them takes; then
 * the layer's registry, search providers and overlays, and the backlog marked complete (played once).
 */
export function useShellCommands(): {
  registry: CommandRegistry;
  searchProviders: readonly SearchProvider[];
  backlog: KeyBacklog;
  layer: CommandLayer | null;
} {
  const [first] = useState(() => ({
    registry: createRegistry([openPalette, showShortcuts], { registerOnResolve: true }),
    backlog: { complete: false, keys: [] } as KeyBacklog,
  }));
  const layer = useCommandLayer();
  const backlog = useMemo<KeyBacklog>(
    () => (layer ? { complete: true, keys: first.backlog.keys } : first.backlog),
    [layer, first],
  );
  return {
    registry: layer?.registry ?? first.registry,
    searchProviders: layer?.searchProviders ?? noSearchProviders,
    backlog,
    layer,
  };
}
