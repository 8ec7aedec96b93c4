import type { Command } from '../types';
import { copyAll } from './copyAll';
import { createDefaultTemplate, saveNewDefaultTemplate } from './createDefaultTemplate';
import { createOrganizationTemplate, saveNewOrganizationTemplate } from './createOrganizationTemplate';
import { createUserTemplate, saveNewUserTemplate } from './createUserTemplate';
import { pasteAll } from './pasteAll';
import { saveDefaultTemplate } from './saveDefaultTemplate';
import { saveOrganizationTemplate } from './saveOrganizationTemplate';
import { saveUserTemplate } from './saveUserTemplate';

/** The template editor commands (create, save, copy all, paste all), in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateEditorCommands: Command<any>[] = [
  createUserTemplate,
  saveNewUserTemplate,
  saveUserTemplate,
  createOrganizationTemplate,
  saveNewOrganizationTemplate,
  saveOrganizationTemplate,
  createDefaultTemplate,
  saveNewDefaultTemplate,
  saveDefaultTemplate,
  copyAll,
  pasteAll,
];
