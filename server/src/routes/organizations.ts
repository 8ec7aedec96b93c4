import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { messages } from '../messages';
import { addUsers, bulkCreateUsers, removeUser, setOrgAdmin } from '../organizations/members';
import {
  getOrganization,
  listOrganizations,
  organizationDetail,
  organizationUsers,
} from '../organizations/query';
import { createOrganization, deleteOrganization, renameOrganization } from '../organizations/write';

/**
 * `/api/admin/organizations`: organisations, their users (add, bulk-create, org-admin flag, remove).
 * Groups live in `groupsRoutes` under the same prefix.
 */
export function organizationsRoutes(api: EndpointRouter, { db }: AppDeps): void {
  const { organizations } = endpoints;
  api.handle(organizations.list, () => listOrganizations(db));
  api.handle(organizations.create, (_c, { body }) => createOrganization(db, body.name));
  api.handle(organizations.get, (_c, { params }) => organizationDetail(db, params.id));
  api.handle(organizations.rename, (_c, { params, body }) => renameOrganization(db, params.id, body.name));
  api.handle(organizations.delete, async (_c, { params }) => {
    const { name, unlinked } = await deleteOrganization(db, params.id);
    return { message: messages.organizations.deleted(name, unlinked) };
  });
  api.handle(organizations.users, async (_c, { params }) => {
    await getOrganization(db, params.id);
    return organizationUsers(db, params.id);
  });
  api.handle(organizations.addUsers, (_c, { params, body }) =>
    addUsers(db, params.id, body.user_ids, body.make_admin),
  );
  api.handle(organizations.bulkAddUsers, (_c, { params, body }) => bulkCreateUsers(db, params.id, body));
  api.handle(organizations.setOrgAdmin, (_c, { params, body }) =>
    setOrgAdmin(db, params.id, params.userId, body.is_org_admin),
  );
  api.handle(organizations.removeUser, (_c, { params }) => removeUser(db, params.id, params.userId));
}
