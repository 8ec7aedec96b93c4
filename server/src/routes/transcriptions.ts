import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { idParam } from '../../../src/api/schemas/common';
import { TRANSCRIPT_MAX_BYTES } from '../../../src/api/schemas/transcriptions';
import { createGuard } from '../auth/guard';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError, errorResponse } from '../http/errors';
import { validate } from '../http/validation';
import { messages } from '../messages';
import { FileStore } from '../transcriptions/files';
import { attachmentHeader, safeFileBase } from '../transcriptions/fileNames';
import { findSummary, findTranscription, listTranscriptions, userExists } from '../transcriptions/query';
import { UPLOAD_BODY_MAX_BYTES, readTranscriptUpload, storeTranscript } from '../transcriptions/upload';

/** Paths (under /api) whose body may exceed the app-wide 1 MB limit; their routes set their own. */
export const LARGE_BODY_PATHS = /^\/api\/admin\/users\/[^/]+\/upload-transcript\/?$/;

const contentTypes: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  mp3: 'audio/mpeg',
};

/**
 * Transcriptions of a user, mounted at `/api/admin`: list, `.txt` upload and downloads of transcript, audio
 * and summary. Superusers only (spec 6: only that role sees the transcriptions tab); a plain admin gets 403.
 */
export function transcriptionRoutes(deps: AppDeps) {
  const requireRole = createGuard(deps);
  const superuser = requireRole('superuser');
  const { db, log } = deps;
  const store = new FileStore(deps.config.filesDir);
  const userParam = validate('param', z.object({ id: idParam }));
  const fileParams = validate(
    'param',
    z.object({ userId: idParam, transcriptionId: idParam, summaryId: idParam.optional() }),
  );

  const sendFile = async (c: Context<AppEnv>, key: string, fileName: string) => {
    const content = await store.read(key);
    if (!content) {
      log.warn(messages.transcriptions.fileMissingLog(key));
      return errorResponse(c, 404, messages.transcriptions.fileMissing);
    }
    const extension = key.slice(key.lastIndexOf('.') + 1);
    c.header('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    c.header('Content-Disposition', attachmentHeader(fileName));
    c.header('Content-Length', String(content.byteLength));
    return c.body(new Uint8Array(content), 200);
  };

  const transcriptionOf = async (userId: number, transcriptionId: number) => {
    const transcription = await findTranscription(db, userId, transcriptionId);
    if (!transcription) throw new ApiError(404, messages.transcriptions.notFound);
    return { ...transcription, base: safeFileBase(transcription.name, `transcriptie-${transcription.id}`) };
  };

  return new Hono<AppEnv>()
    .get('/user/:id/transcriptions', superuser, userParam, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await userExists(db, id))) throw new ApiError(404, messages.users.notFound);
      return c.json(await listTranscriptions(db, id));
    })
    .post(
      '/users/:id/upload-transcript',
      superuser,
      userParam,
      bodyLimit({
        maxSize: UPLOAD_BODY_MAX_BYTES,
        onError: (c) =>
          errorResponse(c, 413, messages.transcriptions.tooLarge(TRANSCRIPT_MAX_BYTES / (1024 * 1024))),
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await userExists(db, id))) throw new ApiError(404, messages.users.notFound);
        const upload = await readTranscriptUpload(c);
        return c.json(await storeTranscript(db, store, log, id, upload), 201);
      },
    )
    .get('/download/transcription/:userId/:transcriptionId', superuser, fileParams, async (c) => {
      const { userId, transcriptionId } = c.req.valid('param');
      const transcription = await transcriptionOf(userId, transcriptionId);
      return sendFile(c, transcription.file_key, `${transcription.base}.txt`);
    })
    .get('/download/audio/:userId/:transcriptionId', superuser, fileParams, async (c) => {
      const { userId, transcriptionId } = c.req.valid('param');
      const transcription = await transcriptionOf(userId, transcriptionId);
      const key = transcription.audio_file_key;
      if (!key) throw new ApiError(404, messages.transcriptions.noAudio);
      return sendFile(c, key, `${transcription.base}${key.slice(key.lastIndexOf('.'))}`);
    })
    .get('/download/summary/:userId/:transcriptionId/:summaryId', superuser, fileParams, async (c) => {
      const { userId, transcriptionId, summaryId } = c.req.valid('param');
      const transcription = await transcriptionOf(userId, transcriptionId);
      const summary = await findSummary(db, transcription.id, summaryId ?? 0);
      if (!summary) throw new ApiError(404, messages.transcriptions.summaryNotFound);
      const type = safeFileBase(summary.meeting_type, `samenvatting-${summary.id}`);
      return sendFile(c, summary.file_key, `${transcription.base}_${type}.txt`);
    });
}
