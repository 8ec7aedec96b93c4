import { createContext, useContext, type ReactNode } from 'react';
import type { CommandRegistry } from '../../commands/registry';
import type { SearchProvider } from '../../commands/search';
import type { CommandContext } from '../../commands/types';

export interface CommandRuntime {
  registry: CommandRegistry;
  ctx: CommandContext;
  /** Entity search shown in the palette below the commands. */
  searchProviders: readonly SearchProvider[];
}

const RuntimeContext = createContext<CommandRuntime | null>(null);

/** Provides the registry and the command context (store, API client, navigate, confirm, notify) to the shell. */
export function CommandRuntimeProvider({ value, children }: { value: CommandRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useCommandRuntime(): CommandRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useCommandRuntime buiten CommandRuntimeProvider');
  return runtime;
}
