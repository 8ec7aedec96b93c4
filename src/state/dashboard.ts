import type { Organization } from '../api/schemas/organizations';
import { NEWEST_USERS, type User } from '../api/schemas/users';

/** The daily table shows the latest 7 days, whatever the chart's period. */
export const DAILY_TABLE_DAYS = 7;
/** The recent-organisations card shows the first 5. */
export const RECENT_ORGANIZATIONS = 5;
export { NEWEST_USERS } from '../api/schemas/users';
/** An account at most 30 days old is Nieuw (1m), at most 60 days Nieuw (2m). */
export const NEW_USER_DAYS = { oneMonth: 30, twoMonths: 60 } as const;
export type NewUserBadge = keyof typeof NEW_USER_DAYS;

const DAY_MS = 24 * 3600 * 1000;

/** The new-user badge of an account created at `createdAt`, as seen at `now`; null for older accounts. */
export function newUserBadge(createdAt: string | null | undefined, now: Date): NewUserBadge | null {
  if (!createdAt) return null;
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return null;
  const ageDays = (now.getTime() - created) / DAY_MS;
  if (ageDays <= NEW_USER_DAYS.oneMonth) return 'oneMonth';
  if (ageDays <= NEW_USER_DAYS.twoMonths) return 'twoMonths';
  return null;
}

const newestFirst = (a: { created_at?: string | null; id: number }, b: typeof a) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;

/** The 5 most recently created organisations, newest first. */
export function recentOrganizations(
  organizations: readonly Organization[],
  count = RECENT_ORGANIZATIONS,
): Organization[] {
  return [...organizations].sort(newestFirst).slice(0, count);
}

/** The users card: how many accounts, how many active, and the newest ones. */
export function usersOverview(users: readonly User[], count = NEWEST_USERS) {
  return {
    total: users.length,
    active: users.filter((user) => user.is_active).length,
    newest: [...users].sort(newestFirst).slice(0, count),
  };
}
