import type { Command } from '../types';
import { createExportConfiguration, saveNewExportConfiguration } from './create';
import { deleteExportConfiguration } from './delete';
import { openExportConfiguration, showExportsTab } from './open';
import { pushSummaryToExport } from './push';
import { toggleExportConfigurationActive } from './toggleActive';
import { updateExportConfiguration } from './update';

/** The export configuration commands and the push of a summary, in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const exportCommands: Command<any>[] = [
  showExportsTab,
  openExportConfiguration,
  createExportConfiguration,
  saveNewExportConfiguration,
  updateExportConfiguration,
  toggleExportConfigurationActive,
  deleteExportConfiguration,
  pushSummaryToExport,
];
