import type { Command } from '../types';
import { cancelRetentionEdit } from './cancelEdit';
import { dryRunOrganizationRetention } from './dryRunOrganization';
import { dryRunPlatformRetention } from './dryRunPlatform';
import { exportOrganizationRemovals } from './exportOrganizationRemovals';
import { exportPlatformRemovals } from './exportPlatformRemovals';
import { loadMoreRetentionRemovals } from './loadMoreRemovals';
import { refreshRetentionRemovals } from './refreshRemovals';
import { runRetentionNow } from './runNow';
import { saveOrganizationRetention } from './saveOrganization';
import { savePlatformRetention } from './savePlatform';
import { viewOrganizationRetention } from './viewOrganization';

/** The retention commands, in palette order: an organisation's, then the platform's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const retentionCommands: Command<any>[] = [
  viewOrganizationRetention,
  dryRunOrganizationRetention,
  saveOrganizationRetention,
  exportOrganizationRemovals,
  dryRunPlatformRetention,
  savePlatformRetention,
  runRetentionNow,
  exportPlatformRemovals,
  loadMoreRetentionRemovals,
  refreshRetentionRemovals,
  cancelRetentionEdit,
];
