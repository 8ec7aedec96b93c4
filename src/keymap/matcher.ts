import type { Binding } from './conflicts';
import { isModifierKey, parseBinding, strokeMatches, type KeyEventLike, type KeySequence } from './parse';
import { isEditableTarget } from './targets';

export const CHORD_TIMEOUT_MS = 1200;

export type MatchResult =
  { kind: 'match'; id: string; binding: Binding } | { kind: 'pending'; strokes: number } | { kind: 'none' };

export interface MatcherOptions {
  /** How long a pending chord prefix waits for its next key. */
  timeoutMs?: number;
  now?: () => number;
  /** Targets where only `allowInInputs` bindings fire; defaults to editable elements. */
  isBlockedTarget?: (target: unknown) => boolean;
}

export interface KeymapMatcher {
  /** Feed one keydown. Returns the matched binding, `pending` inside a chord, or `none`. */
  handle(event: KeyEventLike): MatchResult;
  /** Forget a pending chord prefix. */
  reset(): void;
  /** The number of strokes of the pending prefix (0 when none). */
  readonly pendingLength: number;
}

type Snapshot = Pick<KeyEventLike, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * A state machine for key sequences. Chords (`g u`) keep a pending prefix for `timeoutMs`; an unrelated key
 * drops the prefix and is tried on its own. Events from editable targets only match `allowInInputs` bindings.
 */
export function createKeymapMatcher(
  bindings: readonly Binding[],
  options: MatcherOptions = {},
): KeymapMatcher {
  const timeoutMs = options.timeoutMs ?? CHORD_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const isBlocked = options.isBlockedTarget ?? isEditableTarget;
  const parsed: { binding: Binding; sequence: KeySequence }[] = bindings.map((binding) => ({
    binding,
    sequence: parseBinding(binding.keys),
  }));
  let pending: Snapshot[] = [];
  let pendingSince = 0;

  function attempt(events: Snapshot[], blocked: boolean): MatchResult {
    let prefix = false;
    for (const { binding, sequence } of parsed) {
      if (blocked && !binding.allowInInputs) continue;
      if (sequence.length < events.length) continue;
      const matches = events.every((event, index) => strokeMatches(sequence[index]!, event));
      if (!matches) continue;
      if (sequence.length === events.length) return { kind: 'match', id: binding.id, binding };
      prefix = true;
    }
    return prefix ? { kind: 'pending', strokes: events.length } : { kind: 'none' };
  }

  function settle(result: MatchResult, events: Snapshot[]): MatchResult {
    if (result.kind === 'pending') {
      pending = events;
      pendingSince = now();
    } else {
      pending = [];
    }
    return result;
  }

  return {
    handle(event) {
      if (event.isComposing) return { kind: 'none' };
      if (isModifierKey(event.key))
        return pending.length ? { kind: 'pending', strokes: pending.length } : { kind: 'none' };
      if (pending.length && now() - pendingSince > timeoutMs) pending = [];
      const blocked = isBlocked(event.target);
      const snapshot: Snapshot = {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
      };
      if (pending.length) {
        const events = [...pending, snapshot];
        const result = attempt(events, blocked);
        if (result.kind !== 'none') return settle(result, events);
        pending = [];
      }
      if (event.repeat) return { kind: 'none' };
      return settle(attempt([snapshot], blocked), [snapshot]);
    },
    reset() {
      pending = [];
    },
    get pendingLength() {
      return pending.length;
    },
  };
}
