import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { parsePageKey } from '../../../src/api/schemas/loginAttempts';
import type {
  LoginAttemptsPageQuery,
  LoginAttemptsSuspicious,
  SuspiciousQuery,
} from '../../../src/api/schemas/loginAttempts';
import type { Database } from '../db/schema';

export type LoginAttemptFilters = Pick<
  LoginAttemptsPageQuery,
  'days_back' | 'success' | 'attempt_type' | 'email' | 'ip_address'
> & {
  /** Only attempts on accounts of this organisation (an organisation administrator's view). */
  organization_id?: number | null;
};

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

/** Where the period of `days_back` starts. */
export function periodStart(filters: Pick<LoginAttemptFilters, 'days_back'>, now = Date.now()): Date {
  return new Date(now - filters.days_back * DAY_MS);
}

/** The attempts matching the filters (alias `a`) since `since`, without the user. */
function matching(db: Kysely<Database>, filters: LoginAttemptFilters, since: Date) {
  let query = db.selectFrom('login_attempts as a').where('a.attempted_at', '>=', since);
  if (filters.success) query = query.where('a.success', '=', filters.success === 'true');
  if (filters.attempt_type) query = query.where('a.attempt_type', '=', filters.attempt_type);
  // "Contains, any case" is looked up among the distinct addresses first (a small table with a trigram
  // index), then the attempts of those addresses by index: fast at a million attempts, where a scan is not.
  if (filters.email)
    query = query.where(
      'a.email',
      'in',
      db
        .selectFrom('login_attempt_emails')
        .select('email')
        .where('search', 'like', sql<string>`lower(${likeContains(filters.email)})`),
    );
  if (filters.ip_address) query = query.where('a.ip_address', '=', filters.ip_address);
  if (filters.organization_id != null)
    query = query.where(
      'a.user_id',
      'in',
      db.selectFrom('users').select('id').where('organization_id', '=', filters.organization_id),
    );
  return query;
}

/** An attempt's place in the list (a page key): its time in UTC to the microsecond, a comma, its id. */
export const pageKeyColumn = sql<string>`to_char(a.attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || ',' || a.id`;

/**
 * The attempts after the one a page key names, in the list's order: older, or as old with a lower id (so
 * attempts of the same microsecond are neither skipped nor repeated). A row comparison, which the list's
 * indexes (time, then id, after the filter's columns) serve as a range.
 */
export function afterKey(key: string) {
  const parsed = parsePageKey(key);
  if (!parsed) throw new Error(`Ongeldige paginasleutel: ${key}`);
  return sql<boolean>`(a.attempted_at, a.id) < (${parsed.attempted_at}::timestamptz, ${parsed.id}::integer)`;
}

/** The matching attempts with their user, newest first (then by id), as the export reads them. */
export function selectItems(
  db: Kysely<Database>,
  filters: LoginAttemptFilters,
  since = periodStart(filters),
) {
  return matching(db, filters, since)
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(itemColumns)
    .orderBy('a.attempted_at', 'desc')
    .orderBy('a.id', 'desc');
}

export type Row = {
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

export function toItem(row: Row): LoginAttemptItem {
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

/** Totals of everything the filters match (not only the loaded page): all, succeeded, failed. */
export type LoginAttemptTotals = {
  total: number;
  successful: number;
  failed: number;
};

const UTC_DAY = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The totals of a filter. With an e-mail, IP or organisation filter: counted from the matching attempts.
 * Without: the whole UTC days after the period's start from `login_attempt_counts` (a row per day, type and
 * status), plus the attempts of the period's first, partial day counted directly, so a year of a million
 * attempts costs a few thousand rows, not a million.
 */
export async function countLoginAttempts(
  db: Kysely<Database>,
  filters: LoginAttemptFilters,
  start = periodStart(filters),
): Promise<LoginAttemptTotals> {
  const totals = (row: { total: unknown; successful: unknown }) => {
    const total = Number(row.total ?? 0);
    const successful = Number(row.successful ?? 0);
    return { total, successful, failed: total - successful };
  };
  if (filters.email || filters.ip_address || filters.organization_id != null) {
    const row = await matching(db, filters, start)
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.countAll().filterWhere('a.success', '=', true).as('successful'),
      ])
      .executeTakeFirstOrThrow();
    return totals(row);
  }
  const nextDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1));
  let days = db.selectFrom('login_attempt_counts').where('day', '>=', UTC_DAY(nextDay));
  if (filters.success) days = days.where('success', '=', filters.success === 'true');
  if (filters.attempt_type) days = days.where('attempt_type', '=', filters.attempt_type);
  const [firstDay, otherDays] = await Promise.all([
    matching(db, filters, start)
      .where('a.attempted_at', '<', nextDay)
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.countAll().filterWhere('a.success', '=', true).as('successful'),
      ])
      .executeTakeFirstOrThrow(),
    days
      .select((eb) => [
        eb.fn.sum('attempts').as('total'),
        eb.fn.sum('attempts').filterWhere('success', '=', true).as('successful'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const first = totals(firstDay);
  const rest = totals(otherDays);
  return {
    total: first.total + rest.total,
    successful: first.successful + rest.successful,
    failed: first.failed + rest.failed,
  };
}

export type PageQuery = LoginAttemptsPageQuery & Pick<LoginAttemptFilters, 'organization_id'>;

/**
 * One page of the list, newest first, with each row's page key. The page's ids are found first, on their own:
 * every filter but the organisation's has an index holding the list's order and the id, so `offset` skips index
 * entries only (no table rows, no users), and only the page's rows are then read with their user. A key
 * (`before`) starts the page in that index directly, whatever its depth.
 */
export function selectPage(db: Kysely<Database>, query: PageQuery, since = periodStart(query)) {
  let ids = matching(db, query, since).select('a.id');
  if (query.before) ids = ids.where(afterKey(query.before));
  const page = ids
    .orderBy('a.attempted_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.limit)
    .offset(query.offset);
  return db
    .selectFrom(page.as('p'))
    .innerJoin('login_attempts as a', 'a.id', 'p.id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([...itemColumns, pageKeyColumn.as('page_key')])
    .orderBy('a.attempted_at', 'desc')
    .orderBy('a.id', 'desc');
}

/**
 * One page, newest first, and the totals of everything the filters match; `next_before` is the key of the
 * page's last attempt when the page is full (there may be more), else null.
 */
export async function listLoginAttempts(
  db: Kysely<Database>,
  query: PageQuery,
): Promise<{ login_attempts: LoginAttemptItem[]; next_before: string | null } & LoginAttemptTotals> {
  const since = periodStart(query);
  const [rows, totals] = await Promise.all([
    selectPage(db, query, since).execute(),
    countLoginAttempts(db, query, since),
  ]);
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  return { login_attempts: rows.map(toItem), next_before: last?.page_key ?? null, ...totals };
}

export async function findLoginAttempt(
  db: Kysely<Database>,
  id: number,
): Promise<LoginAttemptItem | undefined> {
  const row = await db
    .selectFrom('login_attempts as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(itemColumns)
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row ? toItem(row) : undefined;
}

/**
 * `GET admin/login-attempts/suspicious`: the e-mail addresses and the client addresses with at least
 * `min_failures` failed attempts in the period, most failures first (then the latest failure), `limit` of each.
 * Read through the index on (success, attempted_at).
 */
export async function suspiciousAttempts(
  db: Kysely<Database>,
  query: SuspiciousQuery,
): Promise<LoginAttemptsSuspicious> {
  const failed = db
    .selectFrom('login_attempts as a')
    .where('a.attempted_at', '>=', periodStart(query))
    .where('a.success', '=', false);
  const [emails, ips] = await Promise.all([
    failed
      .where('a.email', 'is not', null)
      .groupBy('a.email')
      .select((eb) => [
        'a.email',
        eb.fn.countAll().as('failures'),
        eb.fn.count('a.ip_address').distinct().as('others'),
        eb.fn.max('a.attempted_at').as('last_failure_at'),
      ])
      .having((eb) => eb.fn.countAll(), '>=', query.min_failures)
      .orderBy('failures', 'desc')
      .orderBy('last_failure_at', 'desc')
      .limit(query.limit)
      .execute(),
    failed
      .where('a.ip_address', 'is not', null)
      .groupBy('a.ip_address')
      .select((eb) => [
        'a.ip_address',
        eb.fn.countAll().as('failures'),
        eb.fn.count('a.email').distinct().as('others'),
        eb.fn.max('a.attempted_at').as('last_failure_at'),
      ])
      .having((eb) => eb.fn.countAll(), '>=', query.min_failures)
      .orderBy('failures', 'desc')
      .orderBy('last_failure_at', 'desc')
      .limit(query.limit)
      .execute(),
  ]);
  return {
    days_back: query.days_back,
    min_failures: query.min_failures,
    emails: emails.map((row) => ({
      email: row.email ?? '',
      failures: Number(row.failures),
      ip_addresses: Number(row.others),
      last_failure_at: new Date(row.last_failure_at).toISOString(),
    })),
    ip_addresses: ips.map((row) => ({
      ip_address: row.ip_address ?? '',
      failures: Number(row.failures),
      emails: Number(row.others),
      last_failure_at: new Date(row.last_failure_at).toISOString(),
    })),
  };
}
