import type { Transaction } from 'kysely';
import type {
  OrganizationRetention,
  PlatformRetention,
  PlatformRetentionWrite,
  RetentionChange,
  RetentionPeriods,
} from '../../../src/api/schemas/retention';
import {
  RETENTION_CHANGES_SHOWN,
  beyondMaximum,
  cappedPeriod,
  defaultBeyondMaximumMessage,
  exceedsMaximumMessage,
} from '../../../src/api/schemas/retention';
import type { Database, RetentionPeriodsJson } from '../db/schema';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { getOrganization } from '../organizations/query';

/** Who makes a change: kept with it. */
export interface RetentionActor {
  id: number;
  username: string;
}

interface PlatformPolicy {
  default: RetentionPeriods;
  maximum: RetentionPeriods;
}

/**
 * The platform's default and maximum. In a transaction that changes a policy, `lock` holds the row until it
 * commits, so a policy is checked against the maximum as it is when the change commits (two administrators
 * changing the maximum and a policy at once cannot leave a policy beyond it).
 */
export async function platformPolicy(db: Db, lock = false): Promise<PlatformPolicy> {
  let query = db.selectFrom('retention_platform').selectAll().where('id', '=', true);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return {
    default: {
      audio_days: row.default_audio_days,
      transcript_days: row.default_transcript_days,
      summary_days: row.default_summary_days,
    },
    maximum: {
      audio_days: row.max_audio_days,
      transcript_days: row.max_transcript_days,
      summary_days: row.max_summary_days,
    },
  };
}

/** The periods that apply: the policy (or the default without one), each shortened to the maximum. */
export function effectivePeriods(
  policy: RetentionPeriods | null,
  platform: PlatformPolicy,
): RetentionPeriods {
  const chosen = policy ?? platform.default;
  return {
    audio_days: cappedPeriod(chosen.audio_days, platform.maximum.audio_days),
    transcript_days: cappedPeriod(chosen.transcript_days, platform.maximum.transcript_days),
    summary_days: cappedPeriod(chosen.summary_days, platform.maximum.summary_days),
  };
}

/** The latest changes of the platform's policy (`organizationId` null) or an organisation's, newest first. */
async function latestChanges(db: Db, organizationId: number | null): Promise<RetentionChange[]> {
  const rows = await db
    .selectFrom('retention_policy_changes')
    .select([
      'id',
      'occurred_at',
      'actor_username',
      'old_periods',
      'new_periods',
      'old_maximum',
      'new_maximum',
    ])
    .where('organization_id', organizationId === null ? 'is' : '=', organizationId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RETENTION_CHANGES_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    occurred_at: new Date(row.occurred_at).toISOString(),
    actor_username: row.actor_username,
    old: row.old_periods,
    new: row.new_periods,
    old_maximum: row.old_maximum,
    new_maximum: row.new_maximum,
  }));
}

const json = (periods: RetentionPeriodsJson | null) => (periods === null ? null : JSON.stringify(periods));

async function recordChange(
  trx: Transaction<Database>,
  actor: RetentionActor,
  organizationId: number | null,
  before: RetentionPeriodsJson | null,
  after: RetentionPeriodsJson | null,
  maximum: { before: RetentionPeriodsJson; after: RetentionPeriodsJson } | null = null,
): Promise<void> {
  await trx
    .insertInto('retention_policy_changes')
    .values({
      actor_id: actor.id,
      actor_username: actor.username,
      organization_id: organizationId,
      old_periods: json(before),
      new_periods: json(after),
      old_maximum: json(maximum?.before ?? null),
      new_maximum: json(maximum?.after ?? null),
    })
    .execute();
}

const samePeriods = (a: RetentionPeriods | null, b: RetentionPeriods | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.audio_days === b.audio_days &&
    a.transcript_days === b.transcript_days &&
    a.summary_days === b.summary_days);

export async function platformAnswer(db: Db): Promise<PlatformRetention> {
  const platform = await platformPolicy(db);
  return { ...platform, changes: await latestChanges(db, null) };
}

/**
 * Sets the platform's default and maximum. The default must lie within the maximum (422 naming the kind). An
 * organisation whose own policy is now beyond the maximum keeps it as chosen: the maximum shortens what applies
 * (`effective`), and the organisation sees both.
 */
export async function savePlatform(
  trx: Transaction<Database>,
  actor: RetentionActor,
  write: PlatformRetentionWrite,
): Promise<void> {
  const beyond = beyondMaximum(write.default, write.maximum)[0];
  if (beyond) throw new ApiError(422, defaultBeyondMaximumMessage(beyond.kind, beyond.maximum));
  const before = await platformPolicy(trx, true);
  if (samePeriods(before.default, write.default) && samePeriods(before.maximum, write.maximum)) return;
  await trx
    .updateTable('retention_platform')
    .set({
      default_audio_days: write.default.audio_days,
      default_transcript_days: write.default.transcript_days,
      default_summary_days: write.default.summary_days,
      max_audio_days: write.maximum.audio_days,
      max_transcript_days: write.maximum.transcript_days,
      max_summary_days: write.maximum.summary_days,
      updated_at: new Date(),
    })
    .where('id', '=', true)
    .execute();
  await recordChange(trx, actor, null, before.default, write.default, {
    before: before.maximum,
    after: write.maximum,
  });
}

async function ownPolicy(db: Db, organizationId: number, lock = false): Promise<RetentionPeriods | null> {
  let query = db
    .selectFrom('retention_policies')
    .select(['audio_days', 'transcript_days', 'summary_days'])
    .where('organization_id', '=', organizationId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function organizationAnswer(db: Db, organizationId: number): Promise<OrganizationRetention> {
  await getOrganization(db, organizationId);
  const platform = await platformPolicy(db);
  const policy = await ownPolicy(db, organizationId);
  const changes = await latestChanges(db, organizationId);
  return {
    organization_id: organizationId,
    policy,
    ...platform,
    effective: effectivePeriods(policy, platform),
    changes,
  };
}

/**
 * Sets an organisation's own policy (`null`: it follows the platform default again). Each period must lie
 * within the platform's maximum; keeping a kind is refused where there is a maximum for it (422 naming the kind
 * and the maximum).
 */
export async function saveOrganization(
  trx: Transaction<Database>,
  actor: RetentionActor,
  organizationId: number,
  policy: RetentionPeriods | null,
): Promise<void> {
  const organization = await trx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!organization) throw new ApiError(404, messages.organizations.notFound);
  const platform = await platformPolicy(trx, true);
  if (policy !== null) {
    const beyond = beyondMaximum(policy, platform.maximum)[0];
    if (beyond) throw new ApiError(422, exceedsMaximumMessage(beyond.kind, beyond.maximum));
  }
  const before = await ownPolicy(trx, organizationId, true);
  if (samePeriods(before, policy)) return;
  if (policy === null) {
    await trx.deleteFrom('retention_policies').where('organization_id', '=', organizationId).execute();
  } else {
    await trx
      .insertInto('retention_policies')
      .values({ organization_id: organizationId, ...policy })
      .onConflict((oc) => oc.column('organization_id').doUpdateSet({ ...policy, updated_at: new Date() }))
      .execute();
  }
  await recordChange(trx, actor, organizationId, before, policy);
}
