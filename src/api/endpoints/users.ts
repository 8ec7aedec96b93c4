import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  messageBody,
  user,
  userActionResult,
  userCreate,
  userList,
  usersSummary,
  userUpdate,
} from '../schemas/users';
import { targetInPath } from './auditRecord';
import { defineEndpoint, organizationRows, platformOnly } from './define';
import { userInPath } from './scopes';

const byId = z.object({ id: idParam });

/**
 * The user calls. Organisation administrators: the list holds their organisation's users only, a user they
 * create joins their organisation, and they reach a user of their organisation by id (another organisation's
 * answers 404); deleting an account stays with the platform.
 */
export const usersEndpoints = {
  list: defineEndpoint({
    id: 'users.list',
    summary: 'Every user (an organisation administrator: those of their organisation)',
    method: 'get',
    path: 'admin/users',
    answer: userList,
    revalidate: true,
    access: organizationRows,
  }),
  summary: defineEndpoint({
    id: 'users.summary',
    summary: 'How many users, how many active, and the 5 newest (beyond the spec: the dashboard card)',
    method: 'get',
    path: 'admin/users-summary',
    answer: usersSummary,
    access: organizationRows,
  }),
  create: defineEndpoint({
    id: 'users.create',
    summary: 'Creates a user',
    method: 'post',
    path: 'admin/users',
    body: userCreate,
    answer: user,
    status: 201,
    errors: [409],
    audit: { records: 'change', target: 'user', of: ({ body }) => ({ id: null, label: body.username }) },
    access: organizationRows,
  }),
  get: defineEndpoint({
    id: 'users.get',
    summary: 'One user',
    method: 'get',
    path: 'admin/users/:id',
    params: byId,
    answer: user,
    access: userInPath,
  }),
  update: defineEndpoint({
    id: 'users.update',
    summary: 'Changes a user (only the fields sent)',
    method: 'put',
    path: 'admin/users/:id',
    params: byId,
    body: userUpdate,
    answer: user,
    errors: [409],
    audit: targetInPath('user'),
    access: userInPath,
  }),
  delete: defineEndpoint({
    id: 'users.delete',
    summary: 'Deletes a user with their transcriptions, summaries and tokens',
    method: 'delete',
    path: 'admin/users/:id',
    params: byId,
    answer: messageBody,
    errors: [409],
    audit: targetInPath('user'),
    access: platformOnly,
  }),
  generatePassword: defineEndpoint({
    id: 'users.generatePassword',
    summary: 'Mails the user a new generated password',
    method: 'post',
    path: 'admin/users/:id/generate-password',
    params: byId,
    answer: messageBody,
    errors: [429, 502],
    audit: targetInPath('user'),
    access: userInPath,
  }),
  block: defineEndpoint({
    id: 'users.block',
    summary: 'Blocks a user',
    method: 'post',
    path: 'admin/users/:id/block',
    params: byId,
    answer: userActionResult,
    errors: [409],
    audit: targetInPath('user'),
    access: userInPath,
  }),
  unblock: defineEndpoint({
    id: 'users.unblock',
    summary: 'Unblocks a user',
    method: 'post',
    path: 'admin/users/:id/unblock',
    params: byId,
    answer: userActionResult,
    audit: targetInPath('user'),
    access: userInPath,
  }),
};
