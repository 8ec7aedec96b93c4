import { endpoints } from '../../../src/api/endpoints';
import { aiModels, DEFAULT_AI_MODEL } from '../../../src/api/schemas/ai';
import type { AppDeps } from '../deps';
import { draftTemplate, rewriteTemplate, saveRewrite, testTemplate, transcriptText } from '../ai/templates';
import { createAiProvider, requireAi } from '../ai/provider';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
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
  const ai = createAiProvider(deps.config.ai, deps.log);
  const store = new FileStore(deps.config.filesDir);

  api.implement(endpoints.templateGenerator, {
    status: () => ({
      configured: ai !== undefined,
      models: [...aiModels],
      default_model: DEFAULT_AI_MODEL,
      reason: ai ? null : messages.ai.notConfigured,
    }),

    // The model is asked before the change's transaction; a refusal on the way is recorded.
    updateWithFeedback: staged((_c, { params, body, user, audit }) =>
      audit.refusals(async () => {
        if (body.feedback === '') throw new ApiError(422, messages.ai.feedbackRequired);
        const before = await templateById(db, params.id);
        const rewrite = await rewriteTemplate(requireAi(ai), before, body.feedback, body.model);
        return audit.transaction(async (trx) => {
          const reason = messages.revisions.aiUpdateReason(body.model, body.feedback);
          const row = await saveRewrite(trx, rewrite, user.id, reason);
          audit.target.label = row.title;
          return {
            status: 'success',
            message: messages.ai.updated,
            error: null,
            template: { id: row.id, title: row.title, name: row.name, description: row.description ?? '' },
          };
        });
      }),
    ),

    generate: async (_c, { body }) => {
      if (body.description === '') throw new ApiError(422, messages.ai.descriptionRequired);
      const template = await draftTemplate(requireAi(ai), body.description, body.model);
      return { status: 'success', message: messages.ai.generated, error: null, template };
    },

    test: async (_c, { body }) => {
      assertValidTemplate(body.template);
      const transcript = await transcriptText(db, store, body.transcription_id);
      const summary = await testTemplate(requireAi(ai), body.template, transcript, body.model);
      return { status: 'success', summary, model: body.model, error: null };
    },
  });
}
