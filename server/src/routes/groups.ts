import { endpoints } from '../../../src/api/endpoints';
import { audited, auditEntry } from '../audit/record';
import type { AppDeps } from '../deps';
import { getGroup, groupMembers, listGroups } from '../groups/query';
import { createGroup, deleteGroup, linkMember, unlinkMember, updateGroup } from '../groups/write';
import type { EndpointRouter } from '../http/endpoint';
import { getOrganization } from '../organizations/query';

/**
 * `/api/admin/organizations/{id}/groups…`: an organisation's groups and their members. Organisation-scoped:
 * organisation administrators manage their own organisation's groups. Every change is audited.
 */
export function groupsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const { groups } = endpoints;
  api.handle(groups.list, async (_c, { params }) => {
    await getOrganization(db, params.id);
    return listGroups(db, params.id);
  });
  api.handle(groups.create, (c, { params, body, user }) => {
    const entry = auditEntry(c, user, groups.create, 'groups.create', {
      type: 'group',
      id: null,
      label: body.name,
      organizationId: params.id,
    });
    return audited(deps, entry, async (trx, target) => {
      const created = await createGroup(trx, params.id, body);
      target.id = created.id;
      return created;
    });
  });
  api.handle(groups.get, (_c, { params }) => getGroup(db, params.id, params.groupId));
  api.handle(groups.update, (c, { params, body, user }) => {
    // The console's "make default" sends the present name and description with is_default: its own command.
    const entry = auditEntry(c, user, groups.update, 'groups.edit', {
      type: 'group',
      id: params.groupId,
      organizationId: params.id,
    });
    return audited(deps, entry, async (trx, target) => {
      const before = await getGroup(trx, params.id, params.groupId);
      const onlyDefault =
        body.is_default === true &&
        !before.is_default &&
        body.name === before.name &&
        (body.description ?? null) === (before.description ?? null);
      if (onlyDefault) entry.action = 'groups.setDefault';
      const updated = await updateGroup(trx, params.id, params.groupId, body);
      target.label = updated.name;
      return updated;
    });
  });
  api.handle(groups.delete, (c, { params, user }) =>
    audited(
      deps,
      auditEntry(c, user, groups.delete, 'groups.delete', {
        type: 'group',
        id: params.groupId,
        organizationId: params.id,
      }),
      (trx) => deleteGroup(trx, params.id, params.groupId),
    ),
  );
  api.handle(groups.members, async (_c, { params }) => {
    await getGroup(db, params.id, params.groupId);
    return groupMembers(db, params.groupId);
  });
  api.handle(groups.linkMember, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, groups.linkMember, 'groups.addMember', {
        type: 'user',
        id: body.user_id,
        organizationId: params.id,
      }),
      (trx) => linkMember(trx, params.id, params.groupId, body.user_id),
    ),
  );
  api.handle(groups.unlinkMember, (c, { params, user }) =>
    audited(
      deps,
      auditEntry(c, user, groups.unlinkMember, 'groups.removeMember', {
        type: 'user',
        id: params.userId,
        organizationId: params.id,
      }),
      (trx) => unlinkMember(trx, params.id, params.groupId, params.userId),
    ),
  );
}
