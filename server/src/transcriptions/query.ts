import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A transcription as the admin API answers it (`src/api/schemas/transcriptions.ts` parses it). A type
 * literal, not an interface, so it fits the loose answer schema of its declaration.
 */
export type TranscriptionItem = {
  id: number;
  name: string;
  created_at: string;
  /** Seconds, or null when unknown. */
  audio_duration: number | null;
  has_audio: boolean;
  /** When the retention removed the audio or the transcript, else null. */
  audio_removed_at: string | null;
  transcript_removed_at: string | null;
  summaries: { id: number; meeting_type: string; created_at: string; removed_at: string | null }[];
};

export interface TranscriptionRow {
  id: number;
  user_id: number;
  name: string;
  /** Null once the retention removed it (then `transcript_removed_at` is set). */
  file_key: string | null;
  audio_file_key: string | null;
  audio_duration: number | null;
  created_at: Date;
  audio_removed_at: Date | null;
  transcript_removed_at: Date | null;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toTranscriptionItem(
  row: TranscriptionRow,
  summaries: { id: number; meeting_type: string; created_at: Date; removed_at: Date | null }[],
): TranscriptionItem {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    audio_duration: row.audio_duration,
    has_audio: row.audio_file_key !== null,
    audio_removed_at: iso(row.audio_removed_at),
    transcript_removed_at: iso(row.transcript_removed_at),
    summaries: summaries.map((s) => ({
      id: s.id,
      meeting_type: s.meeting_type,
      created_at: s.created_at.toISOString(),
      removed_at: iso(s.removed_at),
    })),
  };
}

/** A transcription's columns as the answers read them. */
export const transcriptionColumns = [
  'id',
  'user_id',
  'name',
  'file_key',
  'audio_file_key',
  'audio_duration',
  'created_at',
  'audio_removed_at',
  'transcript_removed_at',
] as const;

/** A user's transcriptions, newest first, each with its summaries (oldest first). */
export async function listTranscriptions(db: Kysely<Database>, userId: number): Promise<TranscriptionItem[]> {
  const rows = await db
    .selectFrom('transcriptions')
    .select(transcriptionColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const summaries = await db
    .selectFrom('summaries')
    .select(['id', 'transcription_id', 'meeting_type', 'created_at', 'removed_at'])
    .where(
      'transcription_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) =>
    toTranscriptionItem(
      row,
      summaries.filter((s) => s.transcription_id === row.id),
    ),
  );
}

/** The transcription `id` of user `userId`, or undefined (also when it belongs to someone else). */
export function findTranscription(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<TranscriptionRow | undefined> {
  return db
    .selectFrom('transcriptions')
    .select(transcriptionColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findSummary(db: Kysely<Database>, transcriptionId: number, id: number) {
  return db
    .selectFrom('summaries')
    .select(['id', 'meeting_type', 'file_key', 'removed_at'])
    .where('id', '=', id)
    .where('transcription_id', '=', transcriptionId)
    .executeTakeFirst();
}

export async function userExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
  );
}
