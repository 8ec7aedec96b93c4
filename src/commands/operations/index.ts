import type { Command } from '../types';
import { dashboardCommands } from './dashboard';
import { loginAttemptCommands } from './loginAttempts';
import { workerCommands } from './workers';

/** Dashboard, worker status and login-attempt commands, in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const operationsCommands: Command<any>[] = [
  ...dashboardCommands,
  ...workerCommands,
  ...loginAttemptCommands,
];
