import { endpoints } from '../../../src/api/endpoints';
import type { DisableScope } from '../../../src/api/schemas/templates';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import type { AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { wireAnswer } from '../templates/answers';
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
 * The signed-in user's own template settings, for every console user (`consoleUser`): their list, switching
 * default templates off or on for themselves or their organisation, and their saved order. No other user's data
 * is reachable here. Changes are audited (the declarations say how).
 */
export function templateSettingsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const e = endpoints.templateSettings;
  const self = (user: AuthUser) => userOwner(db, user.id);
  const switchTo =
    (off: boolean) =>
    async (
      _c: unknown,
      {
        params,
        body,
        user,
        trx,
      }: { params: { id: number }; body: { scope: DisableScope }; user: AuthUser; trx: Db },
    ) => {
      const owner = await scopeOwner(trx, user, body.scope);
      const { state, message } = await switchDefaultTemplate(trx, owner, params.id, off);
      return { state, message };
    };
  api.implement(e, {
    defaults: async (_c, { user }) =>
      (await settingsItems(db, await self(user))).filter((item) => item.type === 'default'),
    all: async (_c, { user }) => settingsItems(db, await self(user)),
    disable: switchTo(true),
    enable: switchTo(false),
    reorder: async (_c, { body, user, trx }) => {
      await saveOrder(trx, await userOwner(trx, user.id, true), body);
      return { message: messages.templates.reordered };
    },
    resetOrder: async (_c, { user, trx }) => {
      await resetOrder(trx, await userOwner(trx, user.id, true));
      return { message: messages.templates.orderReset };
    },
    summarizeTypes: async (c, { user }) =>
      wireAnswer(c, e.summarizeTypes, { meeting_types: await effectiveList(db, await self(user)) }),
  });
}
