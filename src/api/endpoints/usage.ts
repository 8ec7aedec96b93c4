import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  budgetSaved,
  budgetStatuses,
  budgetWrite,
  modelPrices,
  modelPriceSaved,
  modelPriceWrite,
  organizationBudget,
  priceIdParams,
  usageCost,
  usageExportQuery,
  usageOrganizationsPage,
  usageOrganizationsQuery,
  usageQuery,
  usageUsersPage,
  usageUsersQuery,
} from '../schemas/usage';
import { organizationRecord, targetInPath } from './auditRecord';
import { defineEndpoint, organizationRows, platformOnly } from './define';
import { organizationInPath } from './scopes';

const byId = z.object({ id: idParam });

/**
 * Usage and cost (beyond the original admin API): prices per model (platform administrators), the cost of the
 * usage per period, organisation, user and model, monthly budgets per organisation with their alerts, and the
 * finance CSV. An organisation administrator sees their own organisation's usage, cost and budget, and may set
 * that budget; prices and the finance CSV are the platform's.
 */
export const usageEndpoints = {
  prices: defineEndpoint({
    id: 'usage.prices',
    summary:
      'Every price period per model, and every model known (with usage or a price) with its current price',
    method: 'get',
    path: 'admin/usage/prices',
    answer: modelPrices,
    access: platformOnly,
  }),
  createPrice: defineEndpoint({
    id: 'usage.createPrice',
    summary: "Adds a model's price from a date on (409 when the model has one from that date)",
    method: 'post',
    path: 'admin/usage/prices',
    body: modelPriceWrite,
    answer: modelPriceSaved,
    status: 201,
    errors: [409],
    audit: {
      records: 'change',
      target: 'modelPrice',
      of: ({ body }) => ({ id: null, label: `${body.model} vanaf ${body.valid_from}` }),
    },
    access: platformOnly,
  }),
  updatePrice: defineEndpoint({
    id: 'usage.updatePrice',
    summary: 'Changes a price period (409 when the model has another price from that date)',
    method: 'put',
    path: 'admin/usage/prices/:id',
    params: priceIdParams,
    body: modelPriceWrite,
    answer: modelPriceSaved,
    errors: [409],
    audit: targetInPath('modelPrice'),
    access: platformOnly,
  }),
  deletePrice: defineEndpoint({
    id: 'usage.deletePrice',
    summary: 'Removes a price period (its days then fall under the previous price, or have none)',
    method: 'delete',
    path: 'admin/usage/prices/:id',
    params: priceIdParams,
    answer: z.object({ message: z.string() }),
    audit: targetInPath('modelPrice'),
    access: platformOnly,
  }),
  cost: defineEndpoint({
    id: 'usage.cost',
    summary: 'The period (days or month): totals with cost, and the cost per model',
    method: 'get',
    path: 'admin/usage/cost',
    query: usageQuery,
    answer: usageCost,
    access: organizationRows,
  }),
  organizations: defineEndpoint({
    id: 'usage.organizations',
    summary: 'The period per organisation (users without one together) with cost: sorted and paged',
    method: 'get',
    path: 'admin/usage/organizations',
    query: usageOrganizationsQuery,
    answer: usageOrganizationsPage,
    access: organizationRows,
  }),
  users: defineEndpoint({
    id: 'usage.users',
    summary: 'The period per user with token usage, with cost: sorted and paged',
    method: 'get',
    path: 'admin/usage/users',
    query: usageUsersQuery,
    answer: usageUsersPage,
    access: organizationRows,
  }),
  budgets: defineEndpoint({
    id: 'usage.budgets',
    summary: "Every budgeted organisation's current month: usage, share, forecast and the highest alert",
    method: 'get',
    path: 'admin/usage/budgets',
    answer: budgetStatuses,
    access: organizationRows,
  }),
  budget: defineEndpoint({
    id: 'usage.budget',
    summary: "An organisation's monthly budget with its current month and forecast, and its latest alerts",
    method: 'get',
    path: 'admin/organizations/:id/budget',
    params: byId,
    answer: organizationBudget,
    access: organizationInPath,
  }),
  setBudget: defineEndpoint({
    id: 'usage.setBudget',
    summary: "Sets an organisation's monthly budget (euros or tokens) and its thresholds; answers a message",
    method: 'put',
    path: 'admin/organizations/:id/budget',
    params: byId,
    body: budgetWrite,
    answer: budgetSaved,
    audit: organizationRecord,
    access: organizationInPath,
  }),
  removeBudget: defineEndpoint({
    id: 'usage.removeBudget',
    summary: "Removes an organisation's budget (its alerts stay); answers a message",
    method: 'delete',
    path: 'admin/organizations/:id/budget',
    params: byId,
    answer: budgetSaved,
    audit: organizationRecord,
    access: organizationInPath,
  }),
  export: defineEndpoint({
    id: 'usage.export',
    summary:
      "The finance CSV of a month: per organisation a `model` row per model (requests, tokens in, cached and out, cost, unpriced tokens, price status), then one `organisatie` row with its transcriptions, minutes and summaries (counted per organisation, not per model); every numeric column adds up to the screens' totals",
    method: 'get',
    path: 'admin/usage/export',
    query: usageExportQuery,
    answerKind: 'file',
    fileMediaType: 'text/csv; charset=utf-8',
    access: platformOnly,
  }),
};
