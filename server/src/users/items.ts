import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { User, UsersSummary } from '../../../src/api/schemas/users';
import type { Db } from '../db/db';
import { snapshotCache, type JsonSnapshot } from '../http/jsonSnapshot';

/** A user as the admin API answers it (`src/api/schemas/users.ts` parses it). */
export type UserItem = User;

/** Users with their organisation and group, aliased `u`, `o` and `g`, for `where` and `select(userItem)`. */
export function usersWithNames(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .leftJoin('groups as g', 'g.id', 'u.group_id');
}

/** A timestamp as `toISOString()` writes it, computed by the database. */
const iso = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The one definition of the user shape, built by the database as JSON: it is as cheap to hand 10,000 users to
 * the client as one JSON text (`listUsersJson`) as it is to fetch one, and there is no second mapping in code.
 */
const userJson: RawBuilder<UserItem> = sql<UserItem>`json_build_object(
  'id', u.id, 'username', u.username, 'email', u.email, 'level', u.level,
  'is_admin', u.is_admin, 'is_active', u.is_active, 'is_org_admin', u.is_org_admin, 'is_superuser', u.is_superuser,
  'organization_id', u.organization_id, 'organization_name', o.name,
  'group_id', u.group_id, 'group', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end,
  'user_uuid', u.user_uuid, 'created_at', ${iso('u.created_at')}, 'deactivated_at', ${iso('u.deactivated_at')}
)`;

export const userItem = userJson.as('item');

/** Users in the order the lists use: by username, case-insensitive, then exact, then id. */
export const byUsername = sql`lower(u.username), u.username, u.id`;

/** The given users as items, in the order of `ids`. */
export async function userItemsByIds(db: Db, ids: readonly number[]): Promise<UserItem[]> {
  if (ids.length === 0) return [];
  const rows = await usersWithNames(db).select(['u.id', userItem]).where('u.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row.item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every user as one JSON array text, sorted by username: the user list without decoding 10,000 rows. With
 * `organizationId`, only that organisation's users (an organisation administrator's list).
 */
export async function listUsersJson(db: Db, organizationId: number | null = null): Promise<string> {
  const only = organizationId === null ? sql`` : sql`where u.organization_id = ${organizationId}`;
  const row = await db
    .selectNoFrom(
      sql<string>`coalesce((select json_agg(${userJson} order by ${byUsername})
        from users u left join organizations o on o.id = u.organization_id left join groups g on g.id = u.group_id
        ${only}
      )::text, '[]')`.as('users'),
    )
    .executeTakeFirstOrThrow();
  return row.users;
}

/**
 * The dashboard's users card: how many users (of `organizationId`, when given), how many active, and the
 * `count` newest by creation (then id), without building the whole list.
 */
export async function usersSummary(
  db: Db,
  organizationId: number | null,
  count: number,
): Promise<UsersSummary> {
  const [totals, newest] = await Promise.all([
    db
      .selectFrom('users as u')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        sql<string>`count(*) filter (where u.is_active)`.as('active'),
      ])
      .$if(organizationId !== null, (q) => q.where('u.organization_id', '=', organizationId!))
      .executeTakeFirstOrThrow(),
    usersWithNames(db)
      .select(userItem)
      .$if(organizationId !== null, (q) => q.where('u.organization_id', '=', organizationId!))
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(count)
      .execute(),
  ]);
  return {
    total: Number(totals.total),
    active: Number(totals.active),
    newest: newest.map((row) => row.item),
  };
}

/** Per database (one per app; tests run many apps in one process). */
const userLists = new WeakMap<Db, ReturnType<typeof snapshotCache>>();

/**
 * `listUsersJson` as a snapshot kept for the current version of the users list (`list_versions`: any change of
 * users, organisations or groups, by any process, makes a new one): an unchanged list of 10,000 users is
 * answered without building or compressing it again.
 */
export async function listUsersSnapshot(db: Db, organizationId: number | null = null): Promise<JsonSnapshot> {
  const { version } = await db
    .selectFrom('list_versions')
    .select('version')
    .where('name', '=', 'users')
    .executeTakeFirstOrThrow();
  let cache = userLists.get(db);
  if (!cache) userLists.set(db, (cache = snapshotCache()));
  return cache.get(String(organizationId ?? 'all'), version, () => listUsersJson(db, organizationId));
}
