import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { IconButton, Table } from '@radix-ui/themes';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { messages } from '../../messages';

const t = messages.templateLists.sortable;

type Control = 'handle' | 'up' | 'down';

interface SortableState {
  count: number;
  indexOf(id: number): number;
  labelOf(id: number): string;
  move(id: number, delta: -1 | 1, control: Control): void;
}

const SortableStateContext = createContext<SortableState | null>(null);

function useSortableState(): SortableState {
  const state = useContext(SortableStateContext);
  if (!state) throw new Error('SortableList ontbreekt');
  return state;
}

export interface SortableListProps {
  /** The ids in their present order. */
  ids: readonly number[];
  /** An item's name for the screen-reader announcements and the controls' labels (its title). */
  labelOf(id: number): string;
  /** A drag ended at another place: the full new order, and the id that moved. */
  onReorder(ids: number[], movedId: number): void;
  /** One place up (-1) or down (+1): the arrow buttons and Alt+arrow on the handle. */
  onMove(id: number, delta: -1 | 1): void;
  /** The table whose body holds `SortableTableRow`s. */
  children: ReactNode;
}

const asNumber = (id: UniqueIdentifier) => Number(id);

/** Rows rendered in the first paint of a long list; the rest follow in a transition right after. */
export const FIRST_ROWS = 40;

/**
 * A long list's items, first the top `FIRST_ROWS` (what fits on screen, shown at once), then all of them, rendered
 * as an interruptible transition after that first paint, so 300 rows do not hold up the screen or the keyboard.
 */
export function useProgressiveRows<T>(items: readonly T[] | null | undefined): readonly T[] {
  const total = items?.length ?? 0;
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= FIRST_ROWS) return undefined;
    const frame = requestAnimationFrame(() => startTransition(() => setAll(true)));
    return () => cancelAnimationFrame(frame);
  }, [all, total]);
  return useMemo(() => (!items ? [] : all ? items : items.slice(0, FIRST_ROWS)), [items, all]);
}

/** What a list saves: a full order (a drag), or one place up or down. */
export interface OrderActions {
  reorder(ids: number[]): unknown;
  move(id: number, delta: -1 | 1): unknown;
}

/**
 * The `SortableList` props of a list of items: their ids, their names, and stable handlers that call the
 * latest `actions` (the screen's order commands).
 */
export function useSortableOrder<T extends { id: number }>(
  items: readonly T[] | null | undefined,
  nameOf: (item: T) => string,
  actions: OrderActions,
): Pick<SortableListProps, 'ids' | 'labelOf' | 'onReorder' | 'onMove'> {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const ids = useMemo(() => (items ?? []).map((item) => item.id), [items]);
  const names = useMemo(() => new Map((items ?? []).map((item) => [item.id, nameOf(item)])), [items, nameOf]);
  const labelOf = useCallback((id: number) => names.get(id) ?? `#${id}`, [names]);
  const onReorder = useCallback((next: number[]) => void latest.current.reorder(next), []);
  const onMove = useCallback((id: number, delta: -1 | 1) => void latest.current.move(id, delta), []);
  return { ids, labelOf, onReorder, onMove };
}

/**
 * A list or table whose rows are put in order by dragging a handle (mouse, touch), by keyboard (dnd-kit's keyboard
 * sensor: Space to pick up, arrows, Space to drop, Escape to cancel), or one place at a time with the arrow
 * buttons or Alt+arrow on the handle (dragging always has this single-pointer alternative). The owner saves the
 * order it is handed and shows it at once; focus stays on the moved row.
 */
export function SortableList({ ids, labelOf, onReorder, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = useMemo(() => [...ids], [ids]);
  const positions = useMemo(() => new Map(ids.map((id, index) => [id, index])), [ids]);
  const indexOf = useCallback((id: number) => positions.get(id) ?? -1, [positions]);
  const pendingFocus = useRef<{ id: number; control: Control } | null>(null);

  // After a move the row is somewhere else (React may have moved its element): focus its control again.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || indexOf(pending.id) < 0) return;
    const row = (control: Control) =>
      document.querySelector<HTMLElement>(
        `[data-sortable-id="${pending.id}"][data-sortable-control="${control}"]`,
      );
    const wanted = row(pending.control);
    const target = wanted && !wanted.hasAttribute('disabled') ? wanted : row('handle');
    if (target && document.activeElement !== target) target.focus();
    pendingFocus.current = null;
  }, [ids, indexOf]);

  const state = useMemo<SortableState>(
    () => ({
      count: ids.length,
      indexOf,
      labelOf,
      move: (id, delta, control) => {
        pendingFocus.current = { id, control };
        onMove(id, delta);
      },
    }),
    [ids.length, indexOf, labelOf, onMove],
  );

  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : indexOf(asNumber(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.pickedUp(labelOf(asNumber(active.id)), position(active.id), ids.length),
    onDragOver: ({ active, over }) =>
      over
        ? t.movedTo(labelOf(asNumber(active.id)), position(over.id), ids.length)
        : t.outside(labelOf(asNumber(active.id))),
    onDragEnd: ({ active, over }) =>
      over
        ? t.dropped(labelOf(asNumber(active.id)), position(over.id), ids.length)
        : t.cancelled(labelOf(asNumber(active.id))),
    onDragCancel: ({ active }) => t.cancelled(labelOf(asNumber(active.id))),
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(asNumber(active.id));
    const to = indexOf(asNumber(over.id));
    if (from < 0 || to < 0) return;
    pendingFocus.current = { id: asNumber(active.id), control: 'handle' };
    onReorder(arrayMove([...ids], from, to), asNumber(active.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <SortableStateContext.Provider value={state}>{children}</SortableStateContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

type Sortable = ReturnType<typeof useSortable>;

/** How a row looks while it is dragged: moved by the transform, lifted above the others. */
function rowStyle({
  transform,
  transition,
  isDragging,
}: Pick<Sortable, 'transform' | 'transition' | 'isDragging'>): CSSProperties {
  return {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    boxShadow: isDragging ? '0 2px 10px var(--gray-a6)' : undefined,
    background: isDragging ? 'var(--color-panel-solid)' : undefined,
  };
}

/** The drag handle of a row: dnd-kit's pointer and keyboard activator, plus Alt+↑ and Alt+↓. */
function SortableHandle({
  id,
  attributes,
  listeners,
  activator,
}: {
  id: number;
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
  activator: Sortable['setActivatorNodeRef'];
}) {
  const state = useSortableState();
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const delta = event.key === 'ArrowUp' ? -1 : 1;
      const index = state.indexOf(id);
      if (index + delta >= 0 && index + delta < state.count) state.move(id, delta, 'handle');
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <button
      type="button"
      ref={activator}
      {...attributes}
      {...listeners}
      onKeyDown={keyDown}
      // While it carries its row the arrow keys move the row, not the list's focus (useRowFocus).
      data-row-keys={attributes['aria-pressed'] ? 'own' : undefined}
      data-sortable-id={id}
      data-sortable-control="handle"
      aria-label={t.handle(state.labelOf(id))}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      className="cursor-grab touch-none rounded px-1.5 py-1 text-[var(--gray-11)] hover:bg-[var(--gray-a3)] focus-visible:outline focus-visible:outline-2 focus-visible:outline-[var(--focus-8)] active:cursor-grabbing"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

/** The one-place-up (-1) or one-place-down (+1) button of a row (disabled at the top or the bottom). */
function MoveButton({ id, delta }: { id: number; delta: -1 | 1 }) {
  const state = useSortableState();
  const index = state.indexOf(id);
  const up = delta < 0;
  const control: Control = up ? 'up' : 'down';
  return (
    <IconButton
      type="button"
      size="1"
      variant="ghost"
      color="gray"
      highContrast
      aria-label={(up ? t.moveUp : t.moveDown)(state.labelOf(id))}
      data-sortable-id={id}
      data-sortable-control={control}
      disabled={up ? index <= 0 : index < 0 || index >= state.count - 1}
      onClick={() => state.move(id, delta, control)}
    >
      <span aria-hidden="true">{up ? '↑' : '↓'}</span>
    </IconButton>
  );
}

/**
 * A table row of a sortable table: the drag handle and the arrow buttons in its first cell, then the row's own
 * cells. Inside `SortableList`; marked with its id (`data-row-id`) for `useRowFocus`.
 */
export function SortableTableRow({ id, children }: { id: number; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Table.Row
      ref={setNodeRef}
      style={rowStyle({ transform, transition, isDragging })}
      align="center"
      data-row-id={id}
    >
      <Table.Cell className="whitespace-nowrap">
        <span className="inline-flex items-center gap-1">
          <SortableHandle
            id={id}
            attributes={attributes}
            listeners={listeners}
            activator={setActivatorNodeRef}
          />
          <span className="inline-flex gap-1">
            <MoveButton id={id} delta={-1} />
            <MoveButton id={id} delta={1} />
          </span>
        </span>
      </Table.Cell>
      {children}
    </Table.Row>
  );
}
