import type { PrimitiveAtom } from 'jotai/vanilla';
import type { Loadable } from '../../state/loadable';
import type { CommandContext } from '../types';

type KeyedLists<T> = PrimitiveAtom<Readonly<Record<number, Loadable<readonly T[]>>>>;

/**
 * After a change the server confirmed, the template leaves the list it was in at once (a switched-off template
 * leaves the effective list, a switched-on one the disabled list, a deleted one its list); the reload the
 * command's `invalidates` starts then brings the complete picture.
 */
export function leaveList<T extends { id: number }>(
  ctx: CommandContext,
  lists: KeyedLists<T>,
  key: number,
  templateId: number,
): void {
  ctx.store.set(lists, (all) => {
    const loaded = all[key];
    if (!loaded?.data) return all;
    return { ...all, [key]: { ...loaded, data: loaded.data.filter((item) => item.id !== templateId) } };
  });
}
