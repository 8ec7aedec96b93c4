import { z } from 'zod';
import { idParam } from '../schemas/common';
import { messageBody } from '../schemas/users';
import { targetInPath } from './auditRecord';
import { defineEndpoint } from './define';
import { userInPath } from './scopes';

const byId = z.object({ id: idParam });

/** How far an account is throttled after failed sign-ins: sign-in refused until `until` while `locked`. */
export const lockoutState = z.looseObject({
  locked: z.boolean(),
  /** ISO time until which password and 2FA sign-ins are refused, when locked. */
  until: z.string().nullable(),
  password_failures: z.number(),
  two_factor_failures: z.number(),
  /** ISO time until which no further mail (2FA code, generated password) goes out, when limited. */
  mail_limited_until: z.string().nullable(),
});
export type LockoutState = z.infer<typeof lockoutState>;

/** The sign-in throttling of one account, for platform administrators. */
export const lockoutsEndpoints = {
  get: defineEndpoint({
    id: 'lockouts.get',
    summary: "An account's sign-in throttling: locked until when, failures counted",
    method: 'get',
    path: 'admin/users/:id/lockout',
    params: byId,
    answer: lockoutState,
    access: userInPath,
  }),
  clear: defineEndpoint({
    id: 'lockouts.clear',
    summary: "Clears an account's sign-in throttling and mail limit (its client addresses keep theirs)",
    method: 'delete',
    path: 'admin/users/:id/lockout',
    params: byId,
    answer: messageBody,
    audit: targetInPath('user'),
    access: userInPath,
  }),
};
