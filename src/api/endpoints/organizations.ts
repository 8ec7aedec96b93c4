import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  addUsersResult,
  addUsersToOrganization,
  bulkUsersResult,
  bulkUsersToOrganization,
  organization,
  organizationDetail,
  organizationList,
  organizationName,
  orgAdminToggle,
} from '../schemas/organizations';
import { messageBody, user, userList } from '../schemas/users';
import { organizationRecord } from './auditRecord';
import { defineEndpoint, platformOnly } from './define';
import { organizationInPath } from './scopes';

const byId = z.object({ id: idParam });
const member = z.object({ id: idParam, userId: idParam });

/** A change of a member of the organisation in the path: `admin/organizations/:id/users/:userId`. */
const memberRecord = {
  records: 'change',
  target: 'user',
  of: ({ params }: { params: { id: number; userId: number } }) => ({
    id: params.userId,
    organizationId: params.id,
  }),
} as const;

/** The organisations themselves and their users. */
export const organizationsEndpoints = {
  list: defineEndpoint({
    id: 'organizations.list',
    summary: 'Every organisation with its counts',
    method: 'get',
    path: 'admin/organizations',
    answer: organizationList,
    revalidate: true,
    access: platformOnly,
  }),
  create: defineEndpoint({
    id: 'organizations.create',
    summary: 'Creates an organisation with its default group',
    method: 'post',
    path: 'admin/organizations',
    body: organizationName,
    answer: organization,
    status: 201,
    errors: [409],
    audit: { records: 'change', target: 'organization', of: ({ body }) => ({ id: null, label: body.name }) },
    access: platformOnly,
  }),
  get: defineEndpoint({
    id: 'organizations.get',
    summary: 'One organisation with its users and templates',
    method: 'get',
    path: 'admin/organizations/:id',
    params: byId,
    answer: organizationDetail,
    access: organizationInPath,
  }),
  rename: defineEndpoint({
    id: 'organizations.rename',
    summary: 'Renames an organisation',
    method: 'put',
    path: 'admin/organizations/:id',
    params: byId,
    body: organizationName,
    answer: organization,
    errors: [409],
    audit: organizationRecord,
    access: platformOnly,
  }),
  delete: defineEndpoint({
    id: 'organizations.delete',
    summary: 'Deletes an organisation; its users stay, unlinked',
    method: 'delete',
    path: 'admin/organizations/:id',
    params: byId,
    answer: messageBody,
    audit: organizationRecord,
    access: platformOnly,
  }),
  users: defineEndpoint({
    id: 'organizations.users',
    summary: "The organisation's users",
    method: 'get',
    path: 'admin/organizations/:id/users',
    params: byId,
    answer: userList,
    access: organizationInPath,
  }),
  addUsers: defineEndpoint({
    id: 'organizations.addUsers',
    summary: 'Adds existing users to the organisation, all or none',
    method: 'post',
    path: 'admin/organizations/:id/users/add',
    params: byId,
    body: addUsersToOrganization,
    answer: addUsersResult,
    errors: [409],
    audit: organizationRecord,
    access: platformOnly,
  }),
  bulkAddUsers: defineEndpoint({
    id: 'organizations.bulkAddUsers',
    summary: 'Creates new users in the organisation, all or none',
    method: 'post',
    path: 'admin/organizations/:id/users/bulk',
    params: byId,
    body: bulkUsersToOrganization,
    answer: bulkUsersResult,
    status: 201,
    errors: [409],
    audit: organizationRecord,
    access: organizationInPath,
  }),
  setOrgAdmin: defineEndpoint({
    id: 'organizations.setOrgAdmin',
    summary: "Sets or clears a member's organisation-administrator flag",
    method: 'put',
    path: 'admin/organizations/:id/users/:userId',
    params: member,
    body: orgAdminToggle,
    answer: user,
    audit: memberRecord,
    access: organizationInPath,
  }),
  removeUser: defineEndpoint({
    id: 'organizations.removeUser',
    summary: 'Removes a user from the organisation',
    method: 'delete',
    path: 'admin/organizations/:id/users/:userId',
    params: member,
    answer: messageBody,
    audit: memberRecord,
    access: organizationInPath,
  }),
};
