import type { SearchProvider } from '../search';
import type { Command } from '../types';

/** The template list commands (open, delete, order, switch off/on, duplicate, reset order), in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateListCommands: Command<any>[] = [];

/** Template search in the palette. */
export const templateSearchProviders: readonly SearchProvider[] = [];
