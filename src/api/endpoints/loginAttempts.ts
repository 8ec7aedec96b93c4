import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  loginAttempt,
  loginAttemptsPage,
  loginAttemptsPageQuery,
  loginAttemptsQuery,
  loginAttemptsSuspicious,
  suspiciousQuery,
} from '../schemas/loginAttempts';
import { defineEndpoint, organizationRows, platformOnly } from './define';

/** Sign-in attempts: the list, its CSV export, the suspicious addresses, one attempt. */
export const loginAttemptsEndpoints = {
  list: defineEndpoint({
    id: 'loginAttempts.list',
    summary: 'Sign-in attempts, newest first, filtered and paged',
    method: 'get',
    path: 'admin/login-attempts',
    query: loginAttemptsPageQuery,
    answer: loginAttemptsPage,
    access: organizationRows,
  }),
  export: defineEndpoint({
    id: 'loginAttempts.export',
    summary: 'The filtered sign-in attempts as CSV',
    method: 'get',
    path: 'admin/login-attempts/export',
    query: loginAttemptsQuery,
    answerKind: 'file',
    fileMediaType: 'text/csv; charset=utf-8',
    access: organizationRows,
  }),
  suspicious: defineEndpoint({
    id: 'loginAttempts.suspicious',
    summary: 'E-mail addresses and client addresses with many failed sign-ins in the period',
    method: 'get',
    path: 'admin/login-attempts/suspicious',
    query: suspiciousQuery,
    answer: loginAttemptsSuspicious,
    access: platformOnly,
  }),
  get: defineEndpoint({
    id: 'loginAttempts.get',
    summary: 'One sign-in attempt',
    method: 'get',
    path: 'admin/login-attempts/:id',
    params: z.object({ id: idParam }),
    answer: loginAttempt,
    access: platformOnly,
  }),
};
