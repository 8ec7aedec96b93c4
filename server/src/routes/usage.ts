import { endpoints } from '../../../src/api/endpoints';
import { rowsOrganization } from '../auth/access';
import type { AppDeps } from '../deps';
import type { AuthUser } from '../http/env';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
import { messages } from '../messages';
import { getOrganization } from '../organizations/query';
import { statsScope } from '../stats/filters';
import { budgetStatuses, organizationBudget, removeBudget, saveBudget } from '../usage/budgets';
import { usageCost, usageOrganizationsPage, usageUsersPage } from '../usage/cost';
import { usageCsv } from '../usage/export';
import { createPrice, deletePrice, findPrice, modelPricesAnswer, updatePrice } from '../usage/prices';

/**
 * `/api/admin/usage/…` and `/api/admin/organizations/:id/budget`: prices per model (platform administrators,
 * audited), the cost of the usage per period, organisation, user and model (an organisation administrator's
 * own organisation, always), budgets with their month and alerts, and the finance CSV (platform only).
 */
export function usageRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  // An organisation administrator sees their own organisation (another organisation's id: 404).
  const scope = async (
    query: { days: number; month?: string | undefined; organization_id?: number | undefined },
    user: AuthUser,
  ) => {
    const organization = rowsOrganization(user, query.organization_id);
    return statsScope(db, {
      days: query.days,
      month: query.month,
      organization_id: organization ?? undefined,
      username: undefined,
    });
  };
  api.implement(endpoints.usage, {
    prices: () => modelPricesAnswer(db),
    createPrice: async (c, { body, trx, audit }) => {
      audit.id = await createPrice(trx, body, c.get('user').id);
      return {
        message: messages.usage.priceSaved(body.model, body.valid_from),
        price: await findPrice(trx, audit.id),
      };
    },
    updatePrice: async (c, { params, body, trx, audit }) => {
      await updatePrice(trx, params.id, body, c.get('user').id);
      audit.label = `${body.model} vanaf ${body.valid_from}`;
      return {
        message: messages.usage.priceSaved(body.model, body.valid_from),
        price: await findPrice(trx, params.id),
      };
    },
    deletePrice: async (_c, { params, trx, audit }) => {
      const { model, valid_from } = await deletePrice(trx, params.id);
      audit.label = `${model} vanaf ${valid_from}`;
      return { message: messages.usage.priceDeleted(model, valid_from) };
    },
    cost: async (_c, { query, user }) => usageCost(db, await scope(query, user)),
    organizations: async (_c, { query, user }) => usageOrganizationsPage(db, await scope(query, user), query),
    users: async (_c, { query, user }) => usageUsersPage(db, await scope(query, user), query),
    budgets: (_c, { user }) => budgetStatuses(db, rowsOrganization(user) ?? undefined),
    budget: async (_c, { params }) => {
      await getOrganization(db, params.id);
      return organizationBudget(db, params.id);
    },
    // Saved in the audited transaction with a budget check queued; the local worker is woken once committed.
    setBudget: staged(async (_c, { params, body, user, audit }) => {
      await getOrganization(db, params.id);
      await audit.change(async (trx) => {
        await saveBudget(trx, params.id, body, user.id);
        await deps.jobs.enqueueUnlessQueued(trx, 'budgetCheck', { username: user.username });
      });
      deps.jobs.wake();
      return { message: messages.usage.budgetSaved };
    }),
    removeBudget: async (_c, { params, trx }) => {
      await getOrganization(trx, params.id);
      const removed = await removeBudget(trx, params.id);
      return { message: removed ? messages.usage.budgetRemoved : messages.usage.noBudget };
    },
    export: (_c, { query }) =>
      new Response(usageCsv(db, query.month), {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="gebruik-en-kosten-${query.month}.csv"`,
        },
      }),
  });
}
