import type { Command } from '../types';

/** Dashboard, worker status and login-attempt commands, in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const operationsCommands: Command<any>[] = [];
