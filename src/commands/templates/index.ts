import type { SearchProvider } from '../search';
import type { Command } from '../types';
import { deleteDefaultTemplate, deleteOrganizationTemplate, deleteUserTemplate } from './delete';
import { duplicateTemplates } from './duplicate';
import { openDefaultTemplate, openOrganizationTemplate, openUserTemplate } from './open';
import { defaultOrder, organizationOrder, userOrder } from './order';
import { disableOwnDefault, enableOwnDefault, goTemplateSettings, resetOwnOrder } from './ownSettings';
import { templateSearch } from './search';
import {
  switchOffForOrganization,
  switchOffForUser,
  switchOnForOrganization,
  switchOnForUser,
} from './switch';

/** The template list commands (open, delete, order, switch off/on, duplicate, reset order), in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateListCommands: Command<any>[] = [
  openUserTemplate,
  openOrganizationTemplate,
  openDefaultTemplate,
  switchOffForUser,
  switchOnForUser,
  switchOffForOrganization,
  switchOnForOrganization,
  duplicateTemplates,
  deleteUserTemplate,
  deleteOrganizationTemplate,
  deleteDefaultTemplate,
  userOrder.moveUp,
  userOrder.moveDown,
  organizationOrder.moveUp,
  organizationOrder.moveDown,
  defaultOrder.moveUp,
  defaultOrder.moveDown,
  userOrder.reorder,
  organizationOrder.reorder,
  defaultOrder.reorder,
  disableOwnDefault,
  enableOwnDefault,
  resetOwnOrder,
  goTemplateSettings,
];

/** Template search in the palette. */
export const templateSearchProviders: readonly SearchProvider[] = [templateSearch];
