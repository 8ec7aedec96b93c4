import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Daily statistics rollups, kept exact by database triggers whoever writes the raw rows (the transcription
 * service's own processes, plain SQL, this server), so that a statistics read touches days × users or
 * organisations in its answer, not every transcription.
 *
 * - `stats_user_day`: per user and UTC day: transcriptions and their audio seconds, summaries (counted for
 *   their transcription's user, on the summary's own day), model calls and tokens.
 * - `stats_user_model_day`: the model calls and tokens per user, day and model (`''`: no model recorded).
 * - `stats_org_day`, `stats_org_model_day`: the same per organisation (`0`: users without one), with the
 *   users active that day; kept from the two per-user tables by their own triggers; `stats_model_day` the
 *   model calls of everyone per day (kept from `stats_org_model_day`).
 *
 * Statistics follow the user: a user's rows carry their current organisation, and a user who moves to another
 * organisation (or loses theirs, also when it is deleted) takes their history along, as the contract's
 * monthly statistics name a user's current organisation. A user counts as active on a day with any
 * transcription, summary or model call.
 *
 * The triggers are statement-level with transition tables: a bulk insert of a million rows is one grouped
 * upsert, a single row one small one. Upserts take rows in key order; a new user-day row is written after a
 * share lock on its user, so a concurrent organisation move cannot miss it. A summary deleted together with its
 * transcription (the foreign key's cascade, whose statement trigger runs after the transcription's own) no
 * longer finds its transcription: the transcription's delete trigger leaves the deleted transcriptions' users
 * in a temporary table of the session, emptied at commit (`stats_deleted_transcriptions`), where it looks. A TRUNCATE of a raw table rebuilds all rollups from the raw rows, as this migration does.
 */

/** The UTC calendar day of a timestamptz column. */
const day = (column: string) => `(${column} at time zone 'UTC')::date`;

/** The numbers every per-user delta carries, in this order (0019's month rollup has them too). */
export const NUMBERS = [
  'transcriptions',
  'audio_seconds',
  'summaries',
  'requests',
  'tokens_in',
  'tokens_cached',
  'tokens_out',
] as const;
const TOKEN_NUMBERS = ['requests', 'tokens_in', 'tokens_cached', 'tokens_out'] as const;

/** A row is active with any transcription, summary or model call (every row kept: rows at zero are removed). */
const active = (row: string) => `(${row}.transcriptions + ${row}.summaries + ${row}.requests > 0)`;

/** Raw rows as signed deltas per user and day: `user_id, day, transcriptions, audio_seconds, summaries, …`. */
function transcriptionDeltas(rows: string, sign: 1 | -1): string {
  return `select r.user_id, ${day('r.created_at')} as day, ${sign} as transcriptions,
            ${sign} * coalesce(r.audio_duration, 0)::bigint as audio_seconds, 0 as summaries, 0 as requests,
            0::bigint as tokens_in, 0::bigint as tokens_cached, 0::bigint as tokens_out
          from ${rows} r`;
}

/** Summaries of `rows` whose transcription exists, counted for that transcription's user. */
function summaryDeltas(rows: string, sign: 1 | -1): string {
  return `select t.user_id, ${day('r.created_at')} as day, 0 as transcriptions, 0::bigint as audio_seconds, ${sign} as summaries, 0 as requests, 0::bigint as tokens_in, 0::bigint as tokens_cached, 0::bigint as tokens_out
          from ${rows} r join transcriptions t on t.id = r.transcription_id`;
}

function tokenDeltas(rows: string, sign: 1 | -1, withModel = false): string {
  return `select r.user_id, ${day('r.occurred_at')} as day, ${withModel ? `coalesce(r.model, '') as model,` : ''}
            ${withModel ? '' : '0 as transcriptions, 0::bigint as audio_seconds, 0 as summaries,'} ${sign} as requests, ${sign} * r.tokens_in::bigint as tokens_in,
            ${sign} * r.tokens_cached::bigint as tokens_cached, ${sign} * r.tokens_out::bigint as tokens_out
          from ${rows} r`;
}

/**
 * Adds grouped deltas (`union all` of delta selects) to a per-user table (`dropEmpty` removes rows left at zero).
 * New rows take the user's organisation, read under a share lock on the user (`lockUsers`; the token triggers
 * take it once, for their first table).
 */
function applyPerUser(
  table: string,
  key: string[],
  numbers: readonly string[],
  deltas: string[],
  lockUsers: boolean,
): string {
  const keys = key.join(', ');
  const grouped = `select ${keys}, ${numbers.map((n) => `sum(${n}) as ${n}`).join(', ')}
                   from (${deltas.join(' union all ')}) d group by ${keys}
                   having ${numbers.map((n) => `sum(${n}) <> 0`).join(' or ')}`;
  return `
    ${lockUsers ? `perform 1 from users where id in (select user_id from (${deltas.join(' union all ')}) d) order by id for share;` : ''}
    insert into ${table} as s (${keys}, organization_id, ${numbers.join(', ')})
      select ${key.map((k) => `g.${k}`).join(', ')}, u.organization_id, ${numbers.map((n) => `g.${n}`).join(', ')}
      from (${grouped}) g left join users u on u.id = g.user_id
      order by ${key.map((k) => `g.${k}`).join(', ')}
      on conflict (${keys}) do update set ${numbers.map((n) => `${n} = s.${n} + excluded.${n}`).join(', ')};`;
}

/** Removes per-user rows of the keys in `deltas` whose numbers all went to zero (after deletes and updates). */
function dropEmpty(table: string, key: string[], numbers: readonly string[], deltas: string[]): string {
  const keys = key.join(', ');
  return `
    delete from ${table} s using (select distinct ${keys} from (${deltas.join(' union all ')}) d) k
      where ${key.map((k) => `s.${k} = k.${k}`).join(' and ')} and ${numbers.map((n) => `s.${n} = 0`).join(' and ')};`;
}

/** A trigger function; a bulk statement's grouping and sorting get the memory to stay off the disk. */
function triggerFunction(name: string, body: string): string {
  return `create function ${name}() returns trigger language plpgsql set work_mem = '64MB' as $$
    begin
      ${body}
      return null;
    end $$`;
}

/** The per-user tables' statement bodies for deltas of both kinds. */
function userDay(deltas: string[], removes: boolean): string {
  const key = ['user_id', 'day'];
  return (
    applyPerUser('stats_user_day', key, NUMBERS, deltas, true) +
    (removes ? dropEmpty('stats_user_day', key, NUMBERS, deltas) : '')
  );
}
function userModelDay(deltas: string[], removes: boolean): string {
  const key = ['user_id', 'day', 'model'];
  return (
    applyPerUser('stats_user_model_day', key, TOKEN_NUMBERS, deltas, false) +
    (removes ? dropEmpty('stats_user_model_day', key, TOKEN_NUMBERS, deltas) : '')
  );
}

/** The session's temporary table of transcriptions deleted in this transaction and their users. */
const DELETED = 'pg_temp.stats_deleted_transcriptions';
const deletedTranscriptionsTable = `
  create function stats_deleted_transcriptions() returns void language plpgsql as $$
    begin
      if to_regclass('${DELETED}') is null then
        create temporary table stats_deleted_transcriptions (id integer primary key, user_id integer not null)
          on commit delete rows;
      end if;
    end $$`;

const parkDeletedTranscriptions = `
  perform stats_deleted_transcriptions();
  insert into ${DELETED} (id, user_id) select id, user_id from old_rows on conflict do nothing;`;

/** Deleted summaries, counted for their transcription's user (also when the transcription went with them). */
const deletedSummaryDeltas = `select coalesce(t.user_id, p.user_id) as user_id, ${day('r.created_at')} as day,
    0 as transcriptions, 0::bigint as audio_seconds, -1 as summaries, 0 as requests, 0::bigint as tokens_in,
    0::bigint as tokens_cached, 0::bigint as tokens_out
  from old_rows r left join transcriptions t on t.id = r.transcription_id
  left join ${DELETED} p on t.id is null and p.id = r.transcription_id
  where coalesce(t.user_id, p.user_id) is not null`;

/**
 * A summary is counted for its transcription's user: a share lock on the transcriptions first, so that a
 * concurrent change of a transcription's user waits for this statement, or this statement reads the new user.
 */
function lockTranscriptions(rows: string[]): string {
  return `perform 1 from transcriptions where id in (${rows
    .map((r) => `select transcription_id from ${r}`)
    .join(' union ')}) order by id for share;`;
}

/** Summaries that move with their transcription to another user. */
function movedSummaryDeltas(rows: 'old_rows' | 'new_rows', sign: 1 | -1): string {
  return `select r.user_id, ${day('s.created_at')} as day, 0 as transcriptions, 0::bigint as audio_seconds, ${sign} as summaries, 0 as requests, 0::bigint as tokens_in, 0::bigint as tokens_cached, 0::bigint as tokens_out
          from new_rows n join old_rows o on o.id = n.id and o.user_id <> n.user_id
          join ${rows} r on r.id = n.id join summaries s on s.transcription_id = n.id`;
}

const rawTriggers: { table: string; event: 'insert' | 'update' | 'delete'; body: string }[] = [
  { table: 'transcriptions', event: 'insert', body: userDay([transcriptionDeltas('new_rows', 1)], false) },
  {
    table: 'transcriptions',
    event: 'update',
    body: userDay(
      [
        transcriptionDeltas('new_rows', 1),
        transcriptionDeltas('old_rows', -1),
        movedSummaryDeltas('new_rows', 1),
        movedSummaryDeltas('old_rows', -1),
      ],
      true,
    ),
  },
  {
    table: 'transcriptions',
    event: 'delete',
    body: userDay([transcriptionDeltas('old_rows', -1)], true) + parkDeletedTranscriptions,
  },
  {
    table: 'summaries',
    event: 'insert',
    body: lockTranscriptions(['new_rows']) + userDay([summaryDeltas('new_rows', 1)], false),
  },
  {
    table: 'summaries',
    event: 'update',
    body:
      lockTranscriptions(['new_rows', 'old_rows']) +
      userDay([summaryDeltas('new_rows', 1), summaryDeltas('old_rows', -1)], true),
  },
  {
    table: 'summaries',
    event: 'delete',
    body:
      'perform stats_deleted_transcriptions();' +
      lockTranscriptions(['old_rows']) +
      userDay([deletedSummaryDeltas], true),
  },
  {
    table: 'token_usage',
    event: 'insert',
    body:
      userDay([tokenDeltas('new_rows', 1)], false) + userModelDay([tokenDeltas('new_rows', 1, true)], false),
  },
  {
    table: 'token_usage',
    event: 'update',
    body:
      userDay([tokenDeltas('new_rows', 1), tokenDeltas('old_rows', -1)], true) +
      userModelDay([tokenDeltas('new_rows', 1, true), tokenDeltas('old_rows', -1, true)], true),
  },
  {
    table: 'token_usage',
    event: 'delete',
    body:
      userDay([tokenDeltas('old_rows', -1)], true) + userModelDay([tokenDeltas('old_rows', -1, true)], true),
  },
];

/** The body of a raw table's statistics trigger function (0017 puts a guard before the update triggers'). */
export function rawTriggerBody(table: string, event: 'insert' | 'update' | 'delete'): string {
  const trigger = rawTriggers.find((t) => t.table === table && t.event === event);
  if (!trigger) throw new Error(`no statistics trigger ${table} ${event}`);
  return trigger.body;
}

/**
 * The per-organisation table of a per-user table (or, not `perOrganization`, the platform's table of one): its rows' numbers (and, for days, the active users) summed
 * per organisation, from the per-user rows a statement inserted (+), updated (− old, + new) or deleted (−).
 */
function organizationRollup(
  source: string,
  target: string,
  key: string[],
  numbers: readonly string[],
  perOrganization = true,
) {
  const counted = (rows: string, sign: 1 | -1) =>
    `select ${perOrganization ? 'coalesce(r.organization_id, 0) as organization_id,' : ''} ${key.map((k) => `r.${k}`).join(', ')},
       ${numbers.map((n) => `${sign} * r.${n} as ${n}`).join(', ')}
       ${target === 'stats_org_day' ? `, case when ${active('r')} then ${sign} else 0 end as users` : ''}
     from ${rows} r`;
  const all = target === 'stats_org_day' ? [...numbers, 'users'] : [...numbers];
  const keyColumns = perOrganization ? ['organization_id', ...key] : key;
  const keys = keyColumns.join(', ');
  const apply = (parts: string[]) => `
    insert into ${target} as s (${keys}, ${all.join(', ')})
      select ${keys}, ${all.map((n) => `sum(${n})`).join(', ')} from (${parts.join(' union all ')}) d
      group by ${keys} having ${all.map((n) => `sum(${n}) <> 0`).join(' or ')}
      order by ${keys}
      on conflict (${keys}) do update set ${all.map((n) => `${n} = s.${n} + excluded.${n}`).join(', ')};
    delete from ${target} s using (select distinct ${keys} from (${parts.join(' union all ')}) d) k
      where ${keyColumns.map((k) => `s.${k} = k.${k}`).join(' and ')}
        and ${all.map((n) => `s.${n} = 0`).join(' and ')};`;
  return [
    { event: 'insert', body: apply([counted('new_rows', 1)]) },
    { event: 'update', body: apply([counted('new_rows', 1), counted('old_rows', -1)]) },
    { event: 'delete', body: apply([counted('old_rows', -1)]) },
  ].map(({ event, body }) => ({ source, event: event as 'insert' | 'update' | 'delete', body }));
}

const organizationTriggers = [
  ...organizationRollup('stats_user_day', 'stats_org_day', ['day'], NUMBERS),
  ...organizationRollup('stats_user_model_day', 'stats_org_model_day', ['day', 'model'], TOKEN_NUMBERS),
  ...organizationRollup('stats_org_model_day', 'stats_model_day', ['day', 'model'], TOKEN_NUMBERS, false),
];

/**
 * Every rollup built again from the raw rows (this migration, and after a TRUNCATE of a raw table), in day
 * order: a period's rows lie together, as rows written day by day do (their updates stay on their page, in
 * the room the fill factor leaves).
 */
const rebuild = `create function stats_rebuild() returns void language plpgsql as $$
  begin
    truncate stats_user_day, stats_user_model_day, stats_org_day, stats_org_model_day, stats_model_day;
    insert into stats_user_day (user_id, day, organization_id, ${NUMBERS.join(', ')})
      select d.user_id, d.day, u.organization_id, ${NUMBERS.map((n) => `sum(d.${n})`).join(', ')}
      from (
        ${transcriptionDeltas('transcriptions', 1)}
        union all ${summaryDeltas('summaries', 1)}
        union all ${tokenDeltas('token_usage', 1)}
      ) d join users u on u.id = d.user_id
      group by d.user_id, d.day, u.organization_id
      order by d.day, d.user_id;
    insert into stats_user_model_day (user_id, day, model, organization_id, ${TOKEN_NUMBERS.join(', ')})
      select d.user_id, d.day, d.model, u.organization_id, ${TOKEN_NUMBERS.map((n) => `sum(d.${n})`).join(', ')}
      from (${tokenDeltas('token_usage', 1, true)}) d join users u on u.id = d.user_id
      group by d.user_id, d.day, d.model, u.organization_id
      order by d.day, d.user_id, d.model;
  end $$`;

/** Runs statements one at a time (a prepared statement takes one command). */
async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The columns of rollup numbers: counts as integers, seconds and tokens as bigints. */
export function counts(numbers: readonly string[]): string {
  return numbers
    .map(
      (n) =>
        `${n} ${n.startsWith('tokens') || n === 'audio_seconds' ? 'bigint' : 'integer'} not null default 0`,
    )
    .join(', ');
}

const tables = [
  `create table stats_user_day (user_id integer not null, day date not null, organization_id integer,
     ${counts(NUMBERS)}, primary key (user_id, day)) with (fillfactor = 90)`,
  `create index stats_user_day_day_idx on stats_user_day (day, user_id)`,
  `create index stats_user_day_organization_idx on stats_user_day (organization_id, day, user_id)`,
  `create table stats_user_model_day (user_id integer not null, day date not null, model text not null,
     organization_id integer, ${counts(TOKEN_NUMBERS)}, primary key (user_id, day, model)) with (fillfactor = 90)`,
  `create index stats_user_model_day_organization_idx on stats_user_model_day (organization_id, day)`,
  `create table stats_org_day (organization_id integer not null, day date not null,
     users integer not null default 0, ${counts(NUMBERS)}, primary key (organization_id, day))`,
  `create index stats_org_day_day_idx on stats_org_day (day)`,
  `create table stats_org_model_day (organization_id integer not null, day date not null, model text not null,
     ${counts(TOKEN_NUMBERS)}, primary key (organization_id, day, model))`,
  `create index stats_org_model_day_day_idx on stats_org_model_day (day)`,
  `create table stats_model_day (day date not null, model text not null, ${counts(TOKEN_NUMBERS)},
     primary key (day, model))`,
];

/** A statement-level trigger with the transition tables its event has (`old_rows`, `new_rows`). */
function statementTrigger(name: string, table: string, event: 'insert' | 'update' | 'delete', body: string) {
  const transition = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  }[event];
  return [
    triggerFunction(name, body),
    `create trigger ${name} after ${event} on ${table} referencing ${transition}
       for each statement execute function ${name}()`,
  ];
}

const RAW_TABLES = ['transcriptions', 'summaries', 'token_usage'];

const organizationMove = [
  `create function users_organization_stats() returns trigger language plpgsql as $$
     begin
       update stats_user_day set organization_id = new.organization_id where user_id = new.id;
       update stats_user_model_day set organization_id = new.organization_id where user_id = new.id;
       return null;
     end $$`,
  `create trigger users_organization_stats after update of organization_id on users
     for each row when (old.organization_id is distinct from new.organization_id)
     execute function users_organization_stats()`,
];

const truncation = [
  `create function stats_truncated() returns trigger language plpgsql as $$
     begin perform stats_rebuild(); return null; end $$`,
  ...RAW_TABLES.map(
    (table) =>
      `create trigger ${table}_truncate_stats after truncate on ${table}
         for each statement execute function stats_truncated()`,
  ),
];

export const statsRollups: Migration = {
  async up(db: Kysely<unknown>) {
    await run(db, [
      ...tables,
      ...organizationTriggers.flatMap(({ source, event, body }) =>
        statementTrigger(`${source}_${event}_rollup`, source, event, body),
      ),
      rebuild,
      deletedTranscriptionsTable,
      ...rawTriggers.flatMap(({ table, event, body }) =>
        statementTrigger(`${table}_${event}_stats`, table, event, body),
      ),
      ...truncation,
      ...organizationMove,
      'select stats_rebuild()',
    ]);
  },

  async down(db: Kysely<unknown>) {
    await run(db, [
      'drop trigger users_organization_stats on users',
      'drop function users_organization_stats()',
      ...RAW_TABLES.map((table) => `drop trigger ${table}_truncate_stats on ${table}`),
      'drop function stats_truncated()',
      ...rawTriggers.flatMap(({ table, event }) => [
        `drop trigger ${table}_${event}_stats on ${table}`,
        `drop function ${table}_${event}_stats()`,
      ]),
      'drop function stats_rebuild()',
      'drop function stats_deleted_transcriptions()',
      'drop table stats_user_day, stats_user_model_day, stats_org_day, stats_org_model_day, stats_model_day',
      ...organizationTriggers.map(({ source, event }) => `drop function ${source}_${event}_rollup()`),
    ]);
  },
};
