import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
import { messages } from '../messages';
import { getOrganization } from '../organizations/query';
import {
  effectivePeriods,
  organizationAnswer,
  platformAnswer,
  platformPolicy,
  saveOrganization,
  savePlatform,
} from '../retention/policy';
import { dryRun } from '../retention/removal';
import type { RemovalsScope } from '../retention/removals';
import { removalsCsv, removalsPage } from '../retention/removals';

/**
 * `/api/admin/retention` and `/api/admin/organizations/:id/retention`: the platform's default and maximum
 * (platform administrators) and an organisation's own policy (also its organisation administrators), their dry
 * runs, a removal run now, and the removal log with its CSV export. The declarations say who may call them;
 * every change is audited and kept with its old and new periods.
 */
export function retentionRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const csv = (scope: RemovalsScope, name: string) => {
    const date = new Date().toISOString().slice(0, 10);
    return new Response(removalsCsv(db, scope), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}-${date}.csv"`,
      },
    });
  };
  api.implement(endpoints.retention, {
    platform: () => platformAnswer(db),
    updatePlatform: async (c, { body, trx }) => {
      const user = c.get('user');
      await savePlatform(trx, { id: user.id, username: user.username }, body);
      return { message: messages.retention.platformSaved, retention: await platformAnswer(trx) };
    },
    organization: (_c, { params }) => organizationAnswer(db, params.id),
    updateOrganization: async (c, { params, body, trx }) => {
      const user = c.get('user');
      await saveOrganization(trx, { id: user.id, username: user.username }, params.id, body.policy);
      return { message: messages.retention.saved, retention: await organizationAnswer(trx, params.id) };
    },
    // The proposed default and maximum (which the save would refuse when the default lies beyond it is for
    // the save to say: a dry run answers what they would remove as given).
    dryRunPlatform: (_c, { body }) => dryRun(db, { platform: body }, null),
    dryRunOrganization: async (_c, { params, body }) => {
      await getOrganization(db, params.id);
      const platform = await platformPolicy(db);
      return dryRun(
        db,
        { platform, organization: { id: params.id, policy: body.policy } },
        effectivePeriods(body.policy, platform),
      );
    },
    // Queued in the audited transaction; the local worker is woken once it is committed.
    runNow: staged(async (_c, { user, audit }) => {
      const id = await audit.change((trx) =>
        deps.jobs.enqueueUnlessQueued(trx, 'retention', { username: user.username }),
      );
      deps.jobs.wake();
      return { message: id === null ? messages.retention.runAlreadyQueued : messages.retention.runQueued };
    }),
    removals: (_c, { query }) => removalsPage(db, 'all', query),
    exportRemovals: () => csv('all', 'verwijderlog'),
    organizationRemovals: async (_c, { params, query }) => {
      await getOrganization(db, params.id);
      return removalsPage(db, { organizationId: params.id }, query);
    },
    exportOrganizationRemovals: async (_c, { params }) => {
      await getOrganization(db, params.id);
      return csv({ organizationId: params.id }, `verwijderlog-organisatie-${params.id}`);
    },
  });
}
