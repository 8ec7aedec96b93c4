import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../messages';

/** What the shell's router tells about the address it is going to (before React shows the screen there). */
export interface NavigationTarget {
  subscribe(listener: () => void): () => void;
  /** The key of the location the router is at (React Router's `router.state.location.key`). */
  key(): string;
}

export const NavigationTargetContext = createContext<NavigationTarget | null>(null);

/**
 * While a navigation waits for its screen's chunk (React Router runs it as a transition, so the screen shown
 * stays until the next one is ready): a thin bar at the top and `<main>` marked busy (`usePendingNavigation`).
 */
export function usePendingNavigation(): boolean {
  const target = useContext(NavigationTargetContext);
  if (!target) throw new Error('usePendingNavigation buiten de shell');
  const going = useSyncExternalStore(target.subscribe, target.key);
  return going !== useLocation().key;
}

export function NavigationProgress({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={messages.shell.loading}
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-[var(--accent-9)]"
    />
  );
}
