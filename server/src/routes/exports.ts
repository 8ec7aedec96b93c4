import type { Context } from 'hono';
import { endpoints, isPlatformRole } from '../../../src/api/endpoints';
import type { AuditTarget } from '../audit/record';
import { audited, auditEntry } from '../audit/record';
import { rowsOrganization } from '../auth/access';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import { InvalidFieldsError } from '../exports/invalidFields';
import { exportMessages } from '../exports/messages';
import { listPushes, pushedSummary, queuePushes } from '../exports/pushes';
import { configurationAnswers, configurationRow, listConfigurations } from '../exports/query';
import type { SecretSources } from '../exports/secrets';
import { secretNames, secretsSource } from '../exports/secrets';
import { createConfiguration, deleteConfiguration, updateConfiguration } from '../exports/write';
import type { EndpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { messages } from '../messages';

/** The audit target of a call on one configuration (label and organisation are looked up from it). */
const configurationTarget = (
  id: number | null,
  extra: Partial<AuditTarget> = {},
): Pick<AuditTarget, 'type' | 'id'> & Partial<AuditTarget> => ({ type: 'exportConfiguration', id, ...extra });

/** Answers a handler's `InvalidFieldsError` as a validation failure does (`{ detail, fields }`, 422). */
async function withFields<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidFieldsError) return c.json(error.answer, 422);
    throw error;
  }
}

/**
 * Export configurations (`admin/export/configurations…`, `admin/export/secrets`) and the pushes that
 * make them real (`admin/export/pushes`, `admin/export/summaries/{id}/push`). Organisation-scoped through the
 * declarations (a configuration's organisation, a summary owner's); the lists are filtered in SQL. Every change
 * is audited, its target the configuration (a push: the summary). Error answers also carry `error`
 * (`withErrorField`, mounted for these paths in app.ts).
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

  api.handle(exports.list, async (_c, { query, user }) => {
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
  });

  api.handle(exports.get, (_c, { params }) => answerOf(db, params.id));

  api.handle(exports.create, (c, { body, user }) =>
    withFields(c, () => {
      const target = configurationTarget(null, { label: body.name, organizationId: body.organization_id });
      return audited(
        deps,
        auditEntry(c, user, exports.create, 'exports.create', target),
        async (trx, target) => {
          target.id = await createConfiguration(trx, body);
          return answerOf(trx, target.id);
        },
      );
    }),
  );

  api.handle(exports.update, (c, { params, body, user }) =>
    withFields(c, () =>
      audited(
        deps,
        auditEntry(c, user, exports.update, 'exports.update', configurationTarget(params.id)),
        async (trx, target) => {
          await updateConfiguration(trx, params.id, body);
          const answer = await answerOf(trx, params.id);
          target.label = answer.name;
          return answer;
        },
      ),
    ),
  );

  api.handle(exports.delete, (c, { params, user }) =>
    audited(
      deps,
      auditEntry(c, user, exports.delete, 'exports.delete', configurationTarget(params.id)),
      async (trx) => {
        await deleteConfiguration(trx, params.id);
        return { message: exportMessages.deleted };
      },
    ),
  );

  api.handle(exports.secrets, async () => ({
    secrets: [...(await heldSecrets())],
    source: secretsSource(sources()),
  }));

  api.handle(exports.pushes, async (_c, { query, user }) => ({
    pushes: await listPushes(db, {
      organizationId: rowsOrganization(user, query.organization_id ?? null),
      configurationId: query.configuration_id,
      summaryId: query.summary_id,
      status: query.status,
      limit: query.limit,
    }),
  }));

  api.handle(exports.push, async (c, { params, body, user }) => {
    const target = { type: 'summary', id: params.id } as const;
    // The answer is read in the queueing transaction: it says what was queued, whatever a worker (woken here,
    // or polling on another process) does once the rows are committed.
    const pushes = await audited(
      deps,
      auditEntry(c, user, exports.push, 'exports.push', target),
      async (trx, target) => {
        const summary = await pushedSummary(trx, params.id);
        target.label = `${summary.transcription_name} (${summary.meeting_type})`;
        target.organizationId = summary.organization_id;
        const ids = await queuePushes(deps, trx, params.id, body.configuration_ids, user);
        return listPushes(trx, { organizationId: null, ids, limit: ids.length });
      },
    );
    deps.jobs.wake();
    return { message: exportMessages.pushQueued(pushes.length), pushes };
  });
}
