import { z } from 'zod';
import { idNumber, idParam, queryInt } from './common';

/**
 * Retention: how long the audio, the transcript and the summaries of a meeting are kept after it was made.
 * Each kind has its own period in days, or `null`: kept. The platform has a default (for organisations without
 * a policy of their own, and for users without an organisation) and a maximum per kind that no organisation's
 * policy may exceed; `null` there means no maximum.
 */

export const retentionKinds = ['audio', 'transcript', 'summary'] as const;
export type RetentionKind = (typeof retentionKinds)[number];

/** The longest period that can be set: a hundred years. */
export const RETENTION_MAX_DAYS = 36_500;

/** The period field of each kind. */
export const retentionFields = {
  audio: 'audio_days',
  transcript: 'transcript_days',
  summary: 'summary_days',
} as const satisfies Record<RetentionKind, string>;

/** What the kinds are called in the texts. */
export const retentionKindNames: Record<RetentionKind, string> = {
  audio: 'audio',
  transcript: 'transcripties',
  summary: 'samenvattingen',
};

const period = (kind: RetentionKind) =>
  z
    .number({ error: `De bewaartermijn voor ${retentionKindNames[kind]} moet een heel aantal dagen zijn.` })
    .int({ error: `De bewaartermijn voor ${retentionKindNames[kind]} moet een heel aantal dagen zijn.` })
    .min(1, { error: `De bewaartermijn voor ${retentionKindNames[kind]} is minstens 1 dag.` })
    .max(RETENTION_MAX_DAYS, {
      error: `De bewaartermijn voor ${retentionKindNames[kind]} is hoogstens ${RETENTION_MAX_DAYS} dagen.`,
    })
    .nullable();

/** A period per kind, in days; `null` keeps that kind. */
export const retentionPeriods = z.strictObject({
  audio_days: period('audio'),
  transcript_days: period('transcript'),
  summary_days: period('summary'),
});
export type RetentionPeriods = z.infer<typeof retentionPeriods>;

/** Nothing is removed. */
export const KEEP_EVERYTHING: RetentionPeriods = {
  audio_days: null,
  transcript_days: null,
  summary_days: null,
};

/** The period of a kind. */
export const periodOf = (periods: RetentionPeriods, kind: RetentionKind): number | null =>
  periods[retentionFields[kind]];

/**
 * Whether `days` lies within the maximum (`null`: no maximum). Keeping (`null`) lies within no finite
 * maximum.
 */
export const withinMaximum = (days: number | null, maximum: number | null): boolean =>
  maximum === null || (days !== null && days <= maximum);

/** The period that applies: the chosen one, shortened to the maximum where it is longer. */
export const cappedPeriod = (days: number | null, maximum: number | null): number | null =>
  withinMaximum(days, maximum) ? days : maximum;

/** The kinds whose period in `periods` exceeds `maximum`, with the maximum of each. */
export function beyondMaximum(
  periods: RetentionPeriods,
  maximum: RetentionPeriods,
): { kind: RetentionKind; maximum: number }[] {
  return retentionKinds.flatMap((kind) => {
    const limit = periodOf(maximum, kind);
    return limit !== null && !withinMaximum(periodOf(periods, kind), limit) ? [{ kind, maximum: limit }] : [];
  });
}

/** Why a period exceeds the platform maximum: the server's refusal and the console's inline error. */
export const exceedsMaximumMessage = (kind: RetentionKind, maximum: number) =>
  `De bewaartermijn voor ${retentionKindNames[kind]} mag niet langer zijn dan het platformmaximum van ${maximum} ${
    maximum === 1 ? 'dag' : 'dagen'
  }.`;

/** Why the platform default of a kind exceeds the maximum set beside it. */
export const defaultBeyondMaximumMessage = (kind: RetentionKind, maximum: number) =>
  `De standaardtermijn voor ${retentionKindNames[kind]} mag niet langer zijn dan het maximum van ${maximum} ${
    maximum === 1 ? 'dag' : 'dagen'
  }.`;

/**
 * One change of a policy: who made it when, and the periods before and after (`null`: none set, the
 * organisation followed or follows the default). A change of the platform's also has its maximum before and
 * after; an organisation's has `null` there.
 */
export const retentionChange = z.object({
  id: idNumber,
  occurred_at: z.string(),
  actor_username: z.string(),
  old: retentionPeriods.nullable(),
  new: retentionPeriods.nullable(),
  old_maximum: retentionPeriods.nullable(),
  new_maximum: retentionPeriods.nullable(),
});
export type RetentionChange = z.infer<typeof retentionChange>;

/** How many of the latest changes an answer lists. */
export const RETENTION_CHANGES_SHOWN = 20;

/** `GET admin/retention`: the platform's default and maximum, and their latest changes. */
export const platformRetention = z.object({
  default: retentionPeriods,
  maximum: retentionPeriods,
  changes: z.array(retentionChange),
});
export type PlatformRetention = z.infer<typeof platformRetention>;

/**
 * `PUT admin/retention`: a new default and maximum. The default must lie within the maximum (`beyondMaximum`):
 * the server refuses it with `defaultBeyondMaximumMessage`, the console shows it at the field.
 */
export const platformRetentionWrite = z.strictObject({
  default: retentionPeriods,
  maximum: retentionPeriods,
});
export type PlatformRetentionWrite = z.infer<typeof platformRetentionWrite>;

/**
 * `GET admin/organizations/:id/retention`: the organisation's own policy (`null`: it follows the platform
 * default), the platform's default and maximum, and the periods that apply (the policy or the default,
 * shortened to the maximum), with the policy's latest changes.
 */
export const organizationRetention = z.object({
  organization_id: idNumber,
  policy: retentionPeriods.nullable(),
  default: retentionPeriods,
  maximum: retentionPeriods,
  effective: retentionPeriods,
  changes: z.array(retentionChange),
});
export type OrganizationRetention = z.infer<typeof organizationRetention>;

/** `PUT admin/organizations/:id/retention`: the organisation's policy, or `null` to follow the default. */
export const organizationRetentionWrite = z.strictObject({ policy: retentionPeriods.nullable() });
export type OrganizationRetentionWrite = z.infer<typeof organizationRetentionWrite>;

/** What a saved policy answers: a message and the policy as it now is. */
export const organizationRetentionSaved = z.object({ message: z.string(), retention: organizationRetention });
export const platformRetentionSaved = z.object({ message: z.string(), retention: platformRetention });

/**
 * What a policy would remove of one kind now (a dry run): how many items, their bytes (of the items whose size
 * is known; `unknown_size` counts the others, files stored before sizes were recorded and not yet measured),
 * and when the oldest and the newest of them were made.
 */
export const retentionKindImpact = z.object({
  count: z.number().int().min(0),
  bytes: z.number().int().min(0),
  unknown_size: z.number().int().min(0),
  oldest: z.string().nullable(),
  newest: z.string().nullable(),
});
export type RetentionKindImpact = z.infer<typeof retentionKindImpact>;

/** What a policy would remove of one user's content. */
export const retentionUserImpact = z.object({
  user_id: idNumber,
  username: z.string(),
  organization_id: idNumber.nullable(),
  organization_name: z.string().nullable(),
  audio: z.number().int().min(0),
  transcript: z.number().int().min(0),
  summary: z.number().int().min(0),
  bytes: z.number().int().min(0),
});
export type RetentionUserImpact = z.infer<typeof retentionUserImpact>;

/** How many users a dry run names: those with the most items removed. */
export const RETENTION_DRY_RUN_USERS = 20;

/**
 * `POST …/retention/dry-run`: what a proposed policy would remove if the removal ran at `as_of`, without
 * changing anything. `effective` is the periods that would apply to the organisation (`null` for the
 * platform's dry run, where they differ per organisation); `users` the users with the most items removed,
 * `users_total` and `organizations_total` how many have anything removed (users without an organisation
 * count as one organisation).
 */
export const retentionDryRun = z.object({
  as_of: z.string(),
  effective: retentionPeriods.nullable(),
  audio: retentionKindImpact,
  transcript: retentionKindImpact,
  summary: retentionKindImpact,
  users: z.array(retentionUserImpact),
  users_total: z.number().int().min(0),
  organizations_total: z.number().int().min(0),
});
export type RetentionDryRun = z.infer<typeof retentionDryRun>;

/** Whose period removed an item: the organisation's own policy or the platform default. */
export const retentionSources = ['organization', 'platform'] as const;

/**
 * One removed item in the removal log: which kind of which transcription (or summary) of whom, made when,
 * removed when, under which period and whose policy. The log outlives the user and the organisation (their
 * ids then no longer resolve; the names stay as they were).
 */
export const retentionRemoval = z.object({
  id: idNumber,
  removed_at: z.string(),
  kind: z.enum(retentionKinds),
  organization_id: idNumber.nullable(),
  user_id: idNumber.nullable(),
  username: z.string(),
  transcription_id: idNumber,
  summary_id: idNumber.nullable(),
  item_name: z.string(),
  item_created_at: z.string(),
  bytes: z.number().int().min(0).nullable(),
  policy_days: z.number().int().min(1),
  policy_source: z.enum(retentionSources),
});
export type RetentionRemoval = z.infer<typeof retentionRemoval>;

/** Query of the removal log: newest first, `before` the id of the last row of the page before. */
export const retentionRemovalsQuery = z.object({
  before: idParam.optional(),
  limit: queryInt(1, 200, 50),
});
export type RetentionRemovalsQuery = z.input<typeof retentionRemovalsQuery>;

/** A page of the removal log; `next_before` is the last row's id when there may be more, else null. */
export const retentionRemovalsPage = z.object({
  removals: z.array(retentionRemoval),
  next_before: idNumber.nullable(),
});
export type RetentionRemovalsPage = z.infer<typeof retentionRemovalsPage>;

/** The download of an item the retention removed answers 410 with this. */
export const removedByRetentionMessage: Record<RetentionKind, string> = {
  audio: 'Deze audio is verwijderd volgens het bewaarbeleid.',
  transcript: 'Deze transcriptie is verwijderd volgens het bewaarbeleid.',
  summary: 'Deze samenvatting is verwijderd volgens het bewaarbeleid.',
};
