import { endpoints, isPlatformRole } from '../../../src/api/endpoints';
import { rowsOrganization } from '../auth/access';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import { exportMessages } from '../exports/messages';
import { listPushes, pushedSummary, queuePushes } from '../exports/pushes';
import { configurationAnswers, configurationRow, listConfigurations } from '../exports/query';
import type { SecretSources } from '../exports/secrets';
import { secretNames, secretsSource } from '../exports/secrets';
import { createConfiguration, deleteConfiguration, updateConfiguration } from '../exports/write';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

/**
 * Export configurations (`admin/export/configurations…`, `admin/export/secrets`) and the pushes that
 * make them real (`admin/export/pushes`, `admin/export/summaries/{id}/push`). Organisation-scoped through the
 * declarations (a configuration's organisation, a summary owner's); the lists are filtered in SQL. Every change
 * is audited, its target the configuration (a push: the summary). Error answers also carry `error`
 * (`withErrorField`, mounted for these paths in app.ts); a 422 found here names its fields as a failed
 * validation does (`InvalidFieldsError`).
 */
export function exportsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db, log } = deps;
  const { exports } = endpoints;
  const sources = (): SecretSources => ({
    variables: deps.config.exports.secretVariables,
    dir: deps.config.exports.secretsDir,
  });
  const heldSecrets = async () => new Set(await secretNames(sources(), log));
  const answerOf = async (d: Db, id: number) =>
    (await configurationAnswers(d, [await configurationRow(d, id)], await heldSecrets()))[0]!;

  api.implement(exports, {
    list: async (_c, { query, user }) => {
      const organizationId = rowsOrganization(user, query.organization_id ?? null);
      if (query.user_id !== undefined) {
        // The user must exist, and for an organisation administrator be one of their own (else it looks missing).
        const named = await db
          .selectFrom('users')
          .select('organization_id')
          .where('id', '=', query.user_id)
          .executeTakeFirst();
        if (!named || (!isPlatformRole(user.role) && named.organization_id !== user.organizationId)) {
          throw new ApiError(404, messages.users.notFound);
        }
      }
      const rows = await listConfigurations(db, { organizationId, userId: query.user_id });
      return configurationAnswers(db, rows, await heldSecrets());
    },

    get: (_c, { params }) => answerOf(db, params.id),

    create: async (_c, { body, trx, audit }) => {
      audit.id = await createConfiguration(trx, body);
      return answerOf(trx, audit.id);
    },

    update: async (_c, { params, body, trx, audit }) => {
      await updateConfiguration(trx, params.id, body);
      const answer = await answerOf(trx, params.id);
      audit.label = answer.name;
      return answer;
    },

    delete: async (_c, { params, trx }) => {
      await deleteConfiguration(trx, params.id);
      return { message: exportMessages.deleted };
    },

    secrets: async () => ({
      secrets: [...(await heldSecrets())],
      source: secretsSource(sources()),
    }),

    pushes: async (_c, { query, user }) => ({
      pushes: await listPushes(db, {
        organizationId: rowsOrganization(user, query.organization_id ?? null),
        configurationId: query.configuration_id,
        summaryId: query.summary_id,
        status: query.status,
        limit: query.limit,
      }),
    }),

    // The answer is read in the queueing transaction: it says what was queued, whatever a worker (woken once
    // the rows are committed, or polling on another process) does with them.
    push: staged(async (_c, { params, body, user, audit }) => {
      const pushes = await audit.change(async (trx, target) => {
        const summary = await pushedSummary(trx, params.id);
        target.label = `${summary.transcription_name} (${summary.meeting_type})`;
        target.organizationId = summary.organization_id;
        const ids = await queuePushes(deps, trx, params.id, body.configuration_ids, user);
        return listPushes(trx, { organizationId: null, ids, limit: ids.length });
      });
      deps.jobs.wake();
      return { message: exportMessages.pushQueued(pushes.length), pushes };
    }),
  });
}
