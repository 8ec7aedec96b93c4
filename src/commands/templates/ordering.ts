import { z } from 'zod';
import { idNumber } from '../../api/schemas/common';
import type { MeetingType } from '../../api/schemas/templates';
import { messages } from '../../messages';
import type { ResourceKey } from '../../state/freshness';
import type { LoadableSlot } from '../../state/loadable';
import { failure } from '../shared/failure';
import {
  defineCommand,
  type ArgPicker,
  type Availability,
  type CallTarget,
  type Command,
  type CommandContext,
} from '../types';
import { templateIdArg } from './pickTemplate';

const t = messages.templateLists;
const done = messages.templates;

/** A full order: every id of the list, each once (the server refuses anything else whole). */
export const templateIdsArg = z.array(idNumber).min(1).max(10_000);

/** The list with `id` moved one place up (-1) or down (+1); null at the edge or when it is not in the list. */
export function moveInOrder(ids: readonly number[], id: number, delta: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

/** Why `id` cannot move that way in a known list, or null when it can (or the list is not known). */
export function moveRefusal(list: readonly { id: number }[] | undefined, id: number, delta: -1 | 1) {
  if (!list) return null;
  const index = list.findIndex((template) => template.id === id);
  if (index < 0) return t.refusals.notInList;
  if (delta < 0 && index === 0) return t.refusals.atTop;
  if (delta > 0 && index === list.length - 1) return t.refusals.atBottom;
  return null;
}

/** One ordered list of templates (a user's, an organisation's, the default templates), by its owner key. */
export interface OrderedList<K> {
  /** Names the list (with the owner key) for saves that must go one after another. */
  name: string;
  /** Where the console holds the list. */
  slot(ctx: CommandContext, key: K): LoadableSlot<readonly MeetingType[]>;
  /** The list as loaded when fresh, else loaded now. */
  load(ctx: CommandContext, key: K): Promise<readonly MeetingType[]>;
  /** Saves the full order; answers the list in its new order. */
  save(ctx: CommandContext, key: K, ids: readonly number[]): Promise<readonly MeetingType[]>;
}

/** Saves of one list under way, per store: a save waits for the one before it, so the last order wins. */
const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

function inTurn<K, T>(ctx: CommandContext, list: OrderedList<K>, key: K, save: () => Promise<T>): Promise<T> {
  const perStore = queues.get(ctx.store) ?? new Map<string, Promise<unknown>>();
  queues.set(ctx.store, perStore);
  const name = `${list.name}:${String(key)}`;
  const turn = (perStore.get(name) ?? Promise.resolve()).catch(() => undefined).then(save);
  perStore.set(name, turn);
  void turn
    .catch(() => undefined)
    .then(() => {
      if (perStore.get(name) === turn) perStore.delete(name);
    });
  return turn;
}

/**
 * Saves a full order (drag and drop saves the whole list, not one move). The list shows the new order at once; the
 * server's answer replaces it, a failure puts the previous order back. Saves of one list go one after another,
 * and a later reorder started meanwhile wins on screen too.
 */
export async function saveOrder<K>(
  ctx: CommandContext,
  list: OrderedList<K>,
  key: K,
  ids: readonly number[],
): Promise<void> {
  const slot = list.slot(ctx, key);
  const before = slot.get();
  let shown: readonly MeetingType[] | null = null;
  if (before.data) {
    const byId = new Map(before.data.map((template) => [template.id, template]));
    const moved = ids.map((id) => byId.get(id)).filter((template) => template !== undefined);
    if (moved.length === before.data.length && new Set(ids).size === ids.length) {
      shown = moved;
      slot.set({ ...before, data: shown });
    }
  }
  const ours = () => shown === null || slot.get().data === shown;
  try {
    const saved = await inTurn(ctx, list, key, () => list.save(ctx, key, ids));
    if (ours()) slot.set({ data: saved, loading: false, error: null });
  } catch (cause) {
    if (shown !== null && ours()) slot.set(before);
    throw failure(done.reorderFailed, cause);
  }
  ctx.notify({ kind: 'success', message: done.reordered });
}

interface OrderCommandsSpec<S extends z.ZodRawShape, K> {
  /** `templates.reorderUser` and so on: `reorder` + suffix, `moveUp` + suffix, `moveDown` + suffix. */
  suffix: string;
  titles: { reorder: string; moveUp: string; moveDown: string };
  keywords: readonly string[];
  /** The owner's arguments (`{ userId }`, `{ organizationId }`, none). */
  owner: S;
  ownerPickers: Partial<Record<keyof S & string, ArgPicker>>;
  keyOf(args: Readonly<Record<string, unknown>>): K;
  /** The owner key when the arguments so far name one (for `when`); null when not known yet. */
  knownKey(args: Readonly<Record<string, unknown>>): { key: K } | null;
  known(ctx: CommandContext, key: K): readonly MeetingType[] | undefined;
  /** A template of the owner's list, for the palette. */
  templatePicker: ArgPicker;
  screenArgs?: Command['screenArgs'];
  contexts: Command['contexts'];
  list: OrderedList<K>;
  /** What else an order changes (the list itself is set from the server's answer). */
  invalidates(): readonly ResourceKey[];
  /** The endpoint that saves the order (who may run the commands). */
  saves: CallTarget;
}

type ReorderArgs<S extends z.ZodRawShape> = z.ZodObject<S & { templateIds: typeof templateIdsArg }>;
type MoveArgs<S extends z.ZodRawShape> = z.ZodObject<S & { templateId: typeof templateIdArg }>;

/**
 * The order commands of one list: save a full order (drag and drop, not in the palette: it takes every id), and
 * move one template a place up or down (palette, buttons, Alt+arrow on a row), unavailable at the edges.
 */
export function orderCommands<S extends z.ZodRawShape, K>(spec: OrderCommandsSpec<S, K>) {
  // The owner's arguments vary per list: declared loosely here, typed for callers by the casts below.
  const loose = (shape: z.ZodRawShape) => z.object(shape) as unknown as z.ZodObject<z.ZodRawShape>;
  const move = (delta: -1 | 1) =>
    defineCommand({
      id: `templates.${delta < 0 ? 'moveUp' : 'moveDown'}${spec.suffix}`,
      title: delta < 0 ? spec.titles.moveUp : spec.titles.moveDown,
      group: 'templates',
      keywords: [
        ...spec.keywords,
        ...(delta < 0 ? ['omhoog', 'move up', 'hoger'] : ['omlaag', 'move down', 'lager']),
      ],
      args: loose({ ...spec.owner, templateId: templateIdArg }),
      argPickers: { ...spec.ownerPickers, templateId: spec.templatePicker },
      ...(spec.screenArgs ? { screenArgs: spec.screenArgs } : {}),
      contexts: spec.contexts,
      calls: [spec.saves],
      when: (args, ctx): Availability => {
        const owner = spec.knownKey(args);
        const id = templateIdArg.safeParse(args.templateId);
        if (!owner || !id.success) return true;
        const reason = moveRefusal(spec.known(ctx, owner.key), id.data, delta);
        return reason ? { reason } : true;
      },
      invalidates: spec.invalidates,
      run: async (args, ctx) => {
        const key = spec.keyOf(args);
        const templateId = templateIdArg.parse(args.templateId);
        const list = await spec.list.load(ctx, key).catch((cause: unknown) => {
          throw failure(done.reorderFailed, cause);
        });
        const reason = moveRefusal(list, templateId, delta);
        const ids = moveInOrder(
          list.map((template) => template.id),
          templateId,
          delta,
        );
        if (reason || !ids) throw new Error(reason ?? t.refusals.notInList);
        await saveOrder(ctx, spec.list, key, ids);
      },
    }) as unknown as Command<MoveArgs<S>>;

  const reorder = defineCommand({
    id: `templates.reorder${spec.suffix}`,
    title: spec.titles.reorder,
    group: 'templates',
    keywords: spec.keywords,
    args: loose({ ...spec.owner, templateIds: templateIdsArg }),
    argPickers: spec.ownerPickers,
    ...(spec.screenArgs ? { screenArgs: spec.screenArgs } : {}),
    contexts: spec.contexts,
    calls: [spec.saves],
    // It takes every id of the list: the screens' drag and drop call it, the palette moves one at a time.
    showInPalette: false,
    invalidates: spec.invalidates,
    run: async (args, ctx) =>
      saveOrder(ctx, spec.list, spec.keyOf(args), templateIdsArg.parse(args.templateIds)),
  }) as unknown as Command<ReorderArgs<S>>;

  return { reorder, moveUp: move(-1), moveDown: move(1) };
}
