import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { StatsQuery } from '../../../src/api/schemas/stats';
import type { Database } from '../db/schema';
import { NUMBERS as ROLLUP_NUMBERS } from '../db/migrations/0012_stats_rollups';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { dayRange, rangeParts, type DayRange } from './range';

/**
 * What a statistics read is about: the days, and optionally one organisation and one user. A username that
 * names nobody matches no rows (an empty answer, as the contract's calls have always answered); an
 * organisation that does not exist answers 404.
 */
export interface StatsScope {
  range: DayRange;
  organizationId: number | undefined;
  /** The user named by `username`; null when it names nobody; undefined without the filter. */
  userId: number | null | undefined;
}

export async function statsScope(
  db: Kysely<Database>,
  query: Pick<StatsQuery, 'days' | 'month' | 'username' | 'organization_id'>,
  now = new Date(),
): Promise<StatsScope> {
  const [organization, user] = await Promise.all([
    query.organization_id === undefined
      ? undefined
      : db
          .selectFrom('organizations')
          .select('id')
          .where('id', '=', query.organization_id)
          .executeTakeFirst(),
    query.username === undefined
      ? undefined
      : db.selectFrom('users').select('id').where('username', '=', query.username).executeTakeFirst(),
  ]);
  if (query.organization_id !== undefined && !organization) {
    throw new ApiError(404, messages.organizations.notFound);
  }
  return {
    range: dayRange(query, now),
    organizationId: query.organization_id,
    userId: query.username === undefined ? undefined : (user?.id ?? null),
  };
}

/**
 * The conditions of a scope on a per-user rollup row aliased `alias` (`stats_user_day`,
 * `stats_user_model_day`): its days, its organisation and its user.
 */
export function perUserWhere(scope: StatsScope, alias: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql.join(
    [
      sql`${column('day')} between ${scope.range.first}::date and ${scope.range.last}::date`,
      ...(scope.organizationId === undefined
        ? []
        : [sql`${column('organization_id')} = ${scope.organizationId}`]),
      ...(scope.userId === undefined ? [] : [sql`${column('user_id')} = ${scope.userId ?? -1}`]),
    ],
    sql` and `,
  );
}

/** Whether the per-organisation rollups answer the scope (no user named). */
export const byOrganization = (scope: StatsScope) => scope.userId === undefined;

/** The numbers of a per-user rollup row, in the order `perUserRows` selects them. */
const NUMBERS = ROLLUP_NUMBERS.join(', ');

/**
 * The scope's per-user rollup rows (`user_id` and the numbers; a user may have several): the whole calendar
 * months of its period from `stats_user_month`, the loose days at either end from `stats_user_day`. A month's
 * table of users thus reads one row per active user, not one per user and day.
 */
export function perUserRows(scope: StatsScope): RawBuilder<unknown> {
  const parts = rangeParts(scope.range);
  const months = parts.months
    ? [
        sql`select m.user_id, ${sql.raw(NUMBERS)} from stats_user_month m
            where m.month >= ${parts.months.first}::date and m.month < ${parts.months.until}::date
            ${scope.organizationId === undefined ? sql`` : sql`and m.organization_id = ${scope.organizationId}`}
            ${scope.userId === undefined ? sql`` : sql`and m.user_id = ${scope.userId ?? -1}`}`,
      ]
    : [];
  const days = parts.days.map(
    (range) =>
      sql`select d.user_id, ${sql.raw(NUMBERS)} from stats_user_day d
          where ${perUserWhere({ ...scope, range: { ...scope.range, ...range } }, 'd')}`,
  );
  return sql.join([...months, ...days], sql` union all `);
}
