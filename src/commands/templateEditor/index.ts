import type { Command } from '../types';

/** The template editor commands (create, save, copy all, paste all), in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateEditorCommands: Command<any>[] = [];
