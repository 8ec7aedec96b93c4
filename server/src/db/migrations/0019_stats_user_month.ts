import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { counts, NUMBERS } from './0012_stats_rollups';

/**
 * `stats_user_month`: the per-user daily rollup (`stats_user_day`) summed per calendar month (`month`, its first
 * day), so that a month's table of users reads one row per active user instead of every user-day of the month
 * (at 20,000 users about 16,000 rows instead of 180,000 scattered ones).
 *
 * Kept from `stats_user_day` by statement-level triggers, as the organisation rollups are: every row a statement
 * inserted (+), updated (− old, + new) or deleted (−) there is a delta here, so the month follows every write to
 * the raw tables, plain SQL included. The organisation is part of the key (`0`: none): a user who moves takes
 * their days along (0012 updates their day rows), and the update moves their months with them. A TRUNCATE of
 * `stats_user_day` (the rebuild after a raw table's TRUNCATE) empties this table, and the rebuild's inserts fill
 * it again. Upserts take rows in key order, as the other rollups do.
 */

const KEY = ['month', 'organization_id', 'user_id'];
const keys = KEY.join(', ');

/** Rows of `stats_user_day` (a transition table or the table) as signed deltas per month, organisation and user. */
const deltas = (rows: string, sign: 1 | -1) =>
  `select date_trunc('month', r.day)::date as month, coalesce(r.organization_id, 0) as organization_id, r.user_id,
     ${NUMBERS.map((n) => `${sign} * r.${n} as ${n}`).join(', ')}
   from ${rows} r`;

/** Adds the deltas, then removes the rows they touched that went to zero. */
function apply(parts: string[]): string {
  const all = parts.join(' union all ');
  return `
    insert into stats_user_month as s (${keys}, ${NUMBERS.join(', ')})
      select ${keys}, ${NUMBERS.map((n) => `sum(${n})`).join(', ')} from (${all}) d
      group by ${keys} having ${NUMBERS.map((n) => `sum(${n}) <> 0`).join(' or ')}
      order by ${keys}
      on conflict (${keys}) do update set ${NUMBERS.map((n) => `${n} = s.${n} + excluded.${n}`).join(', ')};
    delete from stats_user_month s using (select distinct ${keys} from (${all}) d) k
      where ${KEY.map((k) => `s.${k} = k.${k}`).join(' and ')} and ${NUMBERS.map((n) => `s.${n} = 0`).join(' and ')};`;
}

const triggers = {
  insert: { transition: 'new table as new_rows', body: apply([deltas('new_rows', 1)]) },
  update: {
    transition: 'old table as old_rows new table as new_rows',
    body: apply([deltas('new_rows', 1), deltas('old_rows', -1)]),
  },
  delete: { transition: 'old table as old_rows', body: apply([deltas('old_rows', -1)]) },
};

export const statsUserMonth: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      `create table stats_user_month (month date not null, organization_id integer not null, user_id integer not null,
         ${counts(NUMBERS)}, primary key (${keys})) with (fillfactor = 90)`,
      `insert into stats_user_month (${keys}, ${NUMBERS.join(', ')})
         select ${keys}, ${NUMBERS.map((n) => `sum(${n})`).join(', ')} from (${deltas('stats_user_day', 1)}) d
         group by ${keys} order by ${keys}`,
      ...Object.entries(triggers).flatMap(([event, { transition, body }]) => [
        `create function stats_user_day_${event}_month() returns trigger language plpgsql set work_mem = '64MB' as $$
           begin
             ${body}
             return null;
           end $$`,
        `create trigger stats_user_day_${event}_month after ${event} on stats_user_day referencing ${transition}
           for each statement execute function stats_user_day_${event}_month()`,
      ]),
      `create function stats_user_day_truncate_month() returns trigger language plpgsql as $$
         begin truncate stats_user_month; return null; end $$`,
      `create trigger stats_user_day_truncate_month after truncate on stats_user_day
         for each statement execute function stats_user_day_truncate_month()`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },

  async down(db: Kysely<unknown>) {
    const statements = [
      ...['insert', 'update', 'delete', 'truncate'].flatMap((event) => [
        `drop trigger stats_user_day_${event}_month on stats_user_day`,
        `drop function stats_user_day_${event}_month()`,
      ]),
      'drop table stats_user_month',
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
