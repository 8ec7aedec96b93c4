import { z } from 'zod';
import { messages } from '../../messages';
import { forgetOrganization, organizationPath } from '../../state/organizations';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import {
  organizationIdArg,
  organizationName,
  organizationOnScreen,
  pickOrganization,
} from './pickOrganization';

const t = messages.organizations;

/** Deletes an organisation after confirmation (its users stay, unlinked) and returns to the list. */
export const deleteOrganization = defineCommand({
  id: 'organizations.delete',
  title: t.delete,
  group: 'organizations',
  keywords: ['organisatie verwijderen', 'delete organization', 'remove organisation', 'wissen'],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  confirm: ({ organizationId }, ctx) => ({
    title: t.deleteTitle,
    description: t.deleteDescription(organizationName(ctx, organizationId)),
    confirmLabel: t.deleteConfirm,
  }),
  run: async ({ organizationId }, ctx) => {
    const name = organizationName(ctx, organizationId);
    try {
      await ctx.api.delete(organizationPath(organizationId));
    } catch (cause) {
      throw failure(t.deleteFailed, cause);
    }
    ctx.navigate('/organizations');
    forgetOrganization(ctx.store, organizationId);
    ctx.notify({ kind: 'success', message: t.deleted(name) });
  },
});
