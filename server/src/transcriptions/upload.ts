import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { hasUnstorableCharacter } from '../../../src/api/schemas/common';
import {
  TRANSCRIPT_MAX_BYTES,
  isTranscriptFileName,
  transcriptionUploadFields,
} from '../../../src/api/schemas/transcriptions';
import type { TransactionRunner } from '../audit/record';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { validationAnswer } from '../http/validation';
import type { Logger } from '../logger';
import { messages } from '../messages';
import type { FileStore } from './files';
import type { TranscriptionItem } from './query';
import { toTranscriptionItem, transcriptionColumns } from './query';

/** Room for the multipart boundaries and the name field on top of the largest transcript. */
export const UPLOAD_BODY_MAX_BYTES = TRANSCRIPT_MAX_BYTES + 64 * 1024;

const MEGABYTES = TRANSCRIPT_MAX_BYTES / (1024 * 1024);
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** C0 control characters other than tab, line feed, form feed and carriage return, and DEL: signs of a binary file. */
// eslint-disable-next-line no-control-regex
const BINARY_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

export interface TranscriptUpload {
  name: string;
  content: Uint8Array;
}

/** The name without its `.txt` extension, trimmed and at most 200 characters. */
function nameFromFile(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.txt$/i, '')
    .trim();
  return (base || fileName).slice(0, 200);
}

/**
 * Reads and checks the multipart upload: a `file` field with a non-empty `.txt` file of at most 10 MB that
 * decodes as UTF-8 without binary control characters, and an optional `name` (default: the file name
 * without extension). 415 for the wrong kind of body or file, 413 when too big, 422 for missing or bad fields.
 */
export async function readTranscriptUpload(c: Context): Promise<TranscriptUpload> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, messages.transcriptions.notMultipart);
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof HTTPException || error instanceof ApiError) throw error;
    throw new ApiError(400, messages.transcriptions.unreadableForm);
  }
  const fileField = form.file;
  const file = Array.isArray(fileField) ? undefined : fileField;
  if (!(file instanceof File)) throw new ApiError(422, messages.transcriptions.fileRequired);
  if (!isTranscriptFileName(file.name)) throw new ApiError(415, messages.transcriptions.onlyTxt);
  // The file name is the default name of the transcription: NUL and the like cannot be stored (422, not 500).
  if (hasUnstorableCharacter(file.name)) throw new ApiError(422, messages.http.unstorableText(['file']));
  if (file.size > TRANSCRIPT_MAX_BYTES) throw new ApiError(413, messages.transcriptions.tooLarge(MEGABYTES));
  if (file.size === 0) throw new ApiError(422, messages.transcriptions.empty);

  const nameField = form.name;
  const fields = transcriptionUploadFields.safeParse({
    name: typeof nameField === 'string' ? nameField : nameField === undefined ? undefined : 0,
  });
  if (!fields.success) throw new ApiError(422, validationAnswer(fields.error).detail);

  const content = new Uint8Array(await file.arrayBuffer());
  const hasBom = UTF8_BOM.every((byte, i) => content[i] === byte);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(hasBom ? content.subarray(3) : content);
  } catch {
    throw new ApiError(415, messages.transcriptions.notText);
  }
  if (BINARY_CHARACTERS.test(text)) throw new ApiError(415, messages.transcriptions.notText);
  if (text.trim() === '') throw new ApiError(422, messages.transcriptions.empty);
  return { name: fields.data.name ?? nameFromFile(file.name), content };
}

/**
 * Stores an uploaded transcript for `userId`: the file first (temp name, then rename), then the row in
 * `transaction` (the audit passes one that records the upload with it); when that fails the file is removed
 * again.
 */
export async function storeTranscript(
  db: Kysely<Database>,
  store: FileStore,
  log: Logger,
  userId: number,
  upload: TranscriptUpload,
  transaction: TransactionRunner = (work) => db.transaction().execute(work),
): Promise<TranscriptionItem> {
  const fileKey = await store.write('transcriptions', 'txt', upload.content);
  try {
    const row = await transaction((trx) =>
      trx
        .insertInto('transcriptions')
        .values({
          user_id: userId,
          name: upload.name,
          file_key: fileKey,
          transcript_bytes: upload.content.byteLength,
        })
        .returning(transcriptionColumns)
        .executeTakeFirstOrThrow(),
    );
    return toTranscriptionItem(row, []);
  } catch (error) {
    await store
      .remove(fileKey)
      .catch((removeError: unknown) => log.error(`Opruimen van ${fileKey} mislukt`, removeError));
    // foreign_key_violation: the user was deleted meanwhile.
    if ((error as { code?: unknown } | undefined)?.code === '23503') {
      throw new ApiError(404, messages.users.notFound);
    }
    throw error;
  }
}
