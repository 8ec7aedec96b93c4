import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Transcriptions of a user and their summaries. The texts and audio live as files under FILES_DIR; a row holds
 * only the relative file key (`transcriptions/<uuid>.txt`, …). Deleting a user deletes their transcriptions,
 * and deleting a transcription its summaries.
 */
export const usersTranscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('transcriptions')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('file_key', 'text', (col) => col.notNull())
      .addColumn('audio_file_key', 'text')
      .addColumn('audio_duration', 'integer', (col) => col.check(sql`audio_duration >= 0`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('transcriptions_user_id_idx')
      .on('transcriptions')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('transcriptions_created_at_idx')
      .on('transcriptions')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('summaries')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('transcription_id', 'integer', (col) =>
        col.notNull().references('transcriptions.id').onDelete('cascade'),
      )
      .addColumn('meeting_type', 'text', (col) => col.notNull())
      .addColumn('file_key', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('summaries_transcription_id_idx')
      .on('summaries')
      .column('transcription_id')
      .execute();
    await db.schema.createIndex('summaries_created_at_idx').on('summaries').column('created_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('summaries').ifExists().execute();
    await db.schema.dropTable('transcriptions').ifExists().execute();
  },
};
