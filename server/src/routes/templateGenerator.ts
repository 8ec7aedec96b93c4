import { endpoints } from '../../../src/api/endpoints';
import { aiModels, DEFAULT_AI_MODEL } from '../../../src/api/schemas/ai';
import { auditEntry, inAuditedTransaction, recordingFailures } from '../audit/record';
import type { AppDeps } from '../deps';
import { draftTemplate, rewriteTemplate, saveRewrite, testTemplate, transcriptText } from '../ai/templates';
import { createAiProvider, requireAi } from '../ai/provider';
import type { EndpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { templateTarget } from '../templates/audit';
import { assertValidTemplate } from '../templates/input';
import { templateById } from '../templates/lock';
import { FileStore } from '../transcriptions/files';

/**
 * The template generator and Test: `admin/ai/status`, `admin/templates/{id}/update-with-feedback`,
 * `admin/generate-template` and `admin/templates/test`, with the language model of AI_BASE_URL (503 without
 * one). The model is called in the request, outside any transaction; only an AI update writes, afterwards, in
 * one audited transaction (a failed call is recorded as a refusal and writes nothing). Requests are checked
 * before the model is asked: 422 for missing feedback or description or an invalid template, 404 for a missing
 * template or transcription, then 503 when no model is configured.
 */
export function templateGeneratorRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const e = endpoints.templateGenerator;
  const ai = createAiProvider(deps.config.ai, deps.log);
  const store = new FileStore(deps.config.filesDir);

  api.handle(e.status, () => ({
    configured: ai !== undefined,
    models: [...aiModels],
    default_model: DEFAULT_AI_MODEL,
    reason: ai ? null : messages.ai.notConfigured,
  }));

  api.handle(e.updateWithFeedback, (c, { params, body, user }) => {
    const entry = auditEntry(c, user, e.updateWithFeedback, 'templates.aiUpdate', templateTarget(params.id));
    return recordingFailures(deps, entry, async () => {
      if (body.feedback === '') throw new ApiError(422, messages.ai.feedbackRequired);
      const before = await templateById(db, params.id);
      const rewrite = await rewriteTemplate(requireAi(ai), before, body.feedback, body.model);
      return inAuditedTransaction(db, entry, async (trx, target) => {
        const reason = messages.revisions.aiUpdateReason(body.model, body.feedback);
        const row = await saveRewrite(trx, rewrite, user.id, reason);
        target.label = row.title;
        return {
          status: 'success',
          message: messages.ai.updated,
          error: null,
          template: { id: row.id, title: row.title, name: row.name, description: row.description ?? '' },
        };
      });
    });
  });

  api.handle(e.generate, async (_c, { body }) => {
    if (body.description === '') throw new ApiError(422, messages.ai.descriptionRequired);
    const template = await draftTemplate(requireAi(ai), body.description, body.model);
    return { status: 'success', message: messages.ai.generated, error: null, template };
  });

  api.handle(e.test, async (_c, { body }) => {
    assertValidTemplate(body.template);
    const transcript = await transcriptText(db, store, body.transcription_id);
    const summary = await testTemplate(requireAi(ai), body.template, transcript, body.model);
    return { status: 'success', summary, model: body.model, error: null };
  });
}
