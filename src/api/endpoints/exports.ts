import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  exportConfiguration,
  exportConfigurationCreate,
  exportConfigurationList,
  exportConfigurationQuery,
  exportConfigurationUpdate,
  exportPushList,
  exportPushQuery,
  exportPushQueued,
  exportPushRequest,
  exportSecretList,
} from '../schemas/exports';
import { messageBody } from '../schemas/users';
import { targetInPath } from './auditRecord';
import { defineEndpoint, organizationRows, organizationScoped } from './define';

const byId = z.object({ id: idParam });

/** The organisation of the export configuration the path names. */
const configurationInPath = organizationScoped<{ params: { id: number }; query: unknown; body: unknown }>(
  ({ params }, lookup) => lookup.organizationOfExportConfiguration(params.id),
);

/** The organisation the create body names. */
const organizationInBody = organizationScoped<{
  params: unknown;
  query: unknown;
  body: { organization_id: number };
}>(({ body }) => body.organization_id);

/** The organisation of the summary's owner. */
const summaryInPath = organizationScoped<{ params: { id: number }; query: unknown; body: unknown }>(
  ({ params }, lookup) => lookup.organizationOfSummary(params.id),
);

/**
 * Export configurations, and the pushes that make them real. Organisation-scoped: an organisation administrator
 * manages their organisation's configurations (lists filtered in SQL); another organisation's ids answer 404.
 * Error answers carry `error` beside `detail` (the console shows `error` when present).
 */
export const exportsEndpoints = {
  list: defineEndpoint({
    id: 'exports.list',
    summary: 'Export configurations, narrowed to an organisation or to those that apply to a user',
    method: 'get',
    path: 'admin/export/configurations',
    query: exportConfigurationQuery,
    answer: exportConfigurationList,
    access: organizationRows,
  }),
  get: defineEndpoint({
    id: 'exports.get',
    summary: 'One export configuration with its meeting templates',
    method: 'get',
    path: 'admin/export/configurations/:id',
    params: byId,
    answer: exportConfiguration,
    access: configurationInPath,
  }),
  create: defineEndpoint({
    id: 'exports.create',
    summary: "Creates an export configuration; the details are checked against the platform's schema",
    method: 'post',
    path: 'admin/export/configurations',
    body: exportConfigurationCreate,
    answer: exportConfiguration,
    status: 201,
    audit: {
      records: 'change',
      target: 'exportConfiguration',
      of: ({ body }) => ({ id: null, label: body.name, organizationId: body.organization_id }),
    },
    access: organizationInBody,
  }),
  update: defineEndpoint({
    id: 'exports.update',
    summary: 'Changes name, active, details or meeting templates of an export configuration',
    method: 'put',
    path: 'admin/export/configurations/:id',
    params: byId,
    body: exportConfigurationUpdate,
    answer: exportConfiguration,
    audit: targetInPath('exportConfiguration'),
    access: configurationInPath,
  }),
  delete: defineEndpoint({
    id: 'exports.delete',
    summary: 'Deletes an export configuration (its push history goes with it)',
    method: 'delete',
    path: 'admin/export/configurations/:id',
    params: byId,
    answer: messageBody,
    audit: targetInPath('exportConfiguration'),
    access: configurationInPath,
  }),
  secrets: defineEndpoint({
    id: 'exports.secrets',
    summary: 'The names of the secrets the server holds for API keys (never their values)',
    method: 'get',
    path: 'admin/export/secrets',
    answer: exportSecretList,
    access: organizationRows,
  }),
  pushes: defineEndpoint({
    id: 'exports.pushes',
    summary: 'Pushes of summaries through export configurations, newest first',
    method: 'get',
    path: 'admin/export/pushes',
    query: exportPushQuery,
    answer: exportPushList,
    access: organizationRows,
  }),
  push: defineEndpoint({
    id: 'exports.push',
    summary: "Queues a summary's push through the matching active export configurations of its organisation",
    method: 'post',
    path: 'admin/export/summaries/:id/push',
    params: byId,
    body: exportPushRequest,
    answer: exportPushQueued,
    status: 202,
    audit: targetInPath('summary'),
    access: summaryInPath,
  }),
};
