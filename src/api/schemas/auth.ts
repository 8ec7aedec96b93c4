import { z } from 'zod';
import { text } from './common';

/** Roles carried in the access token. A plain `user` may sign in to the service but not to the admin API. */
export const roles = ['superuser', 'admin', 'org_admin', 'user'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const loginRequest = z.object({
  username: text().trim().min(1).max(320),
  password: text().min(1).max(1024),
  code: text()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const DEFAULT_EXPIRES_IN = 3600;

/** The token set. `expires_in` is 3600 when missing. Unknown fields are kept. */
export const tokenSet = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive().optional().default(DEFAULT_EXPIRES_IN),
});
export type TokenSet = z.infer<typeof tokenSet>;

export const TWO_FACTOR_ACTION = 'provide_2fa_code_with_login';

/** The 202 answer of `POST login` when a second factor is needed. */
export const twoFactorRequired = z.looseObject({
  action_required: z.literal(TWO_FACTOR_ACTION),
  message: z.string().optional(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequired>;

/** Claims of the access token's payload that the console reads: environment and username. */
export const accessClaims = z.looseObject({
  sub: z.string().optional(),
  username: z.string(),
  environment: z.string().default(''),
  role: role.optional(),
  /** The organisation of an organisation administrator (any user's, when they belong to one). */
  organization_id: z.number().int().nullable().optional(),
  organization_name: z.string().nullable().optional(),
  exp: z.number().optional(),
});
export type AccessClaims = z.infer<typeof accessClaims>;
