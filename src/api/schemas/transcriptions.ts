import { z } from 'zod';
import { text } from './common';

/** Largest transcript the upload accepts, in bytes. */
export const TRANSCRIPT_MAX_BYTES = 10 * 1024 * 1024;
/** The only file type the transcript upload accepts. */
export const TRANSCRIPT_EXTENSION = '.txt';

/** Whether a file name is one the transcript upload accepts (by extension, any case). */
export function isTranscriptFileName(name: string): boolean {
  return name.toLowerCase().endsWith(TRANSCRIPT_EXTENSION) && name.length > TRANSCRIPT_EXTENSION.length;
}

/** A summary of a transcription, as listed with it. */
export const summaryRef = z.looseObject({
  id: z.number(),
  meeting_type: z.string(),
  created_at: z.string().nullable().optional(),
  /** When the retention removed its text (the reference server; others leave it out). */
  removed_at: z.string().nullable().optional(),
});
export type SummaryRef = z.infer<typeof summaryRef>;

/** A transcription: `audio_duration` in seconds. Unknown fields are kept. */
export const transcription = z.looseObject({
  id: z.number(),
  name: z.string(),
  created_at: z.string().nullable().optional(),
  audio_duration: z.number().nullable().optional(),
  has_audio: z.boolean().optional().default(false),
  /** When the retention removed the audio or the transcript (the reference server; others leave them out). */
  audio_removed_at: z.string().nullable().optional(),
  transcript_removed_at: z.string().nullable().optional(),
  summaries: z.array(summaryRef).optional().default([]),
});
export type Transcription = z.infer<typeof transcription>;

/** `GET admin/user/{id}/transcriptions` answers a list; some servers wrap it as `{ transcriptions: [...] }`. */
export const transcriptionList = z.union([
  z.array(transcription),
  z.looseObject({ transcriptions: z.array(transcription) }).transform((o) => o.transcriptions),
]);

/**
 * The text fields of the multipart upload (the file itself travels as `file`): an optional display name,
 * trimmed; empty means "use the file name".
 */
export const transcriptionUploadFields = z.object({
  name: text()
    .trim()
    .max(200)
    .optional()
    .transform((name) => (name ? name : undefined)),
});
export type TranscriptionUploadFields = z.input<typeof transcriptionUploadFields>;
