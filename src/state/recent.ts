import { atom } from 'jotai/vanilla';
import { parseJsonOr, persistentAtom } from './persist';

export const RECENT_COMMANDS_KEY = 'werkbank.recentCommands';
export const RECENT_COMMANDS_LIMIT = 20;

/** Command ids, most recent first, remembered across reloads. */
export const recentCommandsAtom = persistentAtom<readonly string[]>({
  key: RECENT_COMMANDS_KEY,
  parse: (raw) =>
    parseJsonOr<readonly string[]>(
      raw,
      (value) =>
        Array.isArray(value)
          ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_COMMANDS_LIMIT)
          : undefined,
      [],
    ),
  serialize: (value) => JSON.stringify(value),
});

/** Write-only: moves a command id to the front of the recent list. */
export const recordRecentCommandAtom = atom(null, (_get, set, id: string) => {
  set(recentCommandsAtom, (list) => [id, ...list.filter((x) => x !== id)].slice(0, RECENT_COMMANDS_LIMIT));
});
