import { z } from 'zod';
import { loginRequest, tokenSet, twoFactorRequired } from '../schemas/auth';
import { recordsNothing } from './auditRecord';
import { defineEndpoint, publicAccess } from './define';

/** Sign-in and token refresh, before any token exists. */
export const authEndpoints = {
  login: defineEndpoint({
    id: 'auth.login',
    summary: 'Signs in: 200 with the token set, or 202 when the e-mailed 2FA code is needed',
    method: 'post',
    path: 'login',
    body: loginRequest,
    answer: z.union([tokenSet, twoFactorRequired]),
    alsoAnswers: { 202: twoFactorRequired },
    errors: [401, 429, 503],
    audit: recordsNothing('Sign-in is recorded in the login attempts, not the audit log.'),
    access: publicAccess,
  }),
  refresh: defineEndpoint({
    id: 'auth.refresh',
    summary: 'A new token set for the refresh token sent as bearer (the old one is spent)',
    method: 'post',
    path: 'refresh',
    answer: tokenSet,
    errors: [401],
    audit: recordsNothing('Renewing a session is no admin change.'),
    access: publicAccess,
  }),
};

/** The server's own: health for start scripts and load balancers, and this contract as OpenAPI. */
export const metaEndpoints = {
  health: defineEndpoint({
    id: 'meta.health',
    summary: 'Liveness: { status: "ok" }',
    method: 'get',
    path: 'health',
    answer: z.object({ status: z.literal('ok') }),
    access: publicAccess,
  }),
  openapi: defineEndpoint({
    id: 'meta.openapi',
    summary: 'This contract as an OpenAPI 3.1 document',
    method: 'get',
    path: 'openapi.json',
    answer: z.record(z.string(), z.unknown()),
    access: publicAccess,
  }),
};
