import { z } from 'zod';
import { MAX_ID, queryInt, text } from './common';

export const attemptTypes = [
  'method_determination',
  'password_login',
  'email_login',
  '2fa_verification',
  'token_refresh',
] as const;
export const attemptType = z.enum(attemptTypes);
export type AttemptType = z.infer<typeof attemptType>;

export const LOGIN_ATTEMPTS_PAGE_SIZE = 50;

/** Query of `GET admin/login-attempts` and its CSV export (spec 7, defaults in spec 9). */
export const loginAttemptsQuery = z.object({
  days_back: queryInt(1, 3650, 7),
  success: z.enum(['true', 'false']).optional(),
  attempt_type: z.union([attemptType, z.literal('')]).optional(),
  email: text().trim().max(320).optional(),
  limit: queryInt(1, 1000, LOGIN_ATTEMPTS_PAGE_SIZE),
  offset: queryInt(0, MAX_ID, 0),
});
export type LoginAttemptsQuery = z.infer<typeof loginAttemptsQuery>;

export const loginAttempt = z.looseObject({
  id: z.number(),
  attempted_at: z.string(),
  email: z.string().nullable(),
  user: z.looseObject({ id: z.number().optional(), username: z.string() }).nullable().optional(),
  success: z.boolean(),
  attempt_type: z.string(),
  ip_address: z.string().nullable(),
  error_reason: z.string().nullable().optional(),
});
export type LoginAttempt = z.infer<typeof loginAttempt>;

export const loginAttemptsPage = z.looseObject({
  login_attempts: z.array(loginAttempt),
  total: z.number().optional(),
});
export type LoginAttemptsPage = z.infer<typeof loginAttemptsPage>;
