import { z } from 'zod';
import { idNumber, text } from './common';

export const levels = ['Lite', 'Pro', 'Business', 'Debug'] as const;
export const level = z.enum(levels);
export type Level = z.infer<typeof level>;
export const DEFAULT_LEVEL: Level = 'Lite';

/** A user as the admin API answers it. Unknown fields are kept. */
export const user = z.looseObject({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  level: z.string().nullable().optional(),
  is_admin: z.boolean().optional().default(false),
  is_active: z.boolean().optional().default(true),
  is_org_admin: z.boolean().optional().default(false),
  is_superuser: z.boolean().optional(),
  organization_id: z.number().nullable().optional(),
  organization_name: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
  deactivated_at: z.string().nullable().optional(),
  group_id: z.number().nullable().optional(),
  group: z.looseObject({ id: z.number(), name: z.string().optional() }).nullable().optional(),
  user_uuid: z.string().nullable().optional(),
});
export type User = z.infer<typeof user>;

/**
 * `GET admin/users-summary` (beyond the original admin API): the dashboard's users card without the whole list:
 * how many accounts, how many active, and the newest (by creation, then id).
 */
/** The newest accounts the users card lists. */
export const NEWEST_USERS = 5;
export const usersSummary = z.object({ total: z.number(), active: z.number(), newest: z.array(user) });
export type UsersSummary = z.infer<typeof usersSummary>;

/** `GET admin/users` answers a list; some servers wrap it as `{ users: [...] }`. */
export const userList = z.union([
  z.array(user),
  z.looseObject({ users: z.array(user) }).transform((o) => o.users),
]);

const username = text().trim().min(1).max(150);
const email = text().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(320));

/** A password the server accepts: 8 to 1024 characters. */
export const password = text().min(8).max(1024);

export const userCreate = z.object({
  username,
  email,
  password,
  level: level.default(DEFAULT_LEVEL),
  is_admin: z.boolean().default(false),
});
export type UserCreate = z.input<typeof userCreate>;

export const userUpdate = z
  .object({
    username,
    email,
    level,
    is_admin: z.boolean(),
    is_org_admin: z.boolean(),
    /** The organisation to link by name; null or empty unlinks (and clears is_org_admin and the group). */
    organization_name: text()
      .trim()
      .max(200)
      .nullable()
      .transform((name) => (name ? name : null)),
    group_id: idNumber.nullable(),
  })
  .partial();
export type UserUpdate = z.input<typeof userUpdate>;

export const messageBody = z.looseObject({ message: z.string() });

/** Answer of block and unblock: a message and the user as it is now. */
export const userActionResult = z.looseObject({ message: z.string(), user: user.optional() });
