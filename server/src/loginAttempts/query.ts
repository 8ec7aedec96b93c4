import type { Kysely } from 'kysely';
import type { LoginAttemptsQuery } from '../../../src/api/schemas/loginAttempts';
import type { Database } from '../db/schema';

export type LoginAttemptFilters = Pick<
  LoginAttemptsQuery,
  'days_back' | 'success' | 'attempt_type' | 'email'
>;

/** A sign-in attempt as the admin API answers it (a type literal, so it fits the loose answer schema). */
export type LoginAttemptItem = {
  id: number;
  attempted_at: string;
  email: string | null;
  user: { id: number; username: string } | null;
  success: boolean;
  attempt_type: string;
  ip_address: string | null;
  user_agent: string | null;
  error_reason: string | null;
};

const DAY_MS = 24 * 3600 * 1000;

/** `%` and `_` typed by the user match themselves, not any text. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const itemColumns = [
  'a.id',
  'a.attempted_at',
  'a.email',
  'a.user_id',
  'u.username',
  'a.success',
  'a.attempt_type',
  'a.ip_address',
  'a.user_agent',
  'a.error_reason',
] as const;

function withUser(db: Kysely<Database>) {
  return db.selectFrom('login_attempts as a').leftJoin('users as u', 'u.id', 'a.user_id');
}

function filtered(db: Kysely<Database>, filters: LoginAttemptFilters) {
  let query = withUser(db).where('a.attempted_at', '>=', new Date(Date.now() - filters.days_back * DAY_MS));
  if (filters.success) query = query.where('a.success', '=', filters.success === 'true');
  if (filters.attempt_type) query = query.where('a.attempt_type', '=', filters.attempt_type);
  if (filters.email) query = query.where('a.email', 'ilike', likeContains(filters.email));
  return query;
}

function selectItems(db: Kysely<Database>, filters: LoginAttemptFilters) {
  return filtered(db, filters).select(itemColumns).orderBy('a.attempted_at', 'desc').orderBy('a.id', 'desc');
}

type Row = {
  id: number;
  attempted_at: Date;
  email: string | null;
  user_id: number | null;
  username: string | null;
  success: boolean;
  attempt_type: string;
  ip_address: string | null;
  user_agent: string | null;
  error_reason: string | null;
};

function toItem(row: Row): LoginAttemptItem {
  return {
    id: row.id,
    attempted_at: row.attempted_at.toISOString(),
    email: row.email,
    user: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
    success: row.success,
    attempt_type: row.attempt_type,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
    error_reason: row.error_reason,
  };
}

/** One page, newest first, and the number of attempts matching the filters. */
export async function listLoginAttempts(
  db: Kysely<Database>,
  query: LoginAttemptsQuery,
): Promise<{ login_attempts: LoginAttemptItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectItems(db, query).limit(query.limit).offset(query.offset).execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { login_attempts: rows.map(toItem), total: Number(count.total) };
}

/** Every matching attempt (up to `max`), newest first, for the CSV export. */
export async function allLoginAttempts(
  db: Kysely<Database>,
  filters: LoginAttemptFilters,
  max: number,
): Promise<LoginAttemptItem[]> {
  const rows = await selectItems(db, filters).limit(max).execute();
  return rows.map(toItem);
}

export async function findLoginAttempt(
  db: Kysely<Database>,
  id: number,
): Promise<LoginAttemptItem | undefined> {
  const row = await withUser(db).select(itemColumns).where('a.id', '=', id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}
