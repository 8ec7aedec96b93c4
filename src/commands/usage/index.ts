import type { Command } from '../types';
import { addPrice } from './addPrice';
import { deletePrice } from './deletePrice';
import { editPrice } from './editPrice';
import { exportUsageMonth } from './exportMonth';
import { removeBudget } from './removeBudget';
import { setBudget } from './setBudget';
import { viewBudget } from './viewBudget';

/** The usage and cost commands, in palette order: an organisation's budget, then the platform's prices and export. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const usageCommands: Command<any>[] = [
  viewBudget,
  setBudget,
  removeBudget,
  addPrice,
  editPrice,
  deletePrice,
  exportUsageMonth,
];
