import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
import { messages } from '../messages';
import { assertNoPlatformGrant } from '../users/manage';
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
 * Groups live in `groupsRoutes` under the same prefix. Every change is audited (the declarations say how).
 */
export function organizationsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  api.implement(endpoints.organizations, {
    list: () => listOrganizations(db),
    create: async (_c, { body, trx, audit }) => {
      const created = await createOrganization(trx, body.name);
      audit.id = created.id;
      audit.organizationId = created.id;
      return created;
    },
    get: (_c, { params }) => organizationDetail(db, params.id),
    rename: async (_c, { params, body, trx, audit }) => {
      const renamed = await renameOrganization(trx, params.id, body.name);
      audit.label = renamed.name;
      return renamed;
    },
    delete: async (_c, { params, trx }) => {
      const { name, unlinked } = await deleteOrganization(trx, params.id);
      return { message: messages.organizations.deleted(name, unlinked) };
    },
    users: async (_c, { params }) => {
      await getOrganization(db, params.id);
      return organizationUsers(db, params.id);
    },
    addUsers: (_c, { params, body, trx }) => addUsers(trx, params.id, body.user_ids, body.make_admin),
    // Granting platform rights is refused before the change, unrecorded; the passwords are hashed before
    // the change's transaction.
    bulkAddUsers: staged((_c, { params, body, user, audit }) => {
      assertNoPlatformGrant(
        user,
        body.users?.some((item) => item.is_admin),
      );
      return audit.refusals(() => bulkCreateUsers(db, params.id, body, audit.transaction));
    }),
    setOrgAdmin: (_c, { params, body, user, trx }) =>
      setOrgAdmin(trx, user, params.id, params.userId, body.is_org_admin),
    removeUser: (_c, { params, user, trx }) => removeUser(trx, user, params.id, params.userId),
  });
}
