import type { ReactNode } from 'react';
import { Table } from './tremor';

/**
 * A Tremor table in a box that scrolls sideways when the table is wider than the screen. The box is a named
 * region in the tab order, so keyboard users can scroll it too (Tremor's own scroll box cannot be focused);
 * not `focusable` where the table's rows take the focus (and scroll it from there).
 */
export function DataTable({
  label,
  className,
  focusable = true,
  children,
}: {
  label: string;
  /** Classes of the element around the `<table>`. */
  className?: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={focusable ? 0 : undefined}
      className="overflow-x-auto rounded-tremor-small"
    >
      <Table className={`overflow-visible ${className ?? ''}`}>{children}</Table>
    </div>
  );
}
