import type { ReactNode } from 'react';
import { Table } from './tremor';

/**
 * A Tremor table in a box that scrolls sideways when the table is wider than the screen. The box is a named
 * region in the tab order, so keyboard users can scroll it too (Tremor's own scroll box cannot be focused).
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-tremor-small">
      <Table className="overflow-visible">{children}</Table>
    </div>
  );
}
