import { z } from 'zod';
import { idParam } from '../schemas/common';
import { transcription, transcriptionList, transcriptionUploadFields } from '../schemas/transcriptions';
import { targetInPath } from './auditRecord';
import { defineEndpoint, superuserOnly } from './define';

const byUser = z.object({ id: idParam });
const file = z.object({ userId: idParam, transcriptionId: idParam });

/** Transcriptions: for the superuser role only. */
export const transcriptionsEndpoints = {
  list: defineEndpoint({
    id: 'transcriptions.list',
    summary: "A user's transcriptions with their summaries",
    method: 'get',
    path: 'admin/user/:id/transcriptions',
    params: byUser,
    answer: transcriptionList,
    access: superuserOnly,
  }),
  upload: defineEndpoint({
    id: 'transcriptions.upload',
    summary: 'Uploads a .txt transcript for a user (multipart: file, name)',
    method: 'post',
    path: 'admin/users/:id/upload-transcript',
    params: byUser,
    form: transcriptionUploadFields,
    answer: transcription,
    status: 201,
    audit: targetInPath('user'),
    access: superuserOnly,
  }),
  downloadTranscript: defineEndpoint({
    id: 'transcriptions.downloadTranscript',
    summary: 'The transcript as a file',
    method: 'get',
    path: 'admin/download/transcription/:userId/:transcriptionId',
    params: file,
    answerKind: 'file',
    fileMediaType: ['text/plain; charset=utf-8', 'application/octet-stream'],
    // Removed under the retention policy: 410 with `removedByRetentionMessage`.
    errors: [410],
    access: superuserOnly,
  }),
  downloadAudio: defineEndpoint({
    id: 'transcriptions.downloadAudio',
    summary: 'The audio as a file',
    method: 'get',
    path: 'admin/download/audio/:userId/:transcriptionId',
    params: file,
    answerKind: 'file',
    fileMediaType: ['audio/mpeg', 'application/octet-stream'],
    // Removed under the retention policy: 410 with `removedByRetentionMessage`.
    errors: [410],
    access: superuserOnly,
  }),
  downloadSummary: defineEndpoint({
    id: 'transcriptions.downloadSummary',
    summary: 'One summary of the transcription as a file',
    method: 'get',
    path: 'admin/download/summary/:userId/:transcriptionId/:summaryId',
    params: file.extend({ summaryId: idParam }),
    answerKind: 'file',
    fileMediaType: ['text/plain; charset=utf-8', 'application/octet-stream'],
    // Removed under the retention policy: 410 with `removedByRetentionMessage`.
    errors: [410],
    access: superuserOnly,
  }),
};
