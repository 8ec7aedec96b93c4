import { Hono } from 'hono';
import { z } from 'zod';
import { idParam } from '../../../src/api/schemas/common';
import { groupMemberLink, groupWrite } from '../../../src/api/schemas/organizations';
import type { AppDeps } from '../deps';
import { groupMembers, getGroup, listGroups } from '../groups/query';
import { createGroup, deleteGroup, linkMember, unlinkMember, updateGroup } from '../groups/write';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validation';
import { getOrganization } from '../organizations/query';

const orgParam = z.object({ id: idParam });
const groupParam = z.object({ id: idParam, groupId: idParam });
const memberParam = z.object({ id: idParam, groupId: idParam, userId: idParam });

/** `/api/admin/organizations/{id}/groups…`: an organisation's groups and their members; admins only. */
export function groupsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/:id/groups', validate('param', orgParam), async (c) => {
      const { id } = c.req.valid('param');
      await getOrganization(db, id);
      return c.json(await listGroups(db, id));
    })
    .post('/:id/groups', validate('param', orgParam), validate('json', groupWrite), async (c) =>
      c.json(await createGroup(db, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .get('/:id/groups/:groupId', validate('param', groupParam), async (c) => {
      const { id, groupId } = c.req.valid('param');
      return c.json(await getGroup(db, id, groupId));
    })
    .put('/:id/groups/:groupId', validate('param', groupParam), validate('json', groupWrite), async (c) => {
      const { id, groupId } = c.req.valid('param');
      return c.json(await updateGroup(db, id, groupId, c.req.valid('json')));
    })
    .delete('/:id/groups/:groupId', validate('param', groupParam), async (c) => {
      const { id, groupId } = c.req.valid('param');
      return c.json(await deleteGroup(db, id, groupId));
    })
    .get('/:id/groups/:groupId/members', validate('param', groupParam), async (c) => {
      const { id, groupId } = c.req.valid('param');
      await getGroup(db, id, groupId);
      return c.json(await groupMembers(db, groupId));
    })
    .post(
      '/:id/groups/:groupId/members',
      validate('param', groupParam),
      validate('json', groupMemberLink),
      async (c) => {
        const { id, groupId } = c.req.valid('param');
        return c.json(await linkMember(db, id, groupId, c.req.valid('json').user_id));
      },
    )
    .delete('/:id/groups/:groupId/members/:userId', validate('param', memberParam), async (c) => {
      const { id, groupId, userId } = c.req.valid('param');
      return c.json(await unlinkMember(db, id, groupId, userId));
    });
}
