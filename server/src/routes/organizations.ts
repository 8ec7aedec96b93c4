import { endpoints } from '../../../src/api/endpoints';
import { audited, auditedTransaction, auditEntry, recordingFailures } from '../audit/record';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
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
 * Groups live in `groupsRoutes` under the same prefix. Every change is audited.
 */
export function organizationsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const { organizations } = endpoints;
  api.handle(organizations.list, () => listOrganizations(db));
  api.handle(organizations.create, (c, { body, user }) => {
    const entry = auditEntry(c, user, organizations.create, 'organizations.create', {
      type: 'organization',
      id: null,
      label: body.name,
    });
    return audited(deps, entry, async (trx, target) => {
      const created = await createOrganization(trx, body.name);
      target.id = created.id;
      target.organizationId = created.id;
      return created;
    });
  });
  api.handle(organizations.get, (_c, { params }) => organizationDetail(db, params.id));
  api.handle(organizations.rename, (c, { params, body, user }) => {
    const entry = auditEntry(c, user, organizations.rename, 'organizations.rename', {
      type: 'organization',
      id: params.id,
      organizationId: params.id,
    });
    return audited(deps, entry, async (trx, target) => {
      const renamed = await renameOrganization(trx, params.id, body.name);
      target.label = renamed.name;
      return renamed;
    });
  });
  api.handle(organizations.delete, async (c, { params, user }) => {
    const entry = auditEntry(c, user, organizations.delete, 'organizations.delete', {
      type: 'organization',
      id: params.id,
      organizationId: params.id,
    });
    const { name, unlinked } = await audited(deps, entry, (trx) => deleteOrganization(trx, params.id));
    return { message: messages.organizations.deleted(name, unlinked) };
  });
  api.handle(organizations.users, async (_c, { params }) => {
    await getOrganization(db, params.id);
    return organizationUsers(db, params.id);
  });
  api.handle(organizations.addUsers, (c, { params, body, user }) => {
    const entry = auditEntry(c, user, organizations.addUsers, 'organizations.addUsers', {
      type: 'organization',
      id: params.id,
      organizationId: params.id,
    });
    return audited(deps, entry, (trx) => addUsers(trx, params.id, body.user_ids, body.make_admin));
  });
  api.handle(organizations.bulkAddUsers, (c, { params, body, user }) => {
    assertNoPlatformGrant(
      user,
      body.users?.some((item) => item.is_admin),
    );
    const entry = auditEntry(c, user, organizations.bulkAddUsers, 'organizations.bulkAddUsers', {
      type: 'organization',
      id: params.id,
      organizationId: params.id,
    });
    return recordingFailures(deps, entry, () =>
      bulkCreateUsers(db, params.id, body, auditedTransaction(db, entry)),
    );
  });
  api.handle(organizations.setOrgAdmin, (c, { params, body, user }) => {
    const entry = auditEntry(c, user, organizations.setOrgAdmin, 'organizations.toggleOrgAdmin', {
      type: 'user',
      id: params.userId,
      organizationId: params.id,
    });
    return audited(deps, entry, (trx) => setOrgAdmin(trx, user, params.id, params.userId, body.is_org_admin));
  });
  api.handle(organizations.removeUser, (c, { params, user }) => {
    const entry = auditEntry(c, user, organizations.removeUser, 'organizations.removeUser', {
      type: 'user',
      id: params.userId,
      organizationId: params.id,
    });
    return audited(deps, entry, (trx) => removeUser(trx, user, params.id, params.userId));
  });
}
