import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type {
  RetentionDryRun,
  RetentionKind,
  RetentionKindImpact,
  RetentionPeriods,
  RetentionUserImpact,
} from '../../../src/api/schemas/retention';
import { RETENTION_DRY_RUN_USERS, periodOf, retentionKinds } from '../../../src/api/schemas/retention';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { messages } from '../messages';
import type { FileStore } from '../transcriptions/files';
import { platformPolicy } from './policy';

/**
 * What decides which items have expired: the platform's default and maximum, and the organisations' own
 * policies (`retention_policies`). A dry run replaces one of them by what is proposed: the platform's default
 * and maximum (`platform`), or one organisation's policy (`organization`, `null` following the default;
 * only that organisation's users are then looked at).
 */
export interface ExpirySpec {
  platform: { default: RetentionPeriods; maximum: RetentionPeriods };
  organization?: { id: number; policy: RetentionPeriods | null };
}

const int = (value: number) => sql<number>`${value}::int`;

/**
 * The period that applies to each user and kind, and whose it is: the organisation's own policy (or the
 * platform default for organisations without one and users without an organisation), shortened to the
 * maximum (`cappedPeriod`). The source is the organisation's only while its own period applies unshortened.
 */
function userPeriods(spec: ExpirySpec): RawBuilder<unknown> {
  const proposed = spec.organization;
  const columns = retentionKinds.map((kind) => {
    const fallback = periodOf(spec.platform.default, kind);
    const maximum = periodOf(spec.platform.maximum, kind);
    const field = sql.ref(`pol.${kind}_days`);
    // chosen: the period before the maximum; own: whether it is the organisation's own.
    let chosen: RawBuilder<number | null>;
    let own: RawBuilder<boolean>;
    if (proposed) {
      const days = proposed.policy === null ? fallback : periodOf(proposed.policy, kind);
      chosen = days === null ? sql`null::int` : int(days);
      own = proposed.policy === null ? sql`false` : sql`true`;
    } else {
      chosen = sql`case when pol.organization_id is not null then ${field} else ${
        fallback === null ? sql`null::int` : int(fallback)
      } end`;
      own = sql`(pol.organization_id is not null)`;
    }
    const capped =
      maximum === null ? chosen : sql`least(coalesce(${chosen}, ${int(maximum)}), ${int(maximum)})`;
    const unshortened = maximum === null ? sql`true` : sql`coalesce(${chosen} <= ${int(maximum)}, false)`;
    return sql`${capped} as ${sql.ref(`${kind}_days`)},
      case when ${own} and ${unshortened} then 'organization' else 'platform' end as ${sql.ref(`${kind}_source`)}`;
  });
  return sql`select u.id as user_id, u.username, u.organization_id, o.name as organization_name,
      ${sql.join(columns)}
    from users u
    left join organizations o on o.id = u.organization_id
    left join retention_policies pol on pol.organization_id = u.organization_id
    ${proposed ? sql`where u.organization_id = ${proposed.id}` : sql``}`;
}

/** An item the retention removes, as its selection answers it. */
export interface ExpiredItem {
  kind: RetentionKind;
  transcription_id: number;
  summary_id: number | null;
  user_id: number;
  username: string;
  organization_id: number | null;
  organization_name: string | null;
  item_name: string;
  item_created_at: Date;
  bytes: string | number | null;
  file_key: string;
  policy_days: number;
  policy_source: 'organization' | 'platform';
}

const cutoff = (asOf: Date, days: RawBuilder<unknown>) =>
  sql`${asOf.toISOString()}::timestamptz - make_interval(days => ${days})`;

/**
 * The one selection of what has expired at `asOf`, shared by the dry run and the removal job (so a dry run
 * says what the job then removes): per kind, the items still present whose time (the transcription's for
 * audio and transcript, the summary's own for a summary) lies more than the user's period before `asOf`.
 * The job adds a cursor (`after`), `order by` the item's id, `limit … for update of t/s skip locked`: each batch
 * goes on where the last one stopped, so a run reads each row once however much it removes (without it, the
 * planner walked the rows of the batches before again, their removal not yet in its statistics: quadratic).
 */
export function expiredItems(
  kind: RetentionKind,
  spec: ExpirySpec,
  asOf: Date,
  /** The job's cursor: only items with a larger id (the summary's for a summary, else the transcription's). */
  after?: number,
): RawBuilder<ExpiredItem> {
  const periods = userPeriods(spec);
  const common = sql`p.user_id, p.username, p.organization_id, p.organization_name`;
  switch (kind) {
    case 'audio':
    case 'transcript': {
      const key = sql.ref(kind === 'audio' ? 't.audio_file_key' : 't.file_key');
      const bytes = sql.ref(kind === 'audio' ? 't.audio_bytes' : 't.transcript_bytes');
      const days = sql.ref(`p.${kind}_days`);
      return sql<ExpiredItem>`select ${kind}::text as kind, t.id as transcription_id, null::int as summary_id,
          ${common}, t.name as item_name, t.created_at as item_created_at, ${bytes} as bytes, ${key} as file_key,
          ${days} as policy_days, ${sql.ref(`p.${kind}_source`)} as policy_source
        from (${periods}) p
        join transcriptions t on t.user_id = p.user_id and ${key} is not null
          and t.created_at < ${cutoff(asOf, days)}
        where ${days} is not null ${after === undefined ? sql`` : sql`and t.id > ${after}`}`;
    }
    case 'summary':
      return sql<ExpiredItem>`select 'summary'::text as kind, t.id as transcription_id, s.id as summary_id,
          ${common}, t.name || ' (' || s.meeting_type || ')' as item_name, s.created_at as item_created_at,
          s.bytes as bytes, s.file_key as file_key, p.summary_days as policy_days,
          p.summary_source as policy_source
        from (${periods}) p
        join transcriptions t on t.user_id = p.user_id
        join summaries s on s.transcription_id = t.id and s.file_key is not null
          and s.created_at < ${cutoff(asOf, sql.ref('p.summary_days'))}
        where p.summary_days is not null ${after === undefined ? sql`` : sql`and s.id > ${after}`}`;
  }
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * What `spec` would remove at `asOf`, without changing anything: per kind the count, the known bytes, the
 * items of unknown size, the oldest and newest; the users with the most items removed; how many users and
 * organisations (users without one count as one) lose anything.
 */
export async function dryRun(
  db: Db,
  spec: ExpirySpec,
  effective: RetentionPeriods | null,
  asOf = new Date(),
): Promise<RetentionDryRun> {
  const items = sql.join(
    retentionKinds.map((kind) => expiredItems(kind, spec, asOf)),
    sql` union all `,
  );
  const perKind = await sql<{
    kind: RetentionKind;
    count: string | number;
    bytes: string | number | null;
    unknown_size: string | number;
    oldest: Date | string | null;
    newest: Date | string | null;
  }>`select i.kind, count(*) as count, sum(i.bytes) as bytes, count(*) filter (where i.bytes is null) as unknown_size,
        min(i.item_created_at) as oldest, max(i.item_created_at) as newest
      from (${items}) i group by i.kind`.execute(db);
  const users = await sql<{
    user_id: number;
    username: string;
    organization_id: number | null;
    organization_name: string | null;
    audio: string | number;
    transcript: string | number;
    summary: string | number;
    bytes: string | number | null;
    users_total: string | number;
    organizations_total: string | number;
  }>`select g.*, count(*) over () as users_total,
        (select count(distinct coalesce(x.organization_id, 0)) from (${items}) x) as organizations_total
      from (
        select i.user_id, i.username, i.organization_id, i.organization_name,
          count(*) filter (where i.kind = 'audio') as audio,
          count(*) filter (where i.kind = 'transcript') as transcript,
          count(*) filter (where i.kind = 'summary') as summary,
          coalesce(sum(i.bytes), 0) as bytes
        from (${items}) i
        group by i.user_id, i.username, i.organization_id, i.organization_name
      ) g
      order by g.audio + g.transcript + g.summary desc, g.user_id
      limit ${RETENTION_DRY_RUN_USERS}`.execute(db);
  const impact = (kind: RetentionKind): RetentionKindImpact => {
    const row = perKind.rows.find((r) => r.kind === kind);
    return {
      count: Number(row?.count ?? 0),
      bytes: Number(row?.bytes ?? 0),
      unknown_size: Number(row?.unknown_size ?? 0),
      oldest: iso(row?.oldest ?? null),
      newest: iso(row?.newest ?? null),
    };
  };
  const first = users.rows[0];
  return {
    as_of: asOf.toISOString(),
    effective,
    audio: impact('audio'),
    transcript: impact('transcript'),
    summary: impact('summary'),
    users: users.rows.map((row): RetentionUserImpact => ({
      user_id: row.user_id,
      username: row.username,
      organization_id: row.organization_id,
      organization_name: row.organization_name,
      audio: Number(row.audio),
      transcript: Number(row.transcript),
      summary: Number(row.summary),
      bytes: Number(row.bytes ?? 0),
    })),
    users_total: Number(first?.users_total ?? 0),
    organizations_total: Number(first?.organizations_total ?? 0),
  };
}

/** Items removed per batch: each batch is one short transaction. */
export const REMOVAL_BATCH = 1000;
/** Files deleted per step when finishing the deletions of an earlier run. */
export const DELETION_BATCH = 1000;
/** Items measured per batch by the size fill, and the batches one run does at most. */
export const MEASURE_BATCH = 500;
export const MEASURE_BATCHES_PER_RUN = 100;

export interface RemovalResult {
  /** Files of an earlier, interrupted run deleted first. */
  resumed: number;
  removed: Record<RetentionKind, number>;
  /** Files whose size was measured (those of removed items with an unknown size included). */
  measured: number;
}

export interface RemovalDeps {
  db: Db;
  store: FileStore;
  log: Logger;
}

/** Points of a batch where a test stops the process (kill -9) to show that nothing is lost or half-removed. */
export interface RemovalHooks {
  /** Inside the batch's transaction, everything written, before the commit. */
  beforeCommit?: (kind: RetentionKind) => Promise<void> | void;
  /** After the commit, before any file is deleted. */
  afterCommit?: (kind: RetentionKind) => Promise<void> | void;
  /** After a file is deleted, before its queue row is. */
  afterFileDeleted?: (key: string) => Promise<void> | void;
}

/**
 * Deletes the files of committed batches (`retention_file_deletions`), then their rows. A file whose deletion
 * fails keeps its row (logged; the next run tries again). Safe when several workers do it at once.
 */
async function deleteFiles(deps: RemovalDeps, keys: string[], hooks: RemovalHooks = {}): Promise<number> {
  const deleted: string[] = [];
  await Promise.all(
    keys.map(async (key) => {
      try {
        await deps.store.discard(key);
        deleted.push(key);
        await hooks.afterFileDeleted?.(key);
      } catch (error) {
        deps.log.error(messages.retention.fileRemovalFailed(key), error);
      }
    }),
  );
  if (deleted.length > 0) {
    await deps.db.deleteFrom('retention_file_deletions').where('file_key', 'in', deleted).execute();
  }
  return deleted.length;
}

/** Finishes the file deletions an earlier run left (killed between a batch's commit and its deletions). */
export async function finishPendingDeletions(deps: RemovalDeps): Promise<number> {
  let total = 0;
  let after = '';
  for (;;) {
    const rows = await deps.db
      .selectFrom('retention_file_deletions')
      .select('file_key')
      .where('file_key', '>', after)
      .orderBy('file_key')
      .limit(DELETION_BATCH)
      .execute();
    if (rows.length === 0) return total;
    total += await deleteFiles(
      deps,
      rows.map((r) => r.file_key),
    );
    after = rows.at(-1)!.file_key;
  }
}

const table = { audio: 't', transcript: 't', summary: 's' } as const;

/**
 * One batch of one kind, in one transaction: claims up to `limit` expired items (`for update skip locked`:
 * another worker takes others), measures those of unknown size, marks them removed and nulls their keys (the
 * rows stay: statistics do not change), logs each in `retention_removals` and queues its file in
 * `retention_file_deletions`; after the commit it deletes the files and their queue rows. A kill at any
 * point leaves either the batch undone (the files still there, their rows pointing at them) or committed
 * (the rows removed, the files queued for the next run). Answers how many it removed.
 */
async function removeBatch(
  deps: RemovalDeps,
  kind: RetentionKind,
  asOf: Date,
  limit: number,
  hooks: RemovalHooks,
  after: number,
): Promise<{ removed: number; measured: number; last: number | null }> {
  const { keys, measured, last } = await deps.db.transaction().execute(async (trx) => {
    const platform = await platformPolicy(trx);
    const alias = sql.raw(table[kind]);
    const { rows } = await sql<ExpiredItem>`${expiredItems(kind, { platform }, asOf, after)}
      order by ${alias}.id limit ${limit} for update of ${alias} skip locked`.execute(trx);
    if (rows.length === 0) return { keys: [] as string[], measured: 0, last: null };
    let measuredHere = 0;
    const sizes = await Promise.all(
      rows.map(async (row) => {
        if (row.bytes !== null) return Number(row.bytes);
        measuredHere++;
        return deps.store.size(row.file_key);
      }),
    );
    const values = sql.join(
      rows.map((row, i) => sql`(${row.summary_id ?? row.transcription_id}::int, ${sizes[i]}::bigint)`),
    );
    if (kind === 'summary') {
      await sql`update summaries s set removed_at = now(), file_key = null, bytes = v.bytes
        from (values ${values}) v (id, bytes) where s.id = v.id`.execute(trx);
    } else if (kind === 'audio') {
      await sql`update transcriptions t set audio_removed_at = now(), audio_file_key = null, audio_bytes = v.bytes
        from (values ${values}) v (id, bytes) where t.id = v.id`.execute(trx);
    } else {
      await sql`update transcriptions t set transcript_removed_at = now(), file_key = null, transcript_bytes = v.bytes
        from (values ${values}) v (id, bytes) where t.id = v.id`.execute(trx);
    }
    await trx
      .insertInto('retention_removals')
      .values(
        rows.map((row, i) => ({
          kind,
          organization_id: row.organization_id,
          user_id: row.user_id,
          username: row.username,
          transcription_id: row.transcription_id,
          summary_id: row.summary_id,
          item_name: row.item_name,
          item_created_at: new Date(row.item_created_at),
          bytes: sizes[i]!,
          policy_days: row.policy_days,
          policy_source: row.policy_source,
        })),
      )
      .execute();
    const fileKeys = rows.map((row) => row.file_key);
    await trx
      .insertInto('retention_file_deletions')
      .values(fileKeys.map((file_key) => ({ file_key })))
      .onConflict((oc) => oc.column('file_key').doNothing())
      .execute();
    await hooks.beforeCommit?.(kind);
    const lastRow = rows.at(-1)!;
    return { keys: fileKeys, measured: measuredHere, last: lastRow.summary_id ?? lastRow.transcription_id };
  });
  if (keys.length === 0) return { removed: 0, measured, last };
  await hooks.afterCommit?.(kind);
  await deleteFiles(deps, keys, hooks);
  return { removed: keys.length, measured, last };
}

/**
 * Measures files of unknown size, in batches, at most `batches` of them: reads the keys outside any
 * transaction, the sizes from the FileStore, and writes each size only where the key is still the one
 * measured (a removal meanwhile nulls it). A missing file counts as 0 bytes: nothing is stored for it.
 */
export async function measureSizes(deps: RemovalDeps, batches = MEASURE_BATCHES_PER_RUN): Promise<number> {
  let measured = 0;
  const sources = [
    { table: 'transcriptions', key: 'file_key', bytes: 'transcript_bytes' },
    { table: 'transcriptions', key: 'audio_file_key', bytes: 'audio_bytes' },
    { table: 'summaries', key: 'file_key', bytes: 'bytes' },
  ] as const;
  for (const source of sources) {
    let after = 0;
    for (; batches > 0; batches--) {
      const { rows } = await sql<{ id: number; key: string }>`select id, ${sql.ref(source.key)} as key
        from ${sql.table(source.table)}
        where id > ${after} and ${sql.ref(source.key)} is not null and ${sql.ref(source.bytes)} is null
        order by id limit ${MEASURE_BATCH}`.execute(deps.db);
      if (rows.length === 0) break;
      const sizes = await Promise.all(rows.map((row) => deps.store.size(row.key)));
      const values = sql.join(
        rows.map((row, i) => sql`(${row.id}::int, ${row.key}::text, ${sizes[i]}::bigint)`),
      );
      await sql`update ${sql.table(source.table)} x set ${sql.ref(source.bytes)} = v.bytes
        from (values ${values}) v (id, key, bytes)
        where x.id = v.id and ${sql.ref(`x.${source.key}`)} = v.key and ${sql.ref(`x.${source.bytes}`)} is null`.execute(
        deps.db,
      );
      measured += rows.length;
      after = rows.at(-1)!.id;
      if (rows.length < MEASURE_BATCH) break;
    }
  }
  return measured;
}

/**
 * The retention job: finishes the file deletions of an earlier run, removes what has expired at `asOf` (per
 * kind, in batches of `batch`, until a batch comes back short), then measures files of unknown size for
 * later dry runs. Idempotent (a second run finds nothing more), resumable after a kill at any point, and
 * safe with several workers at once (each batch claims with `skip locked`).
 */
export async function runRemoval(
  deps: RemovalDeps,
  options: { asOf?: Date; batch?: number; measureBatches?: number; hooks?: RemovalHooks } = {},
): Promise<RemovalResult> {
  const asOf = options.asOf ?? new Date();
  const batch = options.batch ?? REMOVAL_BATCH;
  const resumed = await finishPendingDeletions(deps);
  const removed: Record<RetentionKind, number> = { audio: 0, transcript: 0, summary: 0 };
  let measured = 0;
  for (const kind of retentionKinds) {
    // Items another worker holds locked are skipped and left to it (or, should its batch fail, to the next run).
    let after = 0;
    for (;;) {
      const result = await removeBatch(deps, kind, asOf, batch, options.hooks ?? {}, after);
      removed[kind] += result.removed;
      measured += result.measured;
      if (result.removed < batch || result.last === null) break;
      after = result.last;
    }
  }
  measured += await measureSizes(deps, options.measureBatches);
  return { resumed, removed, measured };
}
