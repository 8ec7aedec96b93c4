import { z } from 'zod';
import { idParam } from '../schemas/common';
import { group, groupList, groupMemberLink, groupWrite } from '../schemas/organizations';
import { messageBody, user, userList } from '../schemas/users';
import type { ScopeLookup } from './define';
import { defineEndpoint, organizationScoped } from './define';
import { organizationInPath } from './scopes';

const byOrganization = z.object({ id: idParam });
const byGroup = byOrganization.extend({ groupId: idParam });
const byMember = byGroup.extend({ userId: idParam });

/** A change of the group in the path: `admin/organizations/:id/groups/:groupId`. */
const groupRecord = {
  records: 'change',
  target: 'group',
  of: ({ params }: { params: { id: number; groupId: number } }) => ({
    id: params.groupId,
    organizationId: params.id,
  }),
} as const;

/**
 * The path's organisation, when the user the request names belongs to it (else null: 404 to an organisation
 * administrator, so users of other organisations stay as invisible as their ids would be if missing).
 */
const memberOf = (organizationId: number, userId: number, lookup: ScopeLookup) =>
  lookup.organizationOfUser(userId).then((found) => (found === organizationId ? organizationId : null));

const linkedUserInPath = organizationScoped<{
  params: { id: number };
  query: unknown;
  body: { user_id: number };
}>(({ params, body }, lookup) => memberOf(params.id, body.user_id, lookup));

const memberInPath = organizationScoped<{
  params: { id: number; userId: number };
  query: unknown;
  body: unknown;
}>(({ params }, lookup) => memberOf(params.id, params.userId, lookup));

/**
 * Organisation groups under `admin/organizations/:id/groups`: organisation-scoped, so an organisation
 * administrator manages the groups of their own organisation (and gets 404 for another's).
 */
export const groupsEndpoints = {
  list: defineEndpoint({
    id: 'groups.list',
    summary: "The organisation's groups",
    method: 'get',
    path: 'admin/organizations/:id/groups',
    params: byOrganization,
    answer: groupList,
    access: organizationInPath,
  }),
  create: defineEndpoint({
    id: 'groups.create',
    summary: 'Creates a group (is_default moves the default flag to it)',
    method: 'post',
    path: 'admin/organizations/:id/groups',
    params: byOrganization,
    body: groupWrite,
    answer: group,
    status: 201,
    errors: [409],
    audit: {
      records: 'change',
      target: 'group',
      of: ({ params, body }) => ({ id: null, label: body.name, organizationId: params.id }),
    },
    access: organizationInPath,
  }),
  get: defineEndpoint({
    id: 'groups.get',
    summary: 'One group',
    method: 'get',
    path: 'admin/organizations/:id/groups/:groupId',
    params: byGroup,
    answer: group,
    access: organizationInPath,
  }),
  update: defineEndpoint({
    id: 'groups.update',
    summary: 'Changes a group',
    method: 'put',
    path: 'admin/organizations/:id/groups/:groupId',
    params: byGroup,
    body: groupWrite,
    answer: group,
    errors: [409],
    audit: groupRecord,
    access: organizationInPath,
  }),
  delete: defineEndpoint({
    id: 'groups.delete',
    summary: 'Deletes a group (not the default); its users are unlinked',
    method: 'delete',
    path: 'admin/organizations/:id/groups/:groupId',
    params: byGroup,
    answer: messageBody,
    errors: [409],
    audit: groupRecord,
    access: organizationInPath,
  }),
  members: defineEndpoint({
    id: 'groups.members',
    summary: "The group's members",
    method: 'get',
    path: 'admin/organizations/:id/groups/:groupId/members',
    params: byGroup,
    answer: userList,
    access: organizationInPath,
  }),
  linkMember: defineEndpoint({
    id: 'groups.linkMember',
    summary: 'Links a member of the organisation to the group',
    method: 'post',
    path: 'admin/organizations/:id/groups/:groupId/members',
    params: byGroup,
    body: groupMemberLink,
    answer: user,
    errors: [409],
    audit: {
      records: 'change',
      target: 'user',
      of: ({ params, body }) => ({ id: body.user_id, organizationId: params.id }),
    },
    access: linkedUserInPath,
  }),
  unlinkMember: defineEndpoint({
    id: 'groups.unlinkMember',
    summary: 'Unlinks a member from the group',
    method: 'delete',
    path: 'admin/organizations/:id/groups/:groupId/members/:userId',
    params: byMember,
    answer: messageBody,
    audit: {
      records: 'change',
      target: 'user',
      of: ({ params }) => ({ id: params.userId, organizationId: params.id }),
    },
    access: memberInPath,
  }),
};
