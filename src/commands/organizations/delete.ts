import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { groupMembersResource, groupsResource } from '../../state/groups';
import {
  forgetOrganization,
  organizationsResource,
  organizationUsersResource,
} from '../../state/organizations';
import { href, routes } from '../../state/routes';
import { userResource, usersResource } from '../../state/users';
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
  calls: [endpoints.organizations.delete],
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
  // The list; its users are unlinked (their organisation and group change), its groups are gone.
  invalidates: ({ organizationId }) => [
    organizationsResource.at(),
    organizationUsersResource.at(organizationId),
    groupsResource.at(organizationId),
    groupMembersResource.at(),
    usersResource.at(),
    userResource.at(),
  ],
  run: async ({ organizationId }, ctx) => {
    const name = organizationName(ctx, organizationId);
    try {
      await ctx.api.call(endpoints.organizations.delete, { params: { id: organizationId } });
    } catch (cause) {
      throw failure(t.deleteFailed, cause);
    }
    ctx.navigate(href(routes.organizations));
    forgetOrganization(ctx.store, organizationId);
    ctx.notify({ kind: 'success', message: t.deleted(name) });
  },
});
