import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { getGroup, groupMembers, listGroups } from '../groups/query';
import { createGroup, deleteGroup, linkMember, unlinkMember, updateGroup } from '../groups/write';
import type { EndpointRouter } from '../http/endpoint';
import { getOrganization } from '../organizations/query';

/**
 * `/api/admin/organizations/{id}/groups…`: an organisation's groups and their members. Organisation-scoped:
 * organisation administrators manage their own organisation's groups. Every change is audited (the
 * declarations say how).
 */
export function groupsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  api.implement(endpoints.groups, {
    list: async (_c, { params }) => {
      await getOrganization(db, params.id);
      return listGroups(db, params.id);
    },
    create: async (_c, { params, body, trx, audit }) => {
      const created = await createGroup(trx, params.id, body);
      audit.id = created.id;
      return created;
    },
    get: (_c, { params }) => getGroup(db, params.id, params.groupId),
    update: async (_c, { params, body, trx, audit }) => {
      const updated = await updateGroup(trx, params.id, params.groupId, body);
      audit.label = updated.name;
      return updated;
    },
    delete: (_c, { params, trx }) => deleteGroup(trx, params.id, params.groupId),
    members: async (_c, { params }) => {
      await getGroup(db, params.id, params.groupId);
      return groupMembers(db, params.groupId);
    },
    linkMember: (_c, { params, body, trx }) => linkMember(trx, params.id, params.groupId, body.user_id),
    unlinkMember: (_c, { params, trx }) => unlinkMember(trx, params.id, params.groupId, params.userId),
  });
}
