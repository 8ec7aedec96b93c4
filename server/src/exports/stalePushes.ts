import { sql } from 'kysely';
import type { AppDeps } from '../deps';

/**
 * Pushes left `sending` after their claim ran out with no job left to finish them: the worker that claimed
 * them stopped, and recording the outcome and handing back the claim both failed, so pg-boss's retries of that
 * job ran out too. The hourly maintenance queues a new job for each; the job claims the push again (a claim
 * that has run out is free) and continues from its checkpoint, so nothing is made twice. Answers how many.
 */
export async function resumeStalePushes(deps: AppDeps): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom('export_pushes as p')
      .innerJoin('export_configurations as c', 'c.id', 'p.configuration_id')
      .leftJoin('users as r', 'r.id', 'p.requested_by')
      .select(['p.id', 'c.target_platform', 'r.username'])
      .where('p.status', '=', 'sending')
      .where('p.claimed_until', '<', sql<Date>`now()`)
      .orderBy('p.id')
      .limit(1_000)
      .execute();
    for (const push of stale) {
      await deps.jobs.enqueue(trx, 'exportPush', {
        push_id: push.id,
        platform: push.target_platform,
        username: push.username,
      });
    }
    return stale.length;
  });
}
