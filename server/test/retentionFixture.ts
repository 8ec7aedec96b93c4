// Content of known ages for the retention removal tests: organisations with and without a policy of their own,
// users with and without an organisation, transcriptions with and without audio and summaries, their files
// written through the FileStore; and what a removal at `asOf` must remove, worked out here on its own (not
// through the server's selection), so that a test compares the server against an independent answer.
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { RetentionKind, RetentionPeriods } from '../../src/api/schemas/retention';
import type { Database } from '../src/db/schema';
import { FileStore } from '../src/transcriptions/files';

const DAY_MS = 24 * 3600 * 1000;

/** The platform default and maximum, and the policy of organisation A (B follows the default). */
export const PLATFORM = {
  default: { audio_days: 180, transcript_days: 365, summary_days: null },
  maximum: { audio_days: 200, transcript_days: null, summary_days: null },
} satisfies { default: RetentionPeriods; maximum: RetentionPeriods };
export const POLICY_A: RetentionPeriods = { audio_days: 30, transcript_days: 60, summary_days: 90 };

/** Ages in days of each user's transcriptions: none on a boundary (30, 60, 90, 180, 200, 365). */
const AGES = [10, 45, 75, 100, 190, 250, 400];

export interface Item {
  kind: RetentionKind;
  transcriptionId: number;
  summaryId: number | null;
  userId: number;
  organization: 'A' | 'B' | null;
  ageDays: number;
  key: string;
  bytes: number;
}

export interface Fixture {
  asOf: Date;
  organizations: { A: number; B: number };
  users: { id: number; organization: 'A' | 'B' | null }[];
  items: Item[];
}

/** The period that applies to an item (the independent reckoning of what the server must do). */
export function periodOf(organization: 'A' | 'B' | null, kind: RetentionKind): number | null {
  const field = `${kind}_days` as const;
  const chosen = organization === 'A' ? POLICY_A[field] : PLATFORM.default[field];
  const maximum = PLATFORM.maximum[field];
  if (maximum === null) return chosen;
  return chosen === null ? maximum : Math.min(chosen, maximum);
}

export const expired = (item: Item) => {
  const days = periodOf(item.organization, item.kind);
  return days !== null && item.ageDays > days;
};

export const itemId = (item: { kind: string; transcriptionId: number; summaryId: number | null }) =>
  `${item.kind}:${item.transcriptionId}:${item.summaryId ?? ''}`;

/**
 * Two organisations (A with POLICY_A, B following the default), two users in A, one in B, one without an
 * organisation (`extraUsers` more in A), each with transcriptions of every age in AGES, every other with
 * audio, each with a summary of its own age and one made a day later. Sets the platform default and maximum.
 */
export async function seedRetention(
  db: Kysely<Database>,
  filesDir: string,
  options: { tag?: string; extraUsers?: number; asOf?: Date; organizations?: { A: number; B: number } } = {},
): Promise<Fixture> {
  const tag = options.tag ?? randomUUID().slice(0, 8);
  const asOf = options.asOf ?? new Date();
  const store = new FileStore(filesDir);
  const organizations = options.organizations ?? {
    A: (
      await db
        .insertInto('organizations')
        .values({ name: `Bewaar A ${tag}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    B: (
      await db
        .insertInto('organizations')
        .values({ name: `Bewaar B ${tag}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  };
  await db
    .updateTable('retention_platform')
    .set({
      default_audio_days: PLATFORM.default.audio_days,
      default_transcript_days: PLATFORM.default.transcript_days,
      default_summary_days: PLATFORM.default.summary_days,
      max_audio_days: PLATFORM.maximum.audio_days,
      max_transcript_days: PLATFORM.maximum.transcript_days,
      max_summary_days: PLATFORM.maximum.summary_days,
    })
    .execute();
  await db
    .insertInto('retention_policies')
    .values({ organization_id: organizations.A, ...POLICY_A })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
  const plan: ('A' | 'B' | null)[] = ['A', 'A', 'B', null, ...Array<'A'>(options.extraUsers ?? 0).fill('A')];
  const users: Fixture['users'] = [];
  const items: Item[] = [];
  for (const [n, organization] of plan.entries()) {
    const username = `bewaar-${tag}-${n}`;
    const { id } = await db
      .insertInto('users')
      .values({
        username,
        email: `${username}@bewaar.example`,
        password_hash: 'x',
        organization_id: organization === null ? null : organizations[organization],
        user_uuid: randomUUID(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push({ id, organization });
    for (const [i, ageDays] of AGES.entries()) {
      const createdAt = new Date(asOf.getTime() - ageDays * DAY_MS - 3600 * 1000);
      const transcript = `Transcript ${n}-${i} `.repeat(i + 1);
      const transcriptKey = await store.write('transcriptions', 'txt', transcript);
      const withAudio = (n + i) % 2 === 0;
      const audio = new Uint8Array(100 + i);
      const audioKey = withAudio ? await store.write('audio', 'mp3', audio) : null;
      const row = await db
        .insertInto('transcriptions')
        .values({
          user_id: id,
          // A name a spreadsheet would run as a formula: the CSV export neutralises it.
          name: i === AGES.length - 1 ? `=HYPERLINK("x") ${n}` : `Overleg ${n}-${i}`,
          file_key: transcriptKey,
          audio_file_key: audioKey,
          audio_duration: 60 * (i + 1),
          created_at: createdAt,
          // Sizes of half the items are not recorded: the run measures them.
          transcript_bytes: i % 2 === 0 ? Buffer.byteLength(transcript) : null,
          audio_bytes: withAudio && i % 2 === 0 ? audio.byteLength : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const base = { transcriptionId: row.id, userId: id, organization };
      items.push({
        ...base,
        kind: 'transcript',
        summaryId: null,
        ageDays,
        key: transcriptKey,
        bytes: Buffer.byteLength(transcript),
      });
      if (audioKey)
        items.push({
          ...base,
          kind: 'audio',
          summaryId: null,
          ageDays,
          key: audioKey,
          bytes: audio.byteLength,
        });
      for (const [j, summaryAge] of [ageDays, ageDays - 1].entries()) {
        const text = `Samenvatting ${n}-${i}-${j}`;
        const key = await store.write('summaries', 'txt', text);
        const summary = await db
          .insertInto('summaries')
          .values({
            transcription_id: row.id,
            meeting_type: j === 0 ? 'notulen' : 'actiepunten',
            file_key: key,
            created_at: new Date(asOf.getTime() - summaryAge * DAY_MS - 1800 * 1000),
            bytes: j === 0 ? Buffer.byteLength(text) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        items.push({
          ...base,
          kind: 'summary',
          summaryId: summary.id,
          ageDays: summaryAge,
          key,
          bytes: Buffer.byteLength(text),
        });
      }
    }
  }
  return { asOf, organizations, users, items };
}

export const fileExists = (store: FileStore, key: string) =>
  access(store.pathOf(key)).then(
    () => true,
    () => false,
  );

/**
 * What must hold at any moment, also right after a kill: a row's key points at a file that is there; an item
 * without its key is marked removed and logged once; a file of a removed item is still there only while it
 * is queued for deletion. Answers the problems found.
 */
export async function inconsistencies(
  db: Kysely<Database>,
  filesDir: string,
  items: Item[],
): Promise<string[]> {
  const store = new FileStore(filesDir);
  const problems: string[] = [];
  const transcriptions = new Map(
    (
      await db
        .selectFrom('transcriptions')
        .select(['id', 'file_key', 'audio_file_key', 'transcript_removed_at', 'audio_removed_at'])
        .execute()
    ).map((r) => [r.id, r]),
  );
  const summaries = new Map(
    (await db.selectFrom('summaries').select(['id', 'file_key', 'removed_at']).execute()).map((r) => [
      r.id,
      r,
    ]),
  );
  const logged = new Map<string, number>();
  for (const r of await db
    .selectFrom('retention_removals')
    .select(['kind', 'transcription_id', 'summary_id'])
    .execute()) {
    const id = itemId({ kind: r.kind, transcriptionId: r.transcription_id, summaryId: r.summary_id });
    logged.set(id, (logged.get(id) ?? 0) + 1);
  }
  const pending = new Set(
    (await db.selectFrom('retention_file_deletions').select('file_key').execute()).map((r) => r.file_key),
  );
  for (const item of items) {
    const t = transcriptions.get(item.transcriptionId);
    const s = item.summaryId === null ? undefined : summaries.get(item.summaryId);
    const [key, removedAt] =
      item.kind === 'summary'
        ? [s?.file_key, s?.removed_at]
        : item.kind === 'audio'
          ? [t?.audio_file_key, t?.audio_removed_at]
          : [t?.file_key, t?.transcript_removed_at];
    const id = itemId(item);
    const there = await fileExists(store, item.key);
    if (key) {
      if (key !== item.key) problems.push(`${id}: key changed`);
      if (!there) problems.push(`${id}: row points at a removed file`);
      if (removedAt) problems.push(`${id}: marked removed but keeps its key`);
      if (logged.has(id)) problems.push(`${id}: logged but not removed`);
    } else {
      if (!removedAt) problems.push(`${id}: key gone without a removal mark`);
      if (logged.get(id) !== 1) problems.push(`${id}: logged ${logged.get(id) ?? 0} times`);
      if (there && !pending.has(item.key)) problems.push(`${id}: file left without its row`);
    }
  }
  return problems;
}

/** Every statistics rollup, row by row, in a fixed order: equal before and after a removal. */
export async function statsTables(db: Kysely<Database>): Promise<unknown[]> {
  const tables = [
    'stats_user_day',
    'stats_user_model_day',
    'stats_org_day',
    'stats_org_model_day',
    'stats_model_day',
  ];
  const out: unknown[] = [];
  for (const table of tables) {
    const { rows } = await sql`select to_jsonb(x) as row from ${sql.table(table)} x`.execute(db);
    out.push(table, rows.map((r) => JSON.stringify((r as { row: unknown }).row)).sort());
  }
  return out;
}
