import { Hono } from 'hono';
import { z } from 'zod';
import { idParam } from '../../../src/api/schemas/common';
import {
  addUsersToOrganization,
  bulkUsersToOrganization,
  orgAdminToggle,
  organizationName,
} from '../../../src/api/schemas/organizations';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validation';
import { messages } from '../messages';
import { addUsers, bulkCreateUsers, removeUser, setOrgAdmin } from '../organizations/members';
import {
  getOrganization,
  listOrganizations,
  organizationDetail,
  organizationUsers,
} from '../organizations/query';
import { createOrganization, deleteOrganization, renameOrganization } from '../organizations/write';

const orgParam = z.object({ id: idParam });
const orgUserParam = z.object({ id: idParam, userId: idParam });

/**
 * `/api/admin/organizations`: organisations, their users (add, bulk-create, org-admin flag, remove).
 * Admins only (the app-wide `/api/admin/*` guard). Groups live in `groupsRoutes` on the same prefix.
 */
export function organizationsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listOrganizations(db)))
    .post('/', validate('json', organizationName), async (c) =>
      c.json(await createOrganization(db, c.req.valid('json').name), 201),
    )
    .get('/:id', validate('param', orgParam), async (c) =>
      c.json(await organizationDetail(db, c.req.valid('param').id)),
    )
    .put('/:id', validate('param', orgParam), validate('json', organizationName), async (c) =>
      c.json(await renameOrganization(db, c.req.valid('param').id, c.req.valid('json').name)),
    )
    .delete('/:id', validate('param', orgParam), async (c) => {
      const { name, unlinked } = await deleteOrganization(db, c.req.valid('param').id);
      return c.json({ message: messages.organizations.deleted(name, unlinked) });
    })
    .get('/:id/users', validate('param', orgParam), async (c) => {
      const { id } = c.req.valid('param');
      await getOrganization(db, id);
      return c.json(await organizationUsers(db, id));
    })
    .post(
      '/:id/users/add',
      validate('param', orgParam),
      validate('json', addUsersToOrganization),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(await addUsers(db, c.req.valid('param').id, body.user_ids, body.make_admin));
      },
    )
    .post(
      '/:id/users/bulk',
      validate('param', orgParam),
      validate('json', bulkUsersToOrganization),
      async (c) => c.json(await bulkCreateUsers(db, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .put(
      '/:id/users/:userId',
      validate('param', orgUserParam),
      validate('json', orgAdminToggle),
      async (c) => {
        const { id, userId } = c.req.valid('param');
        return c.json(await setOrgAdmin(db, id, userId, c.req.valid('json').is_org_admin));
      },
    )
    .delete('/:id/users/:userId', validate('param', orgUserParam), async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json(await removeUser(db, id, userId));
    });
}
