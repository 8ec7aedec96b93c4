import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { getGroup, groupMembers, listGroups } from '../groups/query';
import { createGroup, deleteGroup, linkMember, unlinkMember, updateGroup } from '../groups/write';
import type { EndpointRouter } from '../http/endpoint';
import { getOrganization } from '../organizations/query';

/**
 * `/api/admin/organizations/{id}/groups…`: an organisation's groups and their members. Organisation-scoped:
 * organisation administrators manage their own organisation's groups.
 */
export function groupsRoutes(api: EndpointRouter, { db }: AppDeps): void {
  const { groups } = endpoints;
  api.handle(groups.list, async (_c, { params }) => {
    await getOrganization(db, params.id);
    return listGroups(db, params.id);
  });
  api.handle(groups.create, (_c, { params, body }) => createGroup(db, params.id, body));
  api.handle(groups.get, (_c, { params }) => getGroup(db, params.id, params.groupId));
  api.handle(groups.update, (_c, { params, body }) => updateGroup(db, params.id, params.groupId, body));
  api.handle(groups.delete, (_c, { params }) => deleteGroup(db, params.id, params.groupId));
  api.handle(groups.members, async (_c, { params }) => {
    await getGroup(db, params.id, params.groupId);
    return groupMembers(db, params.groupId);
  });
  api.handle(groups.linkMember, (_c, { params, body }) =>
    linkMember(db, params.id, params.groupId, body.user_id),
  );
  api.handle(groups.unlinkMember, (_c, { params }) =>
    unlinkMember(db, params.id, params.groupId, params.userId),
  );
}
