import { z } from 'zod';
import { idParam } from '../schemas/common';
import { messageBody, user, userActionResult, userCreate, userList, userUpdate } from '../schemas/users';
import { defineEndpoint, platformOnly } from './define';

const byId = z.object({ id: idParam });

/** Spec 7 "Users". Platform administrators only (the organisation-administrator issue scopes them). */
export const usersEndpoints = {
  list: defineEndpoint({
    id: 'users.list',
    summary: 'Every user',
    method: 'get',
    path: 'admin/users',
    answer: userList,
    access: platformOnly,
  }),
  create: defineEndpoint({
    id: 'users.create',
    summary: 'Creates a user',
    method: 'post',
    path: 'admin/users',
    body: userCreate,
    answer: user,
    status: 201,
    access: platformOnly,
  }),
  get: defineEndpoint({
    id: 'users.get',
    summary: 'One user',
    method: 'get',
    path: 'admin/users/:id',
    params: byId,
    answer: user,
    access: platformOnly,
  }),
  update: defineEndpoint({
    id: 'users.update',
    summary: 'Changes a user (only the fields sent)',
    method: 'put',
    path: 'admin/users/:id',
    params: byId,
    body: userUpdate,
    answer: user,
    access: platformOnly,
  }),
  delete: defineEndpoint({
    id: 'users.delete',
    summary: 'Deletes a user with their transcriptions, summaries and tokens',
    method: 'delete',
    path: 'admin/users/:id',
    params: byId,
    answer: messageBody,
    access: platformOnly,
  }),
  generatePassword: defineEndpoint({
    id: 'users.generatePassword',
    summary: 'Mails the user a new generated password',
    method: 'post',
    path: 'admin/users/:id/generate-password',
    params: byId,
    answer: messageBody,
    access: platformOnly,
  }),
  block: defineEndpoint({
    id: 'users.block',
    summary: 'Blocks a user',
    method: 'post',
    path: 'admin/users/:id/block',
    params: byId,
    answer: userActionResult,
    access: platformOnly,
  }),
  unblock: defineEndpoint({
    id: 'users.unblock',
    summary: 'Unblocks a user',
    method: 'post',
    path: 'admin/users/:id/unblock',
    params: byId,
    answer: userActionResult,
    access: platformOnly,
  }),
};
