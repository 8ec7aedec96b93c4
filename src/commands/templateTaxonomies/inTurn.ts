import type { CommandContext } from '../types';

/** Calls under way per store and template: each waits for the one before it, so the last click wins. */
const queues = new WeakMap<object, Map<number, Promise<unknown>>>();

/**
 * Runs `call` after the template's calls started before it (one at a time or the batch): the server then gets
 * the states in the order they were asked for, whatever the network does.
 */
export function inTurn<T>(ctx: CommandContext, templateId: number, call: () => Promise<T>): Promise<T> {
  const perStore = queues.get(ctx.store) ?? new Map<number, Promise<unknown>>();
  queues.set(ctx.store, perStore);
  const turn = (perStore.get(templateId) ?? Promise.resolve()).catch(() => undefined).then(call);
  perStore.set(templateId, turn);
  void turn
    .catch(() => undefined)
    .then(() => {
      if (perStore.get(templateId) === turn) perStore.delete(templateId);
    });
  return turn;
}
