import type { z } from 'zod';
import type { AiModel } from '../../../src/api/schemas/ai';
import type { Complexity } from '../../../src/api/schemas/templates';
import { removedByRetentionMessage } from '../../../src/api/schemas/retention';
import { CONTENT_MAX, templateWrite } from '../../../src/api/schemas/templates';
import { templateProblems } from '../../../src/api/rules/templates';
import type { Db } from '../db/db';
import type { TemplateRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { storedOf, type StoredFields, type TemplateInput } from '../templates/input';
import { lockTemplate } from '../templates/lock';
import { saveTemplate } from '../templates/write';
import type { FileStore } from '../transcriptions/files';
import type { templateUpdateAnswer } from './prompts';
import { draftCall, testCall, updateCall } from './prompts';
import type { AiProvider } from './provider';

/*
 * The template generator: rewrite a template from feedback (saved as a new revision), draft a new one
 * from a description, or run an unsaved template on a transcription. What the model answers is checked as a
 * save would check it (the template limits of the contract, required title and content, storable text); an
 * answer that does not pass is the provider's failure (502) and nothing is written.
 */

/** The longest transcript (in characters) a Test sends to the model. */
export const TEST_TRANSCRIPT_MAX_CHARS = 500_000;

/** Title, description and content as a save checks them (limits, storable text, title and content required). */
const answeredFields = templateWrite.pick({ title: true, description: true, content: true });

/** The model's title, description and content in stored form; 502 when they are not a valid template's. */
function usableFields(answer: unknown): Pick<StoredFields, 'title' | 'description' | 'content'> {
  const parsed = answeredFields.safeParse(answer);
  if (!parsed.success || templateProblems(parsed.data).length > 0)
    throw new ApiError(502, messages.ai.unusableAnswer);
  const description = parsed.data.description?.trim() ?? '';
  return {
    title: parsed.data.title.trim(),
    description: description === '' ? null : description,
    content: parsed.data.content,
  };
}

/** A rewrite of the template by the model, not yet saved: the template as it was, and its new fields. */
export interface Rewrite {
  before: TemplateRow;
  fields: StoredFields;
}

/**
 * Asks the model to rewrite the template from the feedback (no transaction is open meanwhile). Complexity and
 * settings stay; title, description and content are the model's.
 */
export async function rewriteTemplate(
  ai: AiProvider,
  before: TemplateRow,
  feedback: string,
  model: AiModel,
): Promise<Rewrite> {
  const answer: z.output<typeof templateUpdateAnswer> = await ai.complete(
    updateCall(before, feedback, model),
  );
  return { before, fields: { ...storedOf(before), ...usableFields(answer) } };
}

/**
 * Saves a rewrite as an update with a new revision whose reason is `reason`, in the caller's transaction,
 * the template locked; 409 when the template was saved by someone else while the model was writing.
 */
export async function saveRewrite(trx: Db, rewrite: Rewrite, actorId: number, reason: string) {
  const current = await lockTemplate(trx, rewrite.before.id);
  if (current.updated_at.getTime() !== rewrite.before.updated_at.getTime())
    throw new ApiError(409, messages.ai.changedMeanwhile);
  return saveTemplate(trx, current.id, rewrite.fields, actorId, {}, reason);
}

/** A template drafted from a description: title, description, content and complexity (nothing saved). */
export async function draftTemplate(
  ai: AiProvider,
  description: string,
  model: AiModel,
): Promise<{ title: string; description: string; content: string; complexity: Complexity }> {
  const answer = await ai.complete(draftCall(description, model));
  const fields = usableFields(answer);
  return { ...fields, description: fields.description ?? '', complexity: answer.complexity };
}

/**
 * The transcript of a transcription (any user's: Test is the superuser's, the only role that sees
 * transcriptions); 404 when the transcription or its file is missing, 422 when it is too long to send.
 */
export async function transcriptText(db: Db, store: FileStore, transcriptionId: number): Promise<string> {
  const row = await db
    .selectFrom('transcriptions')
    .select('file_key')
    .where('id', '=', transcriptionId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.transcriptions.notFound);
  if (row.file_key === null) throw new ApiError(404, removedByRetentionMessage.transcript);
  const content = await store.read(row.file_key);
  if (!content) throw new ApiError(404, messages.transcriptions.fileMissing);
  const text = content.toString('utf8');
  if (text.length > TEST_TRANSCRIPT_MAX_CHARS)
    throw new ApiError(422, messages.ai.transcriptTooLong(TEST_TRANSCRIPT_MAX_CHARS));
  return text;
}

/** Runs an unsaved template on a transcript and answers the model's summary; 422 for an invalid template. */
export async function testTemplate(
  ai: AiProvider,
  template: TemplateInput,
  transcript: string,
  model: AiModel,
): Promise<string> {
  const { summary } = await ai.complete(testCall(template, transcript, model));
  const text = summary.trim();
  if (text === '' || text.length > CONTENT_MAX * 2) throw new ApiError(502, messages.ai.unusableAnswer);
  return text;
}
