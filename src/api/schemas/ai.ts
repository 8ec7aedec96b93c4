import { z } from 'zod';
import { idNumber, text } from './common';
import { CONTENT_MAX, DESCRIPTION_MAX, templateWrite } from './templates';

/**
 * The template generator: a language model rewrites a template from feedback, drafts a new one from a
 * description, or tries a template out on a transcription ("Test"). The reference server talks to an
 * OpenAI-compatible provider when one is configured.
 */

/** The models a user may pick; claude by default. */
export const aiModels = ['claude', 'vertex-claude', 'qwen', 'gemini'] as const;
export const aiModel = z.enum(aiModels);
export type AiModel = z.infer<typeof aiModel>;
export const DEFAULT_AI_MODEL: AiModel = 'claude';

export const FEEDBACK_MAX = 10_000;

/** `GET admin/ai/status`: whether the server can reach a model, and why not. */
export const aiStatus = z.looseObject({
  configured: z.boolean(),
  models: z.array(z.string()).optional().default([]),
  default_model: z.string().optional(),
  /** Why AI is not available (Dutch), when it is not. */
  reason: z.string().nullable().optional(),
});
export type AiStatus = z.output<typeof aiStatus>;

/** What both sides say when an AI update's feedback is empty after trimming. */
export const FEEDBACK_REQUIRED_MESSAGE = 'Voer feedback in voor het bijwerken van het template';

/** `PUT admin/templates/{id}/update-with-feedback`: feedback required after trimming (`FEEDBACK_REQUIRED_MESSAGE`). */
export const updateWithFeedbackBody = z.object({
  feedback: text().trim().max(FEEDBACK_MAX),
  model: aiModel.default(DEFAULT_AI_MODEL),
});
export type UpdateWithFeedbackBody = z.input<typeof updateWithFeedbackBody>;

/** What every answer of the generator carries: status, message, error. */
const generatorAnswer = z.looseObject({
  status: z.string(),
  message: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
});

/** The AI update's answer: status success or another value, message, error, the template's new fields. */
export const aiUpdateAnswer = generatorAnswer.extend({
  template: z
    .looseObject({
      title: z.string(),
      name: z.string().optional(),
      description: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type AiUpdateAnswer = z.output<typeof aiUpdateAnswer>;

/** `POST admin/generate-template`: a short description of the meeting the template is for. */
export const generateTemplateBody = z.object({
  description: text().trim().max(DESCRIPTION_MAX),
  model: aiModel.default(DEFAULT_AI_MODEL),
});
export type GenerateTemplateBody = z.input<typeof generateTemplateBody>;

/** A drafted template (not saved): what the editor opens. */
export const templateDraftAnswer = generatorAnswer.extend({
  template: z
    .looseObject({
      title: z.string(),
      description: z.string().nullable().optional(),
      content: z.string(),
      complexity: z.string().optional(),
    })
    .nullable()
    .optional(),
});
export type TemplateDraftAnswer = z.output<typeof templateDraftAnswer>;

/**
 * `POST admin/templates/test` ("Test"): the template as it is in the editor (unsaved) run on one transcription;
 * nothing is saved.
 */
export const testTemplateBody = z.object({
  transcription_id: idNumber,
  template: templateWrite,
  model: aiModel.default(DEFAULT_AI_MODEL),
});
export type TestTemplateBody = z.input<typeof testTemplateBody>;

export const testTemplateAnswer = generatorAnswer.extend({
  summary: z
    .string()
    .max(CONTENT_MAX * 2)
    .nullable()
    .optional(),
  model: z.string().optional(),
});
export type TestTemplateAnswer = z.output<typeof testTemplateAnswer>;
