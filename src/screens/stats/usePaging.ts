import { useState } from 'react';
import type { SortOrder } from '../../state/stats';

/** A table's order and the offset of its page, with their setters. */
export interface Paging<K extends string> {
  order: SortOrder<K>;
  offset: number;
  setOrder(order: SortOrder<K>): void;
  setOffset(offset: number): void;
}

/**
 * The order and page of a paged table: a new order, or another `period` (what the table shows), starts at the
 * first page again; the order stays.
 */
export function usePaging<K extends string>(initial: SortOrder<K>, period: string): Paging<K> {
  const [state, setState] = useState({ order: initial, offset: 0, period });
  const offset = state.period === period ? state.offset : 0;
  return {
    order: state.order,
    offset,
    setOrder: (order) => setState({ order, offset: 0, period }),
    setOffset: (next) => setState({ order: state.order, offset: next, period }),
  };
}
