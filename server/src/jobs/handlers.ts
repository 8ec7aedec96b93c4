import type { AppDeps } from '../deps';
import { runExportPush } from '../exports/pushJob';
import { resumeStalePushes } from '../exports/stalePushes';
import { messages } from '../messages';
import { runRemoval } from '../retention/removal';
import { FileStore } from '../transcriptions/files';
import { checkBudgets } from '../usage/budgets';
import type { JobKind, JobPayloads } from './kinds';
import { deliverMail } from './mail';
import { runMaintenance } from './maintenance';

/** One run of a job: its pg-boss id and how many retries it has had and may have. */
export interface JobRun {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/** Runs one job; throwing hands it back to pg-boss for a retry. Every handler is idempotent per job. */
export type JobHandler<K extends JobKind> = (
  deps: AppDeps,
  data: JobPayloads[K],
  run: JobRun,
) => Promise<void>;

export type JobHandlers = { [K in JobKind]: JobHandler<K> };

export const jobHandlers: JobHandlers = {
  mail: (deps, data, run) => deliverMail(deps, data.outbox_id, run.retryCount >= run.retryLimit),
  maintenance: async (deps) => {
    const removed = await runMaintenance(deps.db, deps.config.jobs);
    deps.log.info(messages.jobs.maintained(removed));
    const resumed = await resumeStalePushes(deps);
    if (resumed > 0) deps.log.info(messages.exports.stalePushesResumed(resumed));
  },
  exportPush: (deps, data) => runExportPush(deps, data),
  retention: async (deps) => {
    const { removed, resumed, measured } = await runRemoval({
      db: deps.db,
      store: new FileStore(deps.config.filesDir),
      log: deps.log,
    });
    deps.log.info(messages.retention.removed(removed, resumed, measured));
  },
  budgetCheck: async (deps) => {
    const { organizations, raised } = await checkBudgets(deps);
    if (raised > 0) deps.log.info(messages.usage.checked(organizations, raised));
  },
};
