import { z } from 'zod';
import { text } from './common';
import { password } from './users';

/** Why a session ended. */
export const sessionEndReasons = [
  'sign_out',
  'sign_out_everywhere',
  'password',
  'blocked',
  'role',
  'organization',
  'ended_by_admin',
  'idle',
  'expired',
  'token_reuse',
] as const;
export const sessionEndReason = z.enum(sessionEndReasons);
export type SessionEndReason = z.infer<typeof sessionEndReason>;

/** A user's session list shows every open session up to this many, and the latest ended ones up to the next. */
export const SESSIONS_LISTED_OPEN = 200;
export const SESSIONS_LISTED_ENDED = 20;

/** One sign-in of a user (beyond the original admin API): where from, since when, last used, whether it ended. */
export const sessionItem = z.object({
  id: z.uuid(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The absolute end. */
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  end_reason: sessionEndReason.nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** Browser and system, readable ("Chrome op Windows"). */
  device: z.string().nullable(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

export const sessionList = z.object({ items: z.array(sessionItem) });
export type SessionList = z.infer<typeof sessionList>;

/** `POST me/password`: the current password and the new one (the server's password rules). */
export const passwordChange = z.object({
  current_password: text().min(1).max(1024),
  new_password: password,
});
export type PasswordChange = z.infer<typeof passwordChange>;

/** `DELETE admin/users/{id}/sessions`: how many sessions that ended. */
export const sessionsEnded = z.object({ ended: z.number().int().nonnegative() });
