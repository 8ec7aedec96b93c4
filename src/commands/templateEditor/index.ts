import type { Command } from '../types';
import { copyAll } from './copyAll';
import { createDefaultTemplate } from './createDefaultTemplate';
import { createOrganizationTemplate } from './createOrganizationTemplate';
import { createUserTemplate } from './createUserTemplate';
import { pasteAll } from './pasteAll';
import { saveDefaultTemplate } from './saveDefaultTemplate';
import { saveOrganizationTemplate } from './saveOrganizationTemplate';
import { saveUserTemplate } from './saveUserTemplate';

/** The template editor commands (create, save, copy all, paste all), in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateEditorCommands: Command<any>[] = [
  createUserTemplate,
  saveUserTemplate,
  createOrganizationTemplate,
  saveOrganizationTemplate,
  createDefaultTemplate,
  saveDefaultTemplate,
  copyAll,
  pasteAll,
];
