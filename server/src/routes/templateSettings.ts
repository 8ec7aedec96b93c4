import { endpoints } from '../../../src/api/endpoints';
import type { DisableScope } from '../../../src/api/schemas/templates';
import { audited, auditEntry } from '../audit/record';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import type { AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { wireAnswer } from '../templates/answers';
import { templateTarget } from '../templates/audit';
import { resetOrder, saveOrder } from '../templates/order';
import type { Owner } from '../templates/owners';
import { organizationOwner, userOwner } from '../templates/owners';
import { effectiveList, settingsItems } from '../templates/query';
import { switchDefaultTemplate } from '../templates/switches';

/**
 * Whose switch a current-user call sets, its row locked: the signed-in user's, or their organisation's (422
 * without one). Only one row is locked, so this never waits in the opposite order of an organisation's change.
 */
async function scopeOwner(trx: Db, user: AuthUser, scope: DisableScope): Promise<Owner> {
  const self = await userOwner(trx, user.id, scope === 'user');
  if (scope === 'user') return self;
  if (self.kind !== 'user' || self.organizationId === null)
    throw new ApiError(422, messages.templates.noOrganization);
  return organizationOwner(trx, self.organizationId, true);
}

/**
 * The signed-in user's own template settings, for every console
 * user (`consoleUser`): their list, switching default templates off or on for themselves or their
 * organisation, and their saved order. No other user's data is reachable here. Changes are audited.
 */
export function templateSettingsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const e = endpoints.templateSettings;
  const self = (user: AuthUser) => userOwner(db, user.id);
  api.handle(e.defaults, async (_c, { user }) =>
    (await settingsItems(db, await self(user))).filter((item) => item.type === 'default'),
  );
  api.handle(e.all, async (_c, { user }) => settingsItems(db, await self(user)));
  for (const [endpoint, action, off] of [
    [e.disable, 'templateSettings.disable', true],
    [e.enable, 'templateSettings.enable', false],
  ] as const) {
    api.handle(endpoint, (c, { params, body, user }) => {
      const target = templateTarget(params.id, { organizationId: user.organizationId });
      return audited(deps, auditEntry(c, user, endpoint, action, target), async (trx) => {
        const owner = await scopeOwner(trx, user, body.scope);
        const { state, message } = await switchDefaultTemplate(trx, owner, params.id, off);
        return { state, message };
      });
    });
  }
  api.handle(e.reorder, (c, { body, user }) =>
    audited(
      deps,
      auditEntry(c, user, e.reorder, 'templateSettings.reorder', { type: 'user', id: user.id }),
      async (trx) => {
        await saveOrder(trx, await userOwner(trx, user.id, true), body);
        return { message: messages.templates.reordered };
      },
    ),
  );
  api.handle(e.resetOrder, (c, { user }) =>
    audited(
      deps,
      auditEntry(c, user, e.resetOrder, 'templateSettings.resetOrder', { type: 'user', id: user.id }),
      async (trx) => {
        await resetOrder(trx, await userOwner(trx, user.id, true));
        return { message: messages.templates.orderReset };
      },
    ),
  );
  api.handle(e.summarizeTypes, async (c, { user }) =>
    wireAnswer(c, e.summarizeTypes, { meeting_types: await effectiveList(db, await self(user)) }),
  );
}
