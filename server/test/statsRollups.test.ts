import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirOf, type OpenDatabase } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { backends, freshTarget, type DatabaseTarget } from './harness';

// The daily rollups against a fresh aggregation of the raw rows, after a randomised mix of inserts, updates and
// deletes by plain SQL (single rows and many at once, cascades from users and transcriptions, users moving
// between organisations, an organisation deleted, a TRUNCATE), on PostgreSQL also from concurrent transactions.

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const DAY = (column: string) => `(${column} at time zone 'UTC')::date`;

/** What the rollups must hold, aggregated from the raw rows now (rows with all numbers zero left out). */
const expectedQueries = {
  stats_user_day: `
    select user_id, day::text, max(u.organization_id) as organization_id,
      sum(transcriptions)::bigint as transcriptions, sum(audio_seconds)::bigint as audio_seconds,
      sum(summaries)::bigint as summaries, sum(requests)::bigint as requests, sum(tokens_in)::bigint as tokens_in,
      sum(tokens_cached)::bigint as tokens_cached, sum(tokens_out)::bigint as tokens_out
    from (
      select user_id, ${DAY('created_at')} as day, 1 as transcriptions, coalesce(audio_duration, 0) as audio_seconds,
        0 as summaries, 0 as requests, 0 as tokens_in, 0 as tokens_cached, 0 as tokens_out from transcriptions
      union all
      select t.user_id, ${DAY('s.created_at')}, 0, 0, 1, 0, 0, 0, 0 from summaries s join transcriptions t on t.id = s.transcription_id
      union all
      select user_id, ${DAY('occurred_at')}, 0, 0, 0, 1, tokens_in, tokens_cached, tokens_out from token_usage
    ) d join users u on u.id = d.user_id
    group by user_id, day order by user_id, day`,
  stats_user_model_day: `
    select k.user_id, ${DAY('occurred_at')}::text as day, coalesce(model, '') as model, max(u.organization_id) as organization_id,
      count(*)::bigint as requests, sum(tokens_in)::bigint as tokens_in, sum(tokens_cached)::bigint as tokens_cached,
      sum(tokens_out)::bigint as tokens_out
    from token_usage k join users u on u.id = k.user_id group by 1, 2, 3 order by 1, 2, 3`,
};

const actualQueries = {
  stats_user_day: `select user_id, day::text, organization_id, transcriptions::bigint, audio_seconds, summaries::bigint,
      requests::bigint, tokens_in, tokens_cached, tokens_out from stats_user_day
    where transcriptions + summaries + requests + tokens_in + tokens_cached + tokens_out <> 0 order by user_id, day`,
  stats_user_model_day: `select user_id, day::text, model, organization_id, requests::bigint, tokens_in, tokens_cached,
      tokens_out from stats_user_model_day order by user_id, day, model`,
  // The organisation tables against the per-user ones, which the lines above hold to the raw rows.
  stats_org_day: `select coalesce(organization_id, 0) as organization_id, day::text, sum(transcriptions)::bigint as transcriptions,
      sum(audio_seconds)::bigint as audio_seconds, sum(summaries)::bigint as summaries, sum(requests)::bigint as requests,
      sum(tokens_in)::bigint as tokens_in, sum(tokens_cached)::bigint as tokens_cached, sum(tokens_out)::bigint as tokens_out,
      count(*) filter (where transcriptions + summaries + requests > 0)::bigint as users
    from stats_user_day group by 1, 2
    having sum(transcriptions + summaries + requests + tokens_in + tokens_cached + tokens_out) <> 0 order by 1, 2`,
  stats_org_model_day: `select coalesce(organization_id, 0) as organization_id, day::text, model, sum(requests)::bigint as requests,
      sum(tokens_in)::bigint as tokens_in, sum(tokens_cached)::bigint as tokens_cached, sum(tokens_out)::bigint as tokens_out
    from stats_user_model_day group by 1, 2, 3 order by 1, 2, 3`,
  // The months against the days.
  stats_user_month: `select date_trunc('month', day)::date::text as month, coalesce(organization_id, 0) as organization_id,
      user_id, sum(transcriptions)::bigint as transcriptions, sum(audio_seconds)::bigint as audio_seconds,
      sum(summaries)::bigint as summaries, sum(requests)::bigint as requests, sum(tokens_in)::bigint as tokens_in,
      sum(tokens_cached)::bigint as tokens_cached, sum(tokens_out)::bigint as tokens_out
    from stats_user_day group by 1, 2, 3 order by 1, 2, 3`,
  stats_model_day: `select day::text, model, sum(requests)::bigint as requests, sum(tokens_in)::bigint as tokens_in,
      sum(tokens_cached)::bigint as tokens_cached, sum(tokens_out)::bigint as tokens_out
    from stats_user_model_day group by 1, 2 order by 1, 2`,
};

const orgTables = {
  stats_model_day: `select day::text, model, requests::bigint, tokens_in, tokens_cached, tokens_out
    from stats_model_day order by 1, 2`,
  stats_org_day: `select organization_id, day::text, transcriptions::bigint, audio_seconds, summaries::bigint,
      requests::bigint, tokens_in, tokens_cached, tokens_out, users::bigint from stats_org_day order by 1, 2`,
  stats_org_model_day: `select organization_id, day::text, model, requests::bigint, tokens_in, tokens_cached, tokens_out
    from stats_org_model_day order by 1, 2, 3`,
  stats_user_month: `select month::text, organization_id, user_id, transcriptions::bigint, audio_seconds, summaries::bigint,
      requests::bigint, tokens_in, tokens_cached, tokens_out from stats_user_month order by 1, 2, 3`,
};

async function rows(db: Kysely<Database>, query: string) {
  const result = await sql.raw<Record<string, unknown>>(query).execute(db);
  return result.rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(v)])),
  );
}

async function expectConsistent(db: Kysely<Database>) {
  expect(await rows(db, actualQueries.stats_user_day)).toEqual(
    await rows(db, expectedQueries.stats_user_day),
  );
  expect(await rows(db, actualQueries.stats_user_model_day)).toEqual(
    await rows(db, expectedQueries.stats_user_model_day),
  );
  expect(await rows(db, orgTables.stats_org_day)).toEqual(await rows(db, actualQueries.stats_org_day));
  expect(await rows(db, orgTables.stats_org_model_day)).toEqual(
    await rows(db, actualQueries.stats_org_model_day),
  );
  expect(await rows(db, orgTables.stats_model_day)).toEqual(await rows(db, actualQueries.stats_model_day));
  expect(await rows(db, orgTables.stats_user_month)).toEqual(await rows(db, actualQueries.stats_user_month));
}

const MODELS = ['claude', 'qwen', 'gemini', null] as const;
/** Errors a concurrent mix may meet (deadlock, a row another transaction removed): that transaction rolls back. */
const RACE_CODES = new Set(['40P01', '23503', '40001']);

describe.each(backends)('statistics rollups (%s)', (backend) => {
  let target: DatabaseTarget;
  let database: OpenDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    target = await freshTarget(backend);
    database = await openDatabase({
      databaseUrl: target.databaseUrl,
      pgliteDir: pgliteDirOf(target.dataDir),
    });
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
    await target?.remove();
  });

  /** One random change by plain SQL; `r` decides which. */
  async function change(tx: Kysely<Database>, r: ReturnType<typeof random>, base: number) {
    // Mostly the last two weeks (many changes meet on a user and day), some over three months (months meet).
    const daysBack = () => (r.next() < 0.7 ? r.int(15) : r.int(95));
    const when = (daysAgo: number) =>
      `now() - interval '${daysAgo} days' - interval '${r.int(86400)} seconds'`;
    const user = `(select id from users order by id offset ${r.int(8)} limit 1)`;
    const someTranscription = `(select id from transcriptions order by id offset ${r.int(12)} limit 1)`;
    const model = r.pick(MODELS);
    const statements = [
      () => `insert into transcriptions (user_id, name, file_key, audio_duration, created_at)
             select ${user}, 'x', 'k', ${r.pick(['null', String(r.int(5000))])}, ${when(daysBack())}
             from generate_series(1, ${1 + r.int(3)}) where ${user} is not null`,
      () => `insert into summaries (transcription_id, meeting_type, file_key, created_at)
             select id, 'm', 'k', created_at + interval '${r.int(48)} hours' from transcriptions
             order by id offset ${r.int(10)} limit ${1 + r.int(3)}`,
      () => `insert into token_usage (user_id, occurred_at, tokens_in, tokens_cached, tokens_out, model)
             select ${user}, ${when(daysBack())}, ${r.int(900)}, ${r.int(90)}, ${r.int(400)}, ${model === null ? 'null' : `'${model}'`}
             from generate_series(1, ${1 + r.int(4)}) where ${user} is not null`,
      () => `delete from transcriptions where id = ${someTranscription}`,
      () =>
        `delete from summaries where id = (select id from summaries order by id offset ${r.int(12)} limit 1)`,
      () => `delete from token_usage where id % ${2 + r.int(5)} = ${r.int(2)} and id > ${base}`,
      () => `update transcriptions set created_at = created_at - interval '${r.int(72)} hours',
             audio_duration = ${r.int(3000)} where id = ${someTranscription}`,
      () => `update transcriptions set user_id = coalesce(${user}, user_id) where id = ${someTranscription}`,
      () => `update summaries set transcription_id = coalesce(${someTranscription}, transcription_id), created_at = ${when(daysBack())}
             where id = (select id from summaries order by id offset ${r.int(12)} limit 1)`,
      () => `update token_usage set tokens_out = tokens_out + ${r.int(50)}, model = ${model === null ? 'null' : `'${model}'`},
             user_id = coalesce(${user}, user_id) where id = (select id from token_usage order by id offset ${r.int(12)} limit 1)`,
      () => `update users set organization_id = ${r.pick(['null', `(select id from organizations order by id offset ${r.int(3)} limit 1)`])}
             where id = ${user}`,
    ];
    await sql.raw(r.pick(statements)()).execute(tx);
  }

  async function setUp(prefix: string) {
    await sql
      .raw(`insert into organizations (name) select '${prefix}-org-' || n from generate_series(1, 3) n`)
      .execute(db);
    await sql
      .raw(
        `insert into users (username, email, password_hash, user_uuid, organization_id)
         select '${prefix}-u' || n, '${prefix}-u' || n || '@example.com', 'x', gen_random_uuid(),
           case when n % 4 = 0 then null else (select id from organizations where name = '${prefix}-org-' || (1 + n % 3)) end
         from generate_series(1, 10) n`,
      )
      .execute(db);
  }

  it('match a fresh aggregation after a randomised mix of writes', async () => {
    await setUp('mix');
    const r = random(20261127);
    for (let i = 0; i < 160; i++) await change(db, r, 0);
    await expectConsistent(db);

    // A user deleted (cascading to their rows), an organisation deleted (its users lose it).
    await sql
      .raw(`delete from users where id = (select id from users order by id offset 3 limit 1)`)
      .execute(db);
    await sql.raw(`delete from organizations where id = (select min(id) from organizations)`).execute(db);
    await expectConsistent(db);

    // Many rows in one statement, then a transaction that rolls back.
    await sql
      .raw(
        `insert into transcriptions (user_id, name, file_key, audio_duration, created_at)
         select (select id from users order by id offset n % 8 limit 1), 'bulk', 'k', n, now() - n * interval '37 minutes'
         from generate_series(1, 500) n`,
      )
      .execute(db);
    await db
      .transaction()
      .execute(async (tx) => {
        await change(tx, r, 0);
        await sql.raw(`delete from transcriptions where name = 'bulk'`).execute(tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectConsistent(db);

    await sql.raw('truncate token_usage').execute(db);
    await expectConsistent(db);
  });

  it.runIf(backend === 'postgres')('match after concurrent transactions', async () => {
    const r = random(7);
    let committed = 0;
    for (let round = 0; round < 30; round++) {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          db.transaction().execute(async (tx) => {
            for (let i = 0; i < 1 + r.int(3); i++) await change(tx, r, 0);
          }),
        ),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') committed++;
        else if (!RACE_CODES.has((result.reason as { code?: string }).code ?? '')) throw result.reason;
      }
    }
    expect(committed).toBeGreaterThan(60);
    await expectConsistent(db);
  });
});
