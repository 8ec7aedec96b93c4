import { sql } from 'kysely';
import { detailsSchemaFor, hubspotDetails, notionDetails } from '../../../src/api/schemas/exports';
import type { ExportPushCheckpoint } from '../db/schema';
import type { AppDeps } from '../deps';
import type { JobPayloads } from '../jobs/kinds';
import { FileStore } from '../transcriptions/files';
import { InfrastructureError, PushFailure, RETRY_AFTER_MAX_SECONDS, withoutSecret } from './failures';
import type { PushResult } from './hubspot';
import { pushToHubspot } from './hubspot';
import { exportMessages } from './messages';
import { pushToNotion } from './notion';
import type { PlaceholderValues } from './placeholders';
import { meetingDate } from './placeholders';
import { readSecret } from './secrets';
import { EXPORT_PUSH_CLAIM_SECONDS } from './timing';

/*
 * The `exportPush` job: sends one push to its platform, at most once.
 *
 * A worker first claims the push (`queued` → `sending`, attempts + 1, `claimed_until`) in one statement, so two
 * workers (in any process) never send the same push; a push that succeeded or failed is left alone, so a job
 * that runs twice does nothing the second time. What an attempt made on the platform (the HubSpot record, the
 * Notion page and its blocks) is kept in the checkpoint as it goes, so the next attempt continues it.
 *
 * The outcome: `succeeded` with the id (and address) of what was made; on a refusal that will not change
 * (401, 403, 404, 400, a missing secret or summary) `failed` with the Dutch reason; on a rate limit, a server
 * error, a timeout or a network failure `queued` again with the reason and a new job that starts after the
 * backoff (EXPORT_RETRY_DELAY_SECONDS doubled per attempt) or the platform's Retry-After when that is longer,
 * until EXPORT_RETRY_LIMIT retries are used, then `failed`. Our own failures (the database) release the claim
 * and throw, so pg-boss retries the job.
 *
 * The one window left is a crash between the platform's acceptance and the record of it: the claim then runs
 * out and the last request goes once more (no platform offers a way to close that).
 */

const claimUntil = sql<Date>`now() + ${sql.lit(EXPORT_PUSH_CLAIM_SECONDS)} * interval '1 second'`;
const now = sql<Date>`now()`;

type PushData = JobPayloads['exportPush'];

interface Claimed {
  id: number;
  attempts: number;
  checkpoint: ExportPushCheckpoint;
}

/** Everything one attempt needs, read in one query; undefined when the push is gone. */
function loadPush(deps: AppDeps, pushId: number) {
  return deps.db
    .selectFrom('export_pushes as p')
    .innerJoin('export_configurations as c', 'c.id', 'p.configuration_id')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .innerJoin('summaries as s', 's.id', 'p.summary_id')
    .innerJoin('transcriptions as t', 't.id', 's.transcription_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      'c.target_platform',
      'c.is_active',
      'c.configuration_details',
      'o.name as organization_name',
      's.meeting_type',
      's.file_key',
      's.created_at as summary_created_at',
      't.name as transcription_name',
      't.created_at as transcription_created_at',
      'u.username as owner',
    ])
    .where('p.id', '=', pushId)
    .executeTakeFirst();
}

const reasons = exportMessages.reasons;

/** One attempt: checks, the secret, the summary's text, then the platform. Throws PushFailure on a refusal. */
async function attempt(deps: AppDeps, claimed: Claimed): Promise<PushResult> {
  const push = await loadPush(deps, claimed.id);
  if (!push) throw new PushFailure(exportMessages.notFound, false);
  if (!push.is_active) throw new PushFailure(reasons.configurationInactive, false);
  const platform = push.target_platform;
  const parsed = detailsSchemaFor(platform).safeParse(push.configuration_details);
  if (!parsed.success) throw new PushFailure(reasons.configurationInvalid, false);
  const secretName = parsed.data.api_key_secret_ref;
  const { exports: settings } = deps.config;
  const sources = { variables: settings.secretVariables, dir: settings.secretsDir };
  let apiKey: string | undefined;
  try {
    apiKey = await readSecret(sources, secretName);
  } catch {
    apiKey = undefined;
  }
  if (apiKey === undefined) throw new PushFailure(reasons.secretMissing(secretName), false);
  // A summary the retention removed has no text to send any more.
  const text = push.file_key === null ? null : await new FileStore(deps.config.filesDir).read(push.file_key);
  if (text === null) throw new PushFailure(reasons.summaryTextMissing, false);

  const placeholders: PlaceholderValues = {
    document_name: push.transcription_name,
    meeting_type: push.meeting_type,
    meeting_date: meetingDate(push.transcription_created_at),
    owner: push.owner,
    organization_name: push.organization_name,
  };
  const saveCheckpoint = async (checkpoint: ExportPushCheckpoint) => {
    try {
      await deps.db
        .updateTable('export_pushes')
        .set({ checkpoint: JSON.stringify(checkpoint), claimed_until: claimUntil, updated_at: now })
        .where('id', '=', claimed.id)
        .where('status', '=', 'sending')
        .execute();
    } catch (error) {
      throw new InfrastructureError(error);
    }
  };
  const common = {
    timeoutSeconds: settings.timeoutSeconds,
    apiKey,
    placeholders,
    summary: text.toString('utf8'),
    checkpoint: claimed.checkpoint,
    saveCheckpoint,
  };
  try {
    return platform === 'HUBSPOT'
      ? await pushToHubspot({
          ...common,
          baseUrl: settings.hubspotBaseUrl,
          details: hubspotDetails.parse(parsed.data),
          summaryCreatedAt: push.summary_created_at,
        })
      : await pushToNotion({
          ...common,
          baseUrl: settings.notionBaseUrl,
          details: notionDetails.parse(parsed.data),
        });
  } catch (error) {
    if (error instanceof PushFailure) {
      throw new PushFailure(withoutSecret(error.reason, apiKey), error.retryable, error.retryAfterSeconds);
    }
    throw error;
  }
}

/** The wait before the next attempt: the backoff of this attempt, or the platform's Retry-After when longer. */
export function retryDelaySeconds(baseSeconds: number, attempts: number, retryAfter: number | null): number {
  const backoff = baseSeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(backoff, retryAfter ?? 0));
}

async function recordSuccess(deps: AppDeps, pushId: number, result: PushResult): Promise<void> {
  await deps.db
    .updateTable('export_pushes')
    .set({
      status: 'succeeded',
      external_id: result.externalId,
      external_url: result.externalUrl,
      error: null,
      claimed_until: null,
      finished_at: now,
      updated_at: now,
    })
    .where('id', '=', pushId)
    .where('status', '=', 'sending')
    .execute();
}

async function recordFailure(
  deps: AppDeps,
  data: PushData,
  claimed: Claimed,
  failure: PushFailure,
): Promise<void> {
  const { retryLimit, retryDelaySeconds: base } = deps.config.exports;
  const limit = retryLimit + 1;
  if (failure.retryable && claimed.attempts < limit) {
    const delay = retryDelaySeconds(base, claimed.attempts, failure.retryAfterSeconds);
    await deps.db.transaction().execute(async (trx) => {
      const requeued = await trx
        .updateTable('export_pushes')
        .set({
          status: 'queued',
          error: reasons.retrying(failure.reason, claimed.attempts, limit),
          claimed_until: null,
          updated_at: now,
        })
        .where('id', '=', claimed.id)
        .where('status', '=', 'sending')
        .executeTakeFirst();
      if (Number(requeued.numUpdatedRows) === 1) {
        await deps.jobs.enqueue(trx, 'exportPush', data, { startAfterSeconds: delay });
      }
    });
    if (delay === 0) deps.jobs.wake();
    return;
  }
  await deps.db
    .updateTable('export_pushes')
    .set({
      status: 'failed',
      error: failure.retryable ? reasons.gaveUp(failure.reason, claimed.attempts) : failure.reason,
      claimed_until: null,
      finished_at: now,
      updated_at: now,
    })
    .where('id', '=', claimed.id)
    .where('status', '=', 'sending')
    .execute();
}

/** Hands a claimed push back (our side failed before its outcome was known); the job's retry takes it again. */
async function release(deps: AppDeps, pushId: number): Promise<void> {
  await deps.db
    .updateTable('export_pushes')
    .set({ status: 'queued', claimed_until: null, updated_at: now })
    .where('id', '=', pushId)
    .where('status', '=', 'sending')
    .execute();
}

/** The job (see above). Throws only for our own failures, so pg-boss retries it. */
export async function runExportPush(deps: AppDeps, data: PushData): Promise<void> {
  const claimed = await deps.db
    .updateTable('export_pushes')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      claimed_until: claimUntil,
      updated_at: now,
    }))
    .where('id', '=', data.push_id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .returning(['id', 'attempts', 'checkpoint'])
    .executeTakeFirst();
  if (!claimed) {
    const current = await deps.db
      .selectFrom('export_pushes')
      .select('status')
      .where('id', '=', data.push_id)
      .executeTakeFirst();
    if (current?.status === 'sending') throw new Error(exportMessages.pushClaimed(data.push_id));
    return; // succeeded or failed already, or gone with its configuration or summary
  }
  const handBack = (error: unknown) =>
    release(deps, claimed.id).then(
      () => Promise.reject(error instanceof InfrastructureError ? error.original : error),
      (releaseError: unknown) => {
        deps.log.error(exportMessages.jobFailedLog(claimed.id), releaseError);
        return Promise.reject(error instanceof InfrastructureError ? error.original : error);
      },
    );
  let result: PushResult;
  try {
    result = await attempt(deps, claimed);
  } catch (error) {
    if (!(error instanceof PushFailure)) return handBack(error);
    // Nothing was accepted by the platform: if the outcome cannot be recorded, the job's retry tries again.
    return recordFailure(deps, data, claimed, error).catch(handBack);
  }
  // The platform accepted it: the claim stays until it is recorded (or runs out), so it is not sent again soon.
  await recordSuccess(deps, claimed.id, result);
}
