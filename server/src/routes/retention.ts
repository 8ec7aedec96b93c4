import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { messages } from '../messages';
import { organizationAnswer, platformAnswer, saveOrganization, savePlatform } from '../retention/policy';

/**
 * `/api/admin/retention` and `/api/admin/organizations/:id/retention`: the platform's default and maximum
 * (platform administrators) and an organisation's own policy (also its organisation administrators). The
 * declarations say who may call them; every change is audited and kept with its old and new periods.
 */
export function retentionRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
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
  });
}
