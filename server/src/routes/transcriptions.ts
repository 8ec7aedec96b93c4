import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '../../../src/api/endpoints';
import { removedByRetentionMessage } from '../../../src/api/schemas/retention';
import { TRANSCRIPT_MAX_BYTES } from '../../../src/api/schemas/transcriptions';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
import type { AppEnv } from '../http/env';
import { ApiError, errorResponse } from '../http/errors';
import { messages } from '../messages';
import { FileStore } from '../transcriptions/files';
import { attachmentHeader, safeFileBase } from '../transcriptions/fileNames';
import { findSummary, findTranscription, listTranscriptions, userExists } from '../transcriptions/query';
import { UPLOAD_BODY_MAX_BYTES, readTranscriptUpload, storeTranscript } from '../transcriptions/upload';

const contentTypes: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  mp3: 'audio/mpeg',
};

/**
 * Transcriptions of a user: list, `.txt` upload and downloads of transcript, audio and summary. Superusers
 * only (only that role sees the transcriptions tab); the declarations say so. Uploads are audited.
 */
export function transcriptionRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db, log } = deps;
  const { transcriptions } = endpoints;
  const store = new FileStore(deps.config.filesDir);

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

  api.implement(transcriptions, {
    list: async (_c, { params }) => {
      if (!(await userExists(db, params.id))) throw new ApiError(404, messages.users.notFound);
      return listTranscriptions(db, params.id);
    },
    // The file is written before the change's transaction (and removed again when that fails).
    upload: {
      handler: staged((c, { params, audit }) =>
        audit.refusals(async () => {
          if (!(await userExists(db, params.id))) throw new ApiError(404, messages.users.notFound);
          const upload = await readTranscriptUpload(c);
          return storeTranscript(db, store, log, params.id, upload, audit.transaction);
        }),
      ),
      options: {
        // Larger than the app-wide 1 MB: a transcript may be 10 MB.
        ownBodyLimit: true,
        use: [
          bodyLimit({
            maxSize: UPLOAD_BODY_MAX_BYTES,
            onError: (c) =>
              errorResponse(c, 413, messages.transcriptions.tooLarge(TRANSCRIPT_MAX_BYTES / (1024 * 1024))),
          }),
        ],
      },
    },
    downloadTranscript: async (c, { params }) => {
      const transcription = await transcriptionOf(params.userId, params.transcriptionId);
      if (transcription.file_key === null) throw new ApiError(410, removedByRetentionMessage.transcript);
      return sendFile(c, transcription.file_key, `${transcription.base}.txt`);
    },
    downloadAudio: async (c, { params }) => {
      const transcription = await transcriptionOf(params.userId, params.transcriptionId);
      const key = transcription.audio_file_key;
      if (!key && transcription.audio_removed_at) throw new ApiError(410, removedByRetentionMessage.audio);
      if (!key) throw new ApiError(404, messages.transcriptions.noAudio);
      return sendFile(c, key, `${transcription.base}${key.slice(key.lastIndexOf('.'))}`);
    },
    downloadSummary: async (c, { params }) => {
      const transcription = await transcriptionOf(params.userId, params.transcriptionId);
      const summary = await findSummary(db, transcription.id, params.summaryId);
      if (!summary) throw new ApiError(404, messages.transcriptions.summaryNotFound);
      if (summary.file_key === null) throw new ApiError(410, removedByRetentionMessage.summary);
      const type = safeFileBase(summary.meeting_type, `samenvatting-${summary.id}`);
      return sendFile(c, summary.file_key, `${transcription.base}_${type}.txt`);
    },
  });
}
