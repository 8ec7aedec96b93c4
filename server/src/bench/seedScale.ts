// Bench seed (`npm run bench:scale`): fills the PostgreSQL database of DATABASE_URL (a fresh, empty one that
// scripts/bench-scale.mjs created) the way a deployment looks after a year and more, then records that in a
// marker table (`bench_scale.seed`). Run as `node --import tsx server/src/bench/seedScale.ts`; refuses
// anything but PostgreSQL and a database without users.
//
// It runs the server's migrations first and then writes every row with plain SQL (INSERT … SELECT over
// generate_series), as the transcription service's own processes would: never through the app's code paths,
// so whatever the migrations' triggers keep (list versions, login-attempt counts, statistics rollups) is kept
// by the database itself, as for any other writer. Volumes at BENCH_SCALE=1 (every one scales with it):
//   200 organisations (40 to 1,333 users each, Zipf-skewed; ids shuffled), their groups;
//   20,000 users + the superuser (5 % without an organisation), created over ~2.5 years;
//   2,000,000 transcriptions over the last 400 days (growing, weekdays, office hours; a user's share is
//     log-normal with a handful of 20x power users and 12 % never active; audio 30 s to 4 h, median ~35 min);
//   ~5,000,000 summaries (0-5 per transcription, mean 2.5); exactly 5,000,000 token-usage rows (85 % of the
//     summaries have their model call, the rest without a summary; models claude, vertex-claude, gemini, qwen,
//     gpt-4o early on, 6 % NULL);
//   1,000,000 login attempts over the last 365 days (the retention); 200,000 audit rows; 5,000 templates;
//   prices per model and budgets for every third organisation (seedScaleUsage.ts).
// Deterministic: every random number is a hash of the row's number and a salt (`bench_scale.rnd`), and the
// organisation plan comes from a seeded generator; only `now` moves the calendar. Each statement writes at most
// about BATCH (500,000) rows, in time order (ids follow time as they would); the time per table, the rollup
// triggers included, is printed and kept in the marker.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seededRandom } from '../seed/random';
import { seedScaleUsage } from './seedScaleUsage';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const FINGERPRINT = process.env.BENCH_SEED_FINGERPRINT ?? '';
const DATABASE_URL = process.env.DATABASE_URL ?? '';
const ADMIN = {
  username: process.env.BENCH_ADMIN_USERNAME ?? 'admin',
  email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.BENCH_ADMIN_PASSWORD ?? '',
};
if (!(SCALE > 0 && SCALE <= 10)) throw new Error(`BENCH_SCALE moet tussen 0 en 10 liggen, niet ${SCALE}.`);
if (!DATABASE_URL.startsWith('postgres')) throw new Error('seedScale: DATABASE_URL (PostgreSQL) ontbreekt.');
if (ADMIN.password.length < 8) throw new Error('seedScale: BENCH_ADMIN_PASSWORD ontbreekt.');

const n = (full: number, min = 1) => Math.max(min, Math.round(full * SCALE));
const DAYS = 400;
const LOGIN_DAYS = 365;
const BATCH = 500_000;
const SLOTS = 1_000_000;
const ORGS = n(200, 3);
const USERS = n(20_000, 60);
const NO_ORG = Math.round(USERS * 0.05);
const TRANSCRIPTIONS = n(2_000_000);
const TOKENS = n(5_000_000);
const LOGINS = n(1_000_000);
const AUDITS = n(200_000);
const TEMPLATES = n(5_000, 30);
const ORG_MIN = Math.max(1, Math.round(40 * SCALE));
const ORG_MAX = Math.max(ORG_MIN + 1, Math.round(1333 * SCALE));
const DEFAULT_TEMPLATES = [
  'notulen',
  'actiepunten',
  'klantgesprek',
  'sollicitatiegesprek',
  'stand-up',
  'besluitenlijst',
];

const DAY_MS = 86_400_000;
const nowAt = new Date();
const todayStart = Date.UTC(nowAt.getUTCFullYear(), nowAt.getUTCMonth(), nowAt.getUTCDate());
const day0 = new Date(todayStart - (DAYS - 1) * DAY_MS);
const lit = (date: Date) => `'${date.toISOString()}'::timestamptz`;
const NOW = lit(nowAt);
const DAY0 = lit(day0);
const TODAY = DAYS - 1;

// ---------------------------------------------------------------------------------------------- the plan
/** Organisation sizes: Zipf over the ranks, exponent chosen so the largest has ORG_MAX users, the rest ≥ ORG_MIN. */
function organizationSizes(): number[] {
  const inOrganizations = USERS - NO_ORG;
  const extra = inOrganizations - ORGS * ORG_MIN;
  if (extra < 0) throw new Error('Te weinig gebruikers voor de organisaties.');
  const share = (s: number) => {
    let total = 0;
    for (let i = 1; i <= ORGS; i++) total += i ** -s;
    return 1 / total;
  };
  const target = Math.min(1, (ORG_MAX - ORG_MIN) / Math.max(1, extra));
  let lo = 0;
  let hi = 4;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (share(mid) < target) lo = mid;
    else hi = mid;
  }
  const s = (lo + hi) / 2;
  let total = 0;
  for (let i = 1; i <= ORGS; i++) total += i ** -s;
  const exact = Array.from({ length: ORGS }, (_, i) => ORG_MIN + (extra * (i + 1) ** -s) / total);
  const sizes = exact.map(Math.floor);
  let left = inOrganizations - sizes.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((value, i) => ({ i, fraction: value - Math.floor(value) }))
    .filter(({ i }) => i > 0)
    .sort((a, b) => b.fraction - a.fraction);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    sizes[i]! += 1;
    left -= 1;
  }
  sizes[0]! += left;
  // The largest exactly ORG_MAX: what it has beyond goes one by one to the smallest ones, or the other way round.
  for (let i = ORGS - 1; sizes[0]! !== ORG_MAX && i > 0; i = i === 1 ? ORGS - 1 : i - 1) {
    const step = sizes[0]! > ORG_MAX ? 1 : -1;
    if (step < 0 && sizes[i]! <= ORG_MIN) continue;
    sizes[0]! -= step;
    sizes[i]! += step;
  }
  return sizes;
}

const PREFIXES = [
  'Gemeente',
  'Stichting',
  'Advocatenkantoor',
  'Zorggroep',
  'Woningcorporatie',
  'Accountants',
  'Hogeschool',
  'Waterschap',
  'Notariaat',
  'Bouwbedrijf',
  'Adviesbureau',
];
const PLACES = [
  'Utrecht',
  'Zwolle',
  'Amersfoort',
  'Leiden',
  'Haarlem',
  'Breda',
  'Tilburg',
  'Nijmegen',
  'Arnhem',
  'Groningen',
  'Leeuwarden',
  'Assen',
  'Enschede',
  'Deventer',
  'Apeldoorn',
  'Delft',
  'Gouda',
  'Alkmaar',
  'Hoorn',
  'Den Bosch',
  'Eindhoven',
  'Maastricht',
  'Venlo',
  'Roermond',
  'Middelburg',
  'Zandvoort',
  'Lelystad',
  'Almere',
  'Dordrecht',
];

interface OrganizationPlan {
  rank: number;
  size: number;
  name: string;
  domain: string;
  createdDaysAgo: number;
}

function organizationPlan(): OrganizationPlan[] {
  const random = seededRandom(20_260_401);
  const sizes = organizationSizes();
  const plans = sizes.map((size, rank) => {
    // Unique for ranks below 11 × 29 = 319 (Chinese remainder); beyond that a number keeps names apart.
    const base = `${PREFIXES[rank % PREFIXES.length]} ${PLACES[rank % PLACES.length]}`;
    const name = rank < PREFIXES.length * PLACES.length ? base : `${base} ${rank}`;
    const createdDaysAgo = random() < 0.85 ? DAYS + 20 + random() * 700 : 30 + random() * (DAYS - 60);
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.nl`;
    return { rank, size, name, domain, createdDaysAgo };
  });
  // Shuffled (Fisher-Yates): the largest organisation is not id 1.
  for (let i = plans.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plans[i], plans[j]] = [plans[j]!, plans[i]!];
  }
  return plans;
}

/** Relative activity of each of the 400 days: growth, weekday, summer and Christmas; today only so far. */
function dayWeights(): number[] {
  return Array.from({ length: DAYS }, (_, idx) => {
    const date = new Date(day0.getTime() + idx * DAY_MS);
    const weekday = date.getUTCDay();
    const dow = [0.07, 1.05, 1.05, 1.0, 1.0, 0.85, 0.12][weekday]!;
    const month = date.getUTCMonth() + 1;
    const dom = date.getUTCDate();
    const summer = (month === 7 && dom >= 15) || (month === 8 && dom <= 20) ? 0.7 : 1;
    const christmas = (month === 12 && dom >= 24) || (month === 1 && dom === 1) ? 0.35 : 1;
    const growth = 0.55 + (0.45 * idx) / (DAYS - 1);
    const today = idx === TODAY ? (nowAt.getTime() - todayStart) / DAY_MS : 1;
    return growth * dow * summer * christmas * today;
  });
}

interface DayPlan {
  idx: number;
  n: number;
  offset: number;
}

/** `total` rows spread over the days from `firstIdx` by weight (cumulative rounding: exactly `total`). */
function spread(total: number, weights: number[], firstIdx = 0): DayPlan[] {
  const used = weights.map((w, i) => (i >= firstIdx ? w : 0));
  const sum = used.reduce((a, b) => a + b, 0);
  const plans: DayPlan[] = [];
  let cumulative = 0;
  let before = 0;
  for (let idx = 0; idx < used.length; idx++) {
    cumulative += used[idx]!;
    const upTo = Math.round((total * cumulative) / sum);
    if (upTo > before) plans.push({ idx, n: upTo - before, offset: before });
    before = upTo;
  }
  return plans;
}

/** Consecutive days with at most about BATCH rows together (a day with more is its own batch). */
function batches(plans: DayPlan[]): DayPlan[][] {
  const out: DayPlan[][] = [];
  let current: DayPlan[] = [];
  let rows = 0;
  for (const plan of plans) {
    if (rows + plan.n > BATCH && current.length > 0) {
      out.push(current);
      current = [];
      rows = 0;
    }
    current.push(plan);
    rows += plan.n;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The rows of a batch of days: `k` (global row number), `idx` (day) and `t` (its moment), from `salt`. */
function eventRows(batch: DayPlan[], salt: number): string {
  const list = (values: (number | string)[]) => `'{${values.join(',')}}'`;
  const starts = batch.map((p) => new Date(day0.getTime() + p.idx * DAY_MS).toISOString());
  // Plain columns as the arguments, so that event_time is inlined.
  return `(
    select g.k, p.idx, bench_scale.event_time(p.day_start, p.today, g.k, ${salt}, p.now_at) as t
    from unnest(${list(batch.map((p) => p.idx))}::int[], ${list(batch.map((p) => p.n))}::int[],
                ${list(batch.map((p) => p.offset))}::bigint[], ${list(starts)}::timestamptz[],
                ${list(batch.map((p) => String(p.idx === TODAY)))}::boolean[],
                array_fill(${NOW}, array[${batch.length}])) as p(idx, n, off, day_start, today, now_at)
    cross join lateral generate_series(p.off + 1, p.off + p.n) as g(k)
  )`;
}

// --------------------------------------------------------------------------------------------- running it
// The seeding session (only it) skips JIT compilation and sorts its batches in memory.
const seedUrl = new URL(DATABASE_URL);
seedUrl.searchParams.set('options', '-c jit=off -c work_mem=256MB');
const database = await openDatabase({ databaseUrl: seedUrl.toString(), pgliteDir: '' });
const db = database.db;
const timings: Record<string, { rows: number; seconds: number; statements: number }> = {};
const run = (text: string) => sql.raw(text).execute(db);

/** Runs the statements of one table, adds up rows and time, and prints a line per table. */
async function table(name: string, statements: string[]): Promise<number> {
  const started = performance.now();
  let rows = 0;
  for (const [i, statement] of statements.entries()) {
    const result = await run(statement).catch((error: { position?: string }) => {
      const at = Number(error.position ?? 0);
      console.error(
        `\n${name}: statement faalde bij positie ${at}:\n${statement.slice(Math.max(0, at - 300), at + 100)}`,
      );
      throw error;
    });
    rows += Number(result.numAffectedRows ?? 0);
    if (statements.length > 1)
      process.stdout.write(`\r  ${name}: ${i + 1}/${statements.length} statements, ${rows} rijen`);
  }
  const seconds = (performance.now() - started) / 1000;
  const entry = timings[name] ?? { rows: 0, seconds: 0, statements: 0 };
  timings[name] = {
    rows: entry.rows + rows,
    seconds: entry.seconds + seconds,
    statements: entry.statements + statements.length,
  };
  if (statements.length > 1) process.stdout.write('\r\x1b[K');
  console.log(
    `  ${name.padEnd(22)} ${String(rows).padStart(10)} rijen  ${seconds.toFixed(1).padStart(7)} s  (${statements.length} statement${statements.length === 1 ? '' : 's'}, ${Math.round(rows / Math.max(seconds, 0.001))} rijen/s)`,
  );
  return rows;
}

const seedStarted = performance.now();
try {
  const users = await sql<{ count: string }>`select count(*)::text as count from users`
    .execute(db)
    .catch(() => ({ rows: [{ count: '0' }] }));
  if (users.rows[0]!.count !== '0') throw new Error('seedScale: de database heeft al gebruikers.');

  let started = performance.now();
  const migrated = await migrateToLatest(db);
  timings.migrations = {
    rows: migrated.length,
    seconds: (performance.now() - started) / 1000,
    statements: 0,
  };
  console.log(
    `  migraties              ${String(migrated.length).padStart(10)} stuks  ${timings.migrations.seconds.toFixed(1).padStart(7)} s`,
  );

  // The helpers live in a schema of their own, beside the marker; the app never sees them.
  await run(`create schema bench_scale`);
  await run(`create table bench_scale.seed (
    version text not null, scale float8 not null, fingerprint text not null, now_at timestamptz not null,
    started_at timestamptz not null default now(), finished_at timestamptz, timings jsonb, facts jsonb)`);
  await run(`insert into bench_scale.seed (version, scale, fingerprint, now_at) values
    ('1', ${SCALE}, '${FINGERPRINT.replace(/[^0-9a-f]/g, '')}', ${NOW})`);
  await run(`create function bench_scale.rnd(k bigint, salt int) returns float8
    language sql immutable parallel safe as
    $$ select (hashint8extended(k, salt::bigint) & 9007199254740991)::float8 / 9007199254740992.0 $$`);
  await run(`create function bench_scale.nrm(k bigint, salt int) returns float8
    language sql immutable parallel safe as
    $$ select sqrt(-2 * ln(1 - bench_scale.rnd(k, salt))) * cos(2 * pi() * bench_scale.rnd(k, salt + 1000)) $$`);
  // A moment on a day: office hours (06:30-17:30 UTC, peaking mid-day), 5 % at any hour; today: so far.
  await run(`create function bench_scale.event_time(day_start timestamptz, today boolean, k bigint, salt int,
      now_at timestamptz) returns timestamptz language sql immutable parallel safe as
    $$ select case
         when today then day_start + (now_at - day_start) * bench_scale.rnd(k, salt)
         when bench_scale.rnd(k, salt) < 0.05 then day_start + interval '1 day' * bench_scale.rnd(k, salt + 1)
         else day_start + interval '6.5 hours'
           + interval '11 hours' * (bench_scale.rnd(k, salt + 1) + bench_scale.rnd(k, salt + 2)) / 2 end $$`);

  // ---- organisations and groups
  const plans = organizationPlan();
  const orgJson = JSON.stringify(plans.map((plan, ord) => ({ ...plan, ord }))).replace(/'/g, "''");
  await table('organizations', [
    `insert into organizations (name, created_at)
     select p.name, ${NOW} - interval '1 day' * p."createdDaysAgo"
     from jsonb_to_recordset('${orgJson}'::jsonb)
       as p(rank int, size int, name text, domain text, "createdDaysAgo" float8, ord int)
     order by p.ord`,
  ]);
  await run(`create table bench_scale.orgs as
    select o.id, p.rank, p.size, p.domain, o.created_at,
      sum(p.size) over (order by p.rank) - p.size as lo
    from jsonb_to_recordset('${orgJson}'::jsonb) as p(rank int, size int, name text, domain text)
    join organizations o on o.name = p.name`);
  await table('groups', [
    `insert into groups (organization_id, name, description, is_default, created_at, updated_at)
     select o.id, case when g = 0 then 'Algemeen' else 'Team ' || g end,
       case when g = 0 then 'Iedereen in de organisatie' end, g = 0, o.created_at, o.created_at
     from bench_scale.orgs o cross join lateral generate_series(0, o.size / 120) g
     order by o.id, g`,
  ]);

  // ---- users: the superuser first, then the rest (one argon2 hash for all of them; nobody signs in as them)
  const adminHash = await hashPassword(ADMIN.password);
  const userHash = await hashPassword(randomUUID());
  await table('users (superuser)', [
    `insert into users (username, email, password_hash, level, is_admin, is_superuser, user_uuid, created_at)
     values ('${ADMIN.username.replace(/'/g, "''")}', '${ADMIN.email.toLowerCase().replace(/'/g, "''")}',
       '${adminHash}', 'Business', true, true, '${randomUUID()}', ${NOW} - interval '1000 days')`,
  ]);
  const FIRST_NAMES = `{Jan,Sanne,Pieter,Lotte,Daan,Emma,Bram,Sophie,Thijs,Julia,Lucas,Anna,Ruben,Fleur,Joris,Eva,
    Koen,Iris,Sem,Noor,Tim,Lisa,Bas,Femke,Niels,Marloes,Wouter,Anouk,Jeroen,Ilse,Mohamed,Fatima,Yusuf,Amira}`;
  const LAST_NAMES = `{jansen,devries,bakker,visser,smit,meijer,bos,mulder,dejong,degroot,vandijk,peters,
    hendriks,vanleeuwen,dekker,brouwer,dewit,dijkstra,vandenberg,kok,vermeulen,jacobs,schouten,willems,
    hoekstra,koster,prins,postma,kuipers,huisman,elamrani,yilmaz}`.replace(/\s+/g, '');
  await table('users', [
    `with base as (
       select j, row_number() over (order by bench_scale.rnd(j, 11)) as q
       from generate_series(1, ${USERS}) j
     ), placed as (
       select b.j, o.id as organization_id, o.domain, o.created_at as org_created,
         (b.q - ${NO_ORG} - 1 - o.lo) as pos_in_org, o.size
       from base b left join bench_scale.orgs o
         on b.q > ${NO_ORG} and b.q - ${NO_ORG} - 1 >= o.lo and b.q - ${NO_ORG} - 1 < o.lo + o.size
     ), named as (
       select p.*,
         lower(('${FIRST_NAMES.replace(/\s+/g, '')}'::text[])[1 + (j * 7) % 34]) || '.' ||
           ('${LAST_NAMES}'::text[])[1 + (j * 13) % 32] || j as username,
         case when bench_scale.rnd(j, 12) < 0.6 then ${DAYS} + bench_scale.rnd(j, 13) * 500
              else ${DAYS} * bench_scale.rnd(j, 13) end as days_ago
       from placed p
     )
     insert into users (username, email, password_hash, level, is_admin, is_org_admin, is_active,
       organization_id, group_id, user_uuid, created_at, deactivated_at)
     select n.username,
       n.username || '@' || coalesce(n.domain,
         ('{gmail.com,outlook.com,ziggo.nl,kpnmail.nl,hotmail.com}'::text[])[1 + floor(bench_scale.rnd(j, 14) * 5)::int]),
       '${userHash}',
       case when bench_scale.rnd(j, 15) < 0.45 then 'Lite' when bench_scale.rnd(j, 15) < 0.80 then 'Pro'
            when bench_scale.rnd(j, 15) < 0.985 then 'Business' else 'Debug' end,
       n.organization_id is null and j % 400 = 7,
       n.organization_id is not null and n.pos_in_org < greatest(1, n.size / 200),
       bench_scale.rnd(j, 16) >= 0.06,
       n.organization_id,
       (select g.id from groups g where g.organization_id = n.organization_id
          and g.name = case when gp.gk = 0 then 'Algemeen' else 'Team ' || gp.gk end),
       md5('bench-user-' || j)::uuid,
       c.created_at,
       case when bench_scale.rnd(j, 16) < 0.06 then c.created_at + (${NOW} - c.created_at) * bench_scale.rnd(j, 17) end
     from named n
     cross join lateral (select floor(bench_scale.rnd(j, 18) * (1 + coalesce(n.size, 0) / 120))::int as gk) gp
     cross join lateral (select least(${NOW} - interval '1 hour' * (1 + 24 * bench_scale.rnd(j, 19)),
         greatest(${NOW} - interval '1 day' * n.days_ago, coalesce(n.org_created, ${NOW} - interval '2000 days')
           + interval '1 day' * bench_scale.rnd(j, 20) * 30)) as created_at) c
     order by c.created_at`,
  ]);
  // Who does what: a log-normal share (sigma 1.2), 12 % never active, a handful of power users (x20).
  await run(`create table bench_scale.weights as
    select u.id as user_id, u.created_at,
      case when bench_scale.rnd(u.id, 21) < 0.12 then 0
           else exp(1.2 * bench_scale.nrm(u.id, 22)) * case when bench_scale.rnd(u.id, 23) < 0.0006 then 20 else 1 end
      end as w
    from users u where not u.is_superuser and not u.is_admin`);
  for (const [slots, where] of [
    ['slots', 'true'],
    ['vslots', `created_at < ${DAY0}`],
  ] as const) {
    await run(
      `create table bench_scale.${slots} (slot int primary key, user_id int not null, created_at timestamptz not null)`,
    );
    await run(`insert into bench_scale.${slots}
      select s, c.user_id, c.created_at from (
        select user_id, created_at,
          floor(${SLOTS} * (sum(w) over (order by user_id) - w) / sum(w) over ()) as lo,
          floor(${SLOTS} * sum(w) over (order by user_id) / sum(w) over ()) as hi
        from bench_scale.weights where w > 0 and ${where}
      ) c cross join lateral generate_series(c.lo::int, c.hi::int - 1) s`);
  }
  // The same as arrays: a statement reads each once (an InitPlan, `|| '{}'` detoasts it once) and indexes it.
  await run(`create table bench_scale.slot_arrays as select
    (select array_agg(user_id order by slot) from bench_scale.slots) as users,
    (select array_agg(created_at order by slot) from bench_scale.slots) as created,
    (select array_agg(user_id order by slot) from bench_scale.vslots) as vusers`);
  const vslotCount = Number(
    (await sql<{ n: string }>`select count(*)::text as n from bench_scale.vslots`.execute(db)).rows[0]!.n,
  );
  const firstUser = Number(
    (await sql<{ id: number }>`select min(id) as id from users where not is_superuser`.execute(db)).rows[0]!
      .id,
  );
  const superuserId = Number(
    (await sql<{ id: number }>`select id from users where is_superuser`.execute(db)).rows[0]!.id,
  );
  // The user of an event: by activity share, or (not yet signed up then) one who was there before the window.
  const actor = (k: string, t: string, salt: number) => {
    const at = `1 + floor(bench_scale.rnd(${k}, ${salt}) * ${SLOTS})::int`;
    return `(case when (select created || '{}'::timestamptz[] from bench_scale.slot_arrays)[${at}] <= ${t}
      then (select users || '{}'::int[] from bench_scale.slot_arrays)[${at}]
      else (select vusers || '{}'::int[] from bench_scale.slot_arrays)[1 + floor(bench_scale.rnd(${k}, ${salt + 1}) * ${vslotCount})::int] end)`;
  };

  // ---- templates (before the summaries, whose meeting types name them)
  await table('templates', [
    `insert into templates (name, title, description, content, complexity, sort_order, created_at, updated_at, created_by)
     select name, initcap(replace(name, '-', ' ')), 'Standaardsjabloon', '## ' || initcap(name) || E'\\n\\n' ||
       repeat(E'- Onderwerp, besluit en actiehouder\\n', 12), 'MEDIUM', ord, ${NOW} - interval '1000 days',
       ${NOW} - interval '200 days', ${superuserId}
     from unnest('{${DEFAULT_TEMPLATES.join(',')}}'::text[]) with ordinality as d(name, ord)`,
    `insert into templates (name, title, description, content, complexity, user_id, organization_id,
       max_tokens, system_message, opdracht, additional_settings, created_at, updated_at, created_by)
     select 'sjabloon-' || k, 'Sjabloon ' || k, 'Eigen sjabloon voor ' ||
       (array['het teamoverleg','klantgesprekken','de stuurgroep','intakes','het MT'])[1 + k % 5],
       '## Samenvatting' || E'\\n\\n' || repeat(E'Beschrijf de besproken punten, besluiten en acties.\\n',
         3 + floor(bench_scale.rnd(k, 91) * 40)::int),
       c.complexity, case when k % 6 <> 0 then ${actor('k', NOW, 92)} end,
       case when k % 6 = 0 then (select id from bench_scale.orgs order by id offset k % ${ORGS} limit 1) end,
       case when c.complexity = 'CUSTOM' then '4000' end,
       case when c.complexity = 'CUSTOM' then 'Je bent een zorgvuldige notulist.' end,
       case when c.complexity = 'CUSTOM' then 'Maak een beknopt verslag.' end,
       case when c.complexity = 'CUSTOM' then '{}' end,
       ${NOW} - interval '1 day' * (${DAYS} * bench_scale.rnd(k, 94)),
       ${NOW} - interval '1 day' * (${DAYS} * bench_scale.rnd(k, 94) * bench_scale.rnd(k, 95)), ${superuserId}
     from generate_series(1, ${TEMPLATES - DEFAULT_TEMPLATES.length}) k
     cross join lateral (select case when bench_scale.rnd(k, 93) < 0.40 then 'SMALL'
       when bench_scale.rnd(k, 93) < 0.75 then 'MEDIUM' when bench_scale.rnd(k, 93) < 0.90 then 'LARGE'
       else 'CUSTOM' end as complexity) c`,
  ]);
  await table('template_revisions', [
    `insert into template_revisions (template_id, revision_number, title, description, content, complexity,
       max_tokens, system_message, opdracht, additional_settings, revision_reason, created_at, created_by)
     select id, 1, title, description, content, complexity, max_tokens, system_message, opdracht,
       additional_settings, 'Aangemaakt', created_at, created_by from templates order by id`,
  ]);

  // ---- transcriptions, by days in time order
  const weights = dayWeights();
  const meetings = `('{Teamoverleg,Weekstart,Klantgesprek,MT-vergadering,Projectoverleg,Intake,Evaluatie,Stand-up,Bestuursvergadering,1-op-1,Stuurgroep,Werkoverleg}'::text[])`;
  await table(
    'transcriptions',
    batches(spread(TRANSCRIPTIONS, weights)).map(
      (
        batch,
      ) => `insert into transcriptions (user_id, name, file_key, audio_file_key, audio_duration, created_at)
       select ${actor('r.k', 'r.t', 31)},
         ${meetings}[1 + floor(bench_scale.rnd(r.k, 33) * 12)::int] || ' ' ||
           to_char(r.t at time zone 'Europe/Amsterdam', 'DD-MM-YYYY'),
         'transcriptions/' || md5('t' || r.k)::uuid || '.txt',
         case when bench_scale.rnd(r.k, 35) >= 0.08 then 'audio/' || md5('a' || r.k)::uuid || '.m4a' end,
         case when bench_scale.rnd(r.k, 35) >= 0.09 then
           least(14400, greatest(30, round(exp(ln(2100) + 0.75 * bench_scale.nrm(r.k, 34)))))::int end,
         r.t
       from ${eventRows(batch, 30)} r
       order by r.t`,
    ),
  );

  // ---- summaries: 0-5 per transcription (mean 2.5), the first minutes after it, later ones up to two days
  const transcriptionIds = (
    await sql<{ lo: number; hi: number }>`select min(id) as lo, max(id) as hi from transcriptions`.execute(db)
  ).rows[0]!;
  const idRanges = (lo: number, hi: number, step: number) => {
    const ranges: [number, number][] = [];
    for (let a = lo; a <= hi; a += step) ranges.push([a, Math.min(hi, a + step - 1)]);
    return ranges;
  };
  await table(
    'summaries',
    idRanges(transcriptionIds.lo, transcriptionIds.hi, Math.round(BATCH / 2.5)).map(
      ([a, b]) => `insert into summaries (transcription_id, meeting_type, file_key, created_at)
       select t.id,
         case when m < 0.35 then 'notulen' when m < 0.55 then 'actiepunten' when m < 0.65 then 'besluitenlijst'
              when m < 0.75 then 'klantgesprek' when m < 0.83 then 'stand-up' when m < 0.87 then 'sollicitatiegesprek'
              else 'sjabloon-' || (1 + floor(bench_scale.rnd(t.id * 8 + i, 44) * ${TEMPLATES - DEFAULT_TEMPLATES.length})::int) end,
         'summaries/' || md5('s' || t.id || '-' || i)::uuid || '.txt',
         least(${NOW}, t.created_at + case when i = 1
           then interval '1 minute' * (2 + 8 * bench_scale.rnd(t.id * 8 + i, 45))
           else interval '3 minutes' + interval '48 hours' * power(bench_scale.rnd(t.id * 8 + i, 45), 3) end) as made_at
       from transcriptions t
       cross join lateral generate_series(1, (select case when r < 0.10 then 0 when r < 0.25 then 1 when r < 0.50 then 2
           when r < 0.75 then 3 when r < 0.90 then 4 else 5 end from (select bench_scale.rnd(t.id, 41) as r) x)) i
       cross join lateral (select bench_scale.rnd(t.id * 8 + i, 43) as m) mt
       where t.id between ${a} and ${b}
       order by made_at`,
    ),
  );

  // ---- token usage: the model call of 85 % of the summaries, then calls without a summary up to TOKENS
  const model = (k: string, at: string) => `(select case when m < 0.06 then null
       when ${at} < ${NOW} - interval '250 days' and m < 0.16 then 'gpt-4o'
       when m < 0.62 then 'claude' when m < 0.77 then 'vertex-claude' when m < 0.89 then 'gemini' else 'qwen' end
     from (select bench_scale.rnd(${k}, 57) as m) mm)`;
  const summaryIds = (
    await sql<{ lo: number; hi: number }>`select min(id) as lo, max(id) as hi from summaries`.execute(db)
  ).rows[0]!;
  // Each batch of summaries with the range of transcriptions they belong to (so the join reads only those).
  const summaryBatches = [];
  for (const [a, b] of idRanges(summaryIds.lo, summaryIds.hi, Math.round(BATCH / 0.85))) {
    const { lo, hi } = (
      await sql<{ lo: number; hi: number }>`select min(transcription_id) as lo, max(transcription_id) as hi
        from summaries where id between ${a} and ${b}`.execute(db)
    ).rows[0]!;
    summaryBatches.push([a, b, lo, hi] as const);
  }
  const linked = await table(
    'token_usage',
    summaryBatches.map(
      ([
        a,
        b,
        ta,
        tb,
      ]) => `insert into token_usage (user_id, summary_id, occurred_at, tokens_in, tokens_cached, tokens_out, model)
       select x.user_id, x.id, x.used_at, x.tokens_in,
         case when bench_scale.rnd(x.id, 54) < 0.45 then 0
              else least(x.tokens_in, 1024 * (1 + floor(bench_scale.rnd(x.id, 55) * 2)::int)) end,
         (250 + 1600 * power(bench_scale.rnd(x.id, 56), 1.5))::int, ${model('x.id', 'x.used_at')}
       from (
         select s.id, t.user_id, s.created_at - interval '1 second' * (5 + 40 * bench_scale.rnd(s.id, 52)) as used_at,
           (1200 + coalesce(t.audio_duration, 900) * (2.4 + 1.2 * bench_scale.rnd(s.id, 53)))::int as tokens_in
         from summaries s join transcriptions t on t.id = s.transcription_id
         where s.id between ${a} and ${b} and t.id between ${ta} and ${tb} and bench_scale.rnd(s.id, 51) < 0.85
       ) x
       order by x.used_at`,
    ),
  );
  await table(
    'token_usage',
    batches(spread(Math.max(0, TOKENS - linked), weights)).map(
      (
        batch,
      ) => `insert into token_usage (user_id, summary_id, occurred_at, tokens_in, tokens_cached, tokens_out, model)
       select ${actor('r.k', 'r.t', 61)}, null, r.t,
         (400 + 3600 * bench_scale.rnd(r.k, 63))::int,
         case when bench_scale.rnd(r.k, 64) < 0.8 then 0 else 1024 end,
         (100 + 1100 * bench_scale.rnd(r.k, 65))::int, ${model('r.k + 100000000', 'r.t')}
       from ${eventRows(batch, 60)} r
       order by r.t`,
    ),
  );

  // ---- login attempts over the retention (365 days): users by activity or at random, 12 % unknown addresses
  await table(
    'login_attempts',
    batches(spread(LOGINS, weights, DAYS - LOGIN_DAYS)).map(
      (
        batch,
      ) => `insert into login_attempts (attempted_at, email, user_id, ip_address, user_agent, success, attempt_type, error_reason)
       select x.t, coalesce(u.email, 'onbekend' || floor(bench_scale.rnd(x.k, 75) * 30000)::int || '@' ||
           ('{gmail.com,outlook.com,example.org,proton.me}'::text[])[1 + floor(bench_scale.rnd(x.k, 78) * 4)::int]),
         x.uid,
         case when x.uid is not null and bench_scale.rnd(x.k, 79) < 0.8
           then '145.' || (x.uid % 97) || '.' || (x.uid / 97 % 256) || '.' || (x.uid % 251)
           else '185.' || floor(bench_scale.rnd(x.k, 80) * 256)::int || '.' || floor(bench_scale.rnd(x.k, 81) * 256)::int || '.' || floor(bench_scale.rnd(x.k, 82) * 256)::int end,
         ('{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0","Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1","Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Mobile/15E148","Werkbank-Console/1.0"}'::text[])[1 + floor(bench_scale.rnd(x.k, 83) * 4)::int],
         x.ok, x.type,
         case when not x.ok then case when x.type = '2fa_verification' then 'invalid_2fa_code'
           when bench_scale.rnd(x.k, 84) < 0.9 then 'invalid_credentials' else 'throttled_account' end end
       from (
         select r.k, r.t, w.uid,
           case when w.type_r < 0.45 then 'password_login' when w.type_r < 0.80 then 'token_refresh'
                when w.type_r < 0.90 then '2fa_verification' when w.type_r < 0.96 then 'method_determination'
                else 'email_login' end as type,
           w.uid is not null and bench_scale.rnd(r.k, 77) < case when w.type_r >= 0.45 and w.type_r < 0.80 then 0.98 else 0.88 end as ok
         from ${eventRows(batch, 70)} r
         cross join lateral (select bench_scale.rnd(r.k, 76) as type_r,
           case when bench_scale.rnd(r.k, 71) < 0.62 then ${actor('r.k', 'r.t', 72)}
                when bench_scale.rnd(r.k, 71) < 0.875 then (select case when uu.created_at <= r.t then uu.id
                  else ${actor('r.k', 'r.t', 85)} end from users uu where uu.id = ${firstUser} + floor(bench_scale.rnd(r.k, 74) * ${USERS})::int)
                when bench_scale.rnd(r.k, 71) < 0.88 then ${superuserId}
           end as uid) w
         offset 0
       ) x
       left join users u on u.id = x.uid
       order by x.t`,
    ),
  );

  // ---- the audit of admin changes: the superuser (30 %) and the organisation administrators
  await run(`create table bench_scale.admins as
    select row_number() over (order by id) - 1 as n, id, username, organization_id from users where is_org_admin`);
  const adminCount = Number(
    (await sql<{ n: string }>`select count(*)::text as n from bench_scale.admins`.execute(db)).rows[0]!.n,
  );
  await table(
    'audit_log',
    batches(spread(AUDITS, weights)).map(
      (
        batch,
      ) => `insert into audit_log (occurred_at, actor_id, actor_username, action, target_type, target_id,
         target_label, organization_id, outcome, status, detail, ip_address)
       select x.t, coalesce(a.id, ${superuserId}), coalesce(a.username, '${ADMIN.username.replace(/'/g, "''")}'), x.action,
         x.target_type, case when x.target_type = 'user' then tu.id else 1 + floor(bench_scale.rnd(x.k, 92) * 900)::int end,
         case when x.target_type = 'user' then tu.username
              else initcap(x.target_type) || ' ' || (1 + floor(bench_scale.rnd(x.k, 92) * 900)::int) end,
         coalesce(a.organization_id, tu.organization_id),
         case when x.ok then 'success' else 'failure' end,
         case when x.ok then case when x.action like '%.create' then 201 when x.action like '%.delete' then 204 else 200 end
              else (array[403, 409, 422])[1 + floor(bench_scale.rnd(x.k, 86) * 3)::int] end,
         case when not x.ok then (array['Geen toegang tot deze organisatie.', 'Die naam bestaat al.', 'Ongeldige invoer.'])[1 + floor(bench_scale.rnd(x.k, 86) * 3)::int] end,
         '10.20.' || floor(bench_scale.rnd(x.k, 87) * 256)::int || '.' || floor(bench_scale.rnd(x.k, 88) * 256)::int
       from (
         select r.k, r.t, bench_scale.rnd(r.k, 89) >= 0.04 as ok,
           case when bench_scale.rnd(r.k, 81) < 0.3 then null else floor(bench_scale.rnd(r.k, 82) * ${adminCount})::int end as admin_n,
           (array['users.update','users.update','users.update','users.create','users.create','users.block',
                  'users.unblock','users.generatePassword','users.delete','groups.update','groups.create',
                  'userTemplates.update','userTemplates.update','userTemplates.create','organizations.rename',
                  'taxonomies.update','exports.update','users.update'])[1 + floor(bench_scale.rnd(r.k, 90) * 18)::int] as action
         from ${eventRows(batch, 80)} r
       ) y
       cross join lateral (select y.*, case split_part(y.action, '.', 1) when 'users' then 'user'
         when 'groups' then 'group' when 'userTemplates' then 'template' when 'organizations' then 'organization'
         when 'taxonomies' then 'taxonomy' else 'exportConfiguration' end as target_type) x
       left join bench_scale.admins a on a.n = x.admin_n
       left join users tu on tu.id = ${firstUser} + floor(bench_scale.rnd(x.k, 91) * ${USERS})::int
       order by x.t`,
    ),
  );

  // ---- prices per model and budgets for every third organisation (seedScaleUsage.ts)
  started = performance.now();
  const usage = await seedScaleUsage(db, nowAt, day0);
  timings['prices and budgets'] = {
    rows: usage.prices + usage.budgets,
    seconds: (performance.now() - started) / 1000,
    statements: 2,
  };
  console.log(
    `  prices and budgets     ${String(usage.prices + usage.budgets).padStart(10)} rijen  ${timings['prices and budgets'].seconds.toFixed(1).padStart(7)} s`,
  );

  // ---- what a deployment's autovacuum would have done by now, and the facts the bench needs
  started = performance.now();
  await run('vacuum analyze');
  timings['vacuum analyze'] = { rows: 0, seconds: (performance.now() - started) / 1000, statements: 1 };
  console.log(
    `  vacuum analyze         ${''.padStart(10)}       ${timings['vacuum analyze'].seconds.toFixed(1).padStart(7)} s`,
  );
  await run('checkpoint').catch(() => undefined);

  const facts = (
    await sql<Record<string, unknown>>`select
      (select id from bench_scale.orgs order by size desc, id limit 1) as largest_organization_id,
      (select name from organizations where id = (select id from bench_scale.orgs order by size desc, id limit 1)) as largest_organization_name,
      (select max(size) from bench_scale.orgs) as largest_organization_users,
      (select u.username from transcriptions t join users u on u.id = t.user_id
        where t.created_at >= ${sql.raw(NOW)} - interval '365 days' group by u.username order by count(*) desc limit 1)
        as most_active_username,
      (select count(*) from transcriptions t join users u on u.id = t.user_id
        where t.created_at >= ${sql.raw(NOW)} - interval '365 days' group by u.id order by count(*) desc limit 1)
        as most_active_transcriptions,
      (select count(*) from users) as users,
      (select count(*) from users where organization_id is null) as users_without_organization,
      (select count(*) from summaries) as summaries,
      (select count(*) from token_usage where model is null) as token_usage_without_model,
      (select count(distinct user_id) from transcriptions) as users_with_transcriptions,
      pg_size_pretty(pg_database_size(current_database())) as database_size`.execute(db)
  ).rows[0]!;
  const totalSeconds = (performance.now() - seedStarted) / 1000;
  timings.total = { rows: 0, seconds: totalSeconds, statements: 0 };
  await sql`update bench_scale.seed set finished_at = now(), timings = ${JSON.stringify(timings)}::jsonb,
    facts = ${JSON.stringify(facts)}::jsonb`.execute(db);
  console.log(`  klaar in ${totalSeconds.toFixed(1)} s; ${JSON.stringify(facts)}`);
} finally {
  await database.close();
}
