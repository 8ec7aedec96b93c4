/**
 * The Tremor components the statistics screens use, each imported from its own module: Tremor's package index
 * pulls in every component with its chart library (about 260 kB gzip, it does not tree-shake), these few need
 * about 8 kB beyond React. The types come from the package index (type imports add nothing to the bundle).
 * Charts (which bring recharts) are imported only in lazily loaded modules. These modules are none of Tremor's
 * API: tests/unit/internals/tremorModules.test.ts fails when the package's entry no longer exports from them.
 */
import type * as Tremor from '@tremor/react';
import CardModule from '@tremor/react/dist/components/layout-elements/Card/Card.js';
import TableModule from '@tremor/react/dist/components/list-elements/Table/Table.js';
import TableBodyModule from '@tremor/react/dist/components/list-elements/Table/TableBody.js';
import TableCellModule from '@tremor/react/dist/components/list-elements/Table/TableCell.js';
import TableHeadModule from '@tremor/react/dist/components/list-elements/Table/TableHead.js';
import TableHeaderCellModule from '@tremor/react/dist/components/list-elements/Table/TableHeaderCell.js';
import TableRowModule from '@tremor/react/dist/components/list-elements/Table/TableRow.js';
import BarListModule from '@tremor/react/dist/components/vis-elements/BarList/BarList.js';

export const Card = CardModule as typeof Tremor.Card;
export const Table = TableModule as typeof Tremor.Table;
export const TableHead = TableHeadModule as typeof Tremor.TableHead;
export const TableHeaderCell = TableHeaderCellModule as typeof Tremor.TableHeaderCell;
export const TableBody = TableBodyModule as typeof Tremor.TableBody;
export const TableRow = TableRowModule as typeof Tremor.TableRow;
export const TableCell = TableCellModule as typeof Tremor.TableCell;
export const BarList = BarListModule as typeof Tremor.BarList;
