import { z } from 'zod';
import type { ApiClient } from '../../api/client';
import { downloadedFile } from '../../api/download';
import { endpoints } from '../../api/endpoints';
import { ApiError } from '../../api/errors';
import { mayUseTranscriptions } from '../../api/rules/transcriptions';
import { idParam } from '../../api/schemas/common';
import { removedByRetentionMessage, type RetentionKind } from '../../api/schemas/retention';
import {
  isTranscriptFileName,
  transcriptionUploadFields,
  type Transcription,
} from '../../api/schemas/transcriptions';
import { formatDateTime } from '../../messages/format';
import { messages } from '../../messages';
import { roleAtom } from '../../state/claims';
import { refreshResources } from '../../state/freshness';
import { href, routes } from '../../state/routes';
import { ensureTranscriptions, transcriptionsResource } from '../../state/transcriptions';
import {
  defineCommand,
  type ArgPicker,
  type CallTarget,
  type Availability,
  type Command,
  type CommandContext,
} from '../types';
import { failure } from '../shared/failure';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users.transcriptions;
const c = messages.users.commands;

/** Only the superuser role works with transcriptions. */
function superuserOnly(_args: unknown, ctx: CommandContext): Availability {
  return mayUseTranscriptions(ctx.store.get(roleAtom)) ? true : { reason: t.superuserOnly };
}

async function transcriptionsOf(ctx: CommandContext, args: Readonly<Record<string, unknown>>) {
  const userId = idParam.safeParse(args.userId);
  return userId.success ? ensureTranscriptions(ctx.store, ctx.api, userId.data) : [];
}

function matches(text: string, query: string): boolean {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * Picks one of the chosen user's transcriptions (optionally only those with audio); the download pickers leave
 * out what the retention removed.
 */
export function transcriptionPicker(keep: (item: Transcription) => boolean = () => true): ArgPicker {
  return {
    title: c.pickTranscription,
    options: async (ctx, query, args) =>
      (await transcriptionsOf(ctx, args))
        .filter((item) => keep(item) && matches(item.name, query))
        .map((item) => ({
          value: String(item.id),
          label: item.name,
          description: formatDateTime(item.created_at),
        })),
  };
}

/** Picks a summary of the chosen transcription, by meeting type (not one the retention removed). */
export const summaryPicker: ArgPicker = {
  title: c.pickSummary,
  options: async (ctx, query, args) => {
    const id = idParam.safeParse(args.transcriptionId);
    const item = (await transcriptionsOf(ctx, args)).find((x) => id.success && x.id === id.data);
    return (item?.summaries ?? [])
      .filter((summary) => !summary.removed_at && matches(summary.meeting_type, query))
      .map((summary) => ({ value: String(summary.id), label: summary.meeting_type }));
  },
};

const uploadFile = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File);

/**
 * Uploads a `.txt` transcript for a user (`POST admin/users/{id}/upload-transcript`, multipart `file` and
 * `name`). Without a file (from the palette) it opens the user's transcriptions tab.
 */
export const uploadTranscription = defineCommand({
  id: 'users.uploadTranscription',
  calls: [endpoints.transcriptions.upload],
  title: c.uploadTranscription,
  group: 'users',
  keywords: ['upload transcript', 'transcriptie', 'transcript uploaden', 'txt'],
  args: z.object({ userId: userIdArg, file: uploadFile.optional(), name: z.string().optional() }),
  argPickers: { userId: userPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: superuserOnly,
  invalidates: ({ userId, file }) => (file ? [transcriptionsResource.at(userId)] : []),
  run: async ({ userId, file, name }, ctx) => {
    if (!file) {
      ctx.navigate(href(routes.userDetail, { id: userId }, { tab: 'transcriptions' }));
      return;
    }
    if (!isTranscriptFileName(file.name)) throw new Error(t.onlyTxt);
    const form = new FormData();
    form.set('file', file, file.name);
    const fields = transcriptionUploadFields.parse({ name });
    if (fields.name) form.set('name', fields.name);
    let uploaded;
    try {
      uploaded = await ctx.api.call(endpoints.transcriptions.upload, { params: { id: userId }, body: form });
    } catch (cause) {
      throw failure(t.uploadFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.uploaded(uploaded.name) });
  },
});

interface DownloadSpec<A extends z.ZodObject> {
  id: string;
  /** What it downloads, for the text of an item the retention removed. */
  kind: RetentionKind;
  title: string;
  keywords: readonly string[];
  failed: string;
  args: A;
  argPickers: Partial<Record<keyof z.output<A> & string, ArgPicker>>;
  calls: readonly CallTarget[];
  /** The file's response from its endpoint, and the default name (`transcript_{id}.txt`, …), for the arguments. */
  file(args: z.output<A>, api: ApiClient): Promise<Response>;
  fallback(args: z.output<A>): string;
}

function downloadCommand<A extends z.ZodObject>(spec: DownloadSpec<A>): Command<A> {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    group: 'users',
    keywords: spec.keywords,
    args: spec.args,
    argPickers: spec.argPickers,
    screenArgs: onScreenUser,
    contexts: ['userDetail'],
    calls: spec.calls,
    when: superuserOnly,
    run: async (args, ctx) => {
      let saved;
      try {
        saved = await downloadedFile(await spec.file(args, ctx.api), spec.fallback(args));
      } catch (cause) {
        // Removed by the retention policy (410): information, not a failure.
        if (cause instanceof ApiError && cause.status === 410) {
          const reason = cause.message.trim();
          const said = reason && !reason.startsWith('410');
          ctx.notify({ kind: 'info', message: said ? reason : removedByRetentionMessage[spec.kind] });
          // The list then shows it as removed.
          await refreshResources(ctx.store, ctx.api, [transcriptionsResource.at(args.userId as number)]);
          return;
        }
        throw failure(spec.failed, cause);
      }
      ctx.saveFile(saved.file, saved.fileName);
      ctx.notify({ kind: 'success', message: t.downloaded(saved.fileName) });
    },
  });
}

const fileArgs = z.object({ userId: userIdArg, transcriptionId: idParam });

/** Downloads a transcript under the server's file name, else `transcript_{id}.txt`. */
export const downloadTranscript = downloadCommand({
  id: 'users.downloadTranscript',
  kind: 'transcript',
  calls: [endpoints.transcriptions.downloadTranscript],
  title: c.downloadTranscript,
  keywords: ['download transcript', 'transcript', 'tekst', 'downloaden'],
  failed: t.downloadTranscriptFailed,
  args: fileArgs,
  argPickers: {
    userId: userPicker,
    transcriptionId: transcriptionPicker((item) => !item.transcript_removed_at),
  },
  file: ({ userId, transcriptionId }, api) =>
    api.file(endpoints.transcriptions.downloadTranscript, { params: { userId, transcriptionId } }),
  fallback: ({ transcriptionId }) => t.defaultTranscriptName(transcriptionId),
});

/** Downloads a recording under the server's file name, else `audio_{id}.mp3`. */
export const downloadAudio = downloadCommand({
  id: 'users.downloadAudio',
  kind: 'audio',
  calls: [endpoints.transcriptions.downloadAudio],
  title: c.downloadAudio,
  keywords: ['download audio', 'opname', 'recording', 'mp3', 'downloaden'],
  failed: t.downloadAudioFailed,
  args: fileArgs,
  argPickers: {
    userId: userPicker,
    transcriptionId: transcriptionPicker((item) => item.has_audio && !item.audio_removed_at),
  },
  file: ({ userId, transcriptionId }, api) =>
    api.file(endpoints.transcriptions.downloadAudio, { params: { userId, transcriptionId } }),
  fallback: ({ transcriptionId }) => t.defaultAudioName(transcriptionId),
});

/** Downloads a summary under the server's file name, else `summary_{summaryId}_{transcriptionId}.txt`. */
export const downloadSummary = downloadCommand({
  id: 'users.downloadSummary',
  kind: 'summary',
  calls: [endpoints.transcriptions.downloadSummary],
  title: c.downloadSummary,
  keywords: ['download summary', 'samenvatting', 'verslag', 'downloaden'],
  failed: t.downloadSummaryFailed,
  args: fileArgs.extend({ summaryId: idParam }),
  argPickers: {
    userId: userPicker,
    transcriptionId: transcriptionPicker((item) => item.summaries.some((summary) => !summary.removed_at)),
    summaryId: summaryPicker,
  },
  file: ({ userId, transcriptionId, summaryId }, api) =>
    api.file(endpoints.transcriptions.downloadSummary, { params: { userId, transcriptionId, summaryId } }),
  fallback: ({ transcriptionId, summaryId }) => t.defaultSummaryName(summaryId, transcriptionId),
});
