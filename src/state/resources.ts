import { atom, type PrimitiveAtom } from 'jotai/vanilla';

/**
 * Resource state (lists and details loaded from the API) is declared with `resourceAtom`, so that logout
 * and an authentication error can reset all of it in one place.
 */
const registered: { atom: PrimitiveAtom<unknown>; initial: unknown }[] = [];

export function resourceAtom<T>(initial: T): PrimitiveAtom<T> {
  const created = atom<T>(initial);
  registered.push({ atom: created as PrimitiveAtom<unknown>, initial });
  return created;
}

/** Write-only: puts every resource atom back to its initial value. */
export const resetResourcesAtom = atom(null, (_get, set) => {
  for (const entry of registered) set(entry.atom, entry.initial);
});
