import { parseBinding, strokesOverlap, type KeySequence } from './parse';

/** A key binding as registered by a command. `scope` defaults to `global`. */
export interface Binding {
  id: string;
  keys: string;
  allowInInputs?: boolean;
  scope?: string;
}

export const GLOBAL_SCOPE = 'global';

export class KeymapConflictError extends Error {
  override readonly name = 'KeymapConflictError';
}

/** Whether `a` is the same sequence as `b`, or a prefix of it. */
function isPrefixOrEqual(a: KeySequence, b: KeySequence): boolean {
  if (a.length > b.length) return false;
  return a.every((stroke, index) => {
    const other = b[index];
    return other !== undefined && strokesOverlap(stroke, other);
  });
}

/**
 * Throws loudly when two bindings in one scope are the same key sequence, or one is a prefix of the other
 * (`g` vs `g u`: `g u` could never be typed). Also throws on malformed bindings.
 */
export function assertNoConflicts(bindings: readonly Binding[]): void {
  const parsed = bindings.map((b) => ({
    binding: b,
    sequence: parseBinding(b.keys),
    scope: b.scope ?? GLOBAL_SCOPE,
  }));
  for (let i = 0; i < parsed.length; i++) {
    for (let j = i + 1; j < parsed.length; j++) {
      const a = parsed[i]!;
      const b = parsed[j]!;
      if (a.scope !== b.scope) continue;
      const same = a.sequence.length === b.sequence.length;
      if (isPrefixOrEqual(a.sequence, b.sequence) || isPrefixOrEqual(b.sequence, a.sequence)) {
        const relation = same ? 'is gelijk aan' : 'overlapt als prefix met';
        throw new KeymapConflictError(
          `Sneltoetsconflict in scope "${a.scope}": "${a.binding.keys}" (${a.binding.id}) ${relation} "${b.binding.keys}" (${b.binding.id})`,
        );
      }
    }
  }
}
