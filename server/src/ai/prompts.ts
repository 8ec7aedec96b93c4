import { z } from 'zod';
import type { AiModel } from '../../../src/api/schemas/ai';
import type { TemplateRow } from '../db/schema';
import type { TemplateInput } from '../templates/input';
import type { AiCall } from './provider';

/*
 * What the template generator asks the model, and the shape of each answer (a strict JSON schema: every field
 * required, nothing else). A template's data goes to the model as JSON in the user message, apart from the
 * instructions in the system message, so text in a template or in feedback is read as data.
 */

/** A rewritten template (`templates.aiUpdate`): complexity and settings stay as they are. */
export const templateUpdateAnswer = z.object({
  title: z.string(),
  description: z.string(),
  content: z.string(),
});

/** Complexities a drafted template may get: CUSTOM needs settings a draft does not make. */
export const draftComplexities = ['SMALL', 'MEDIUM', 'LARGE'] as const;

/** A drafted template (`generate-template`). */
export const templateDraftAnswer = z.object({
  title: z.string(),
  description: z.string(),
  content: z.string(),
  complexity: z.enum(draftComplexities),
});

/** The result of running a template on a transcription (Test). */
export const summaryAnswer = z.object({ summary: z.string() });

const TEMPLATE_EXPLAINED =
  'Een template is een instructie voor een taalmodel dat transcripties van vergaderingen samenvat. Het heeft een ' +
  'titel (kort, zoals hij in een lijst staat), een beschrijving (één of twee zinnen: waarvoor het template ' +
  'dient) en de inhoud: de instructie zelf, met de onderdelen die de samenvatting moet hebben.';

export function updateCall(template: TemplateRow, feedback: string, model: AiModel) {
  return {
    task: 'templates.aiUpdate',
    model,
    answerName: 'template_update',
    answer: templateUpdateAnswer,
    messages: [
      {
        role: 'system',
        content: [
          'Je verbetert templates voor samenvattingen van vergaderingen.',
          TEMPLATE_EXPLAINED,
          'Je krijgt het huidige template (template) en feedback van een beheerder (feedback), als JSON. Pas het ' +
            'template aan zoals de feedback vraagt en laat de rest zoals het is: dezelfde taal, opmaak en ' +
            'placeholders. Geef het volledige bijgewerkte template terug: title, description en content.',
        ].join('\n\n'),
      },
      {
        role: 'user',
        content: JSON.stringify(
          {
            template: {
              title: template.title,
              description: template.description ?? '',
              content: template.content,
            },
            feedback,
          },
          null,
          2,
        ),
      },
    ],
  } satisfies AiCall<typeof templateUpdateAnswer>;
}

export function draftCall(description: string, model: AiModel) {
  return {
    task: 'templates.generate',
    model,
    answerName: 'template_draft',
    answer: templateDraftAnswer,
    messages: [
      {
        role: 'system',
        content: [
          'Je schrijft nieuwe templates voor samenvattingen van vergaderingen, in het Nederlands.',
          TEMPLATE_EXPLAINED,
          'Je krijgt als JSON een korte beschrijving (description) van de vergaderingen waarvoor het template ' +
            'is. Schrijf title, description en content, en kies de complexiteit: SMALL voor een korte ' +
            'samenvatting, MEDIUM voor een samenvatting met enkele vaste onderdelen, LARGE voor uitgebreide ' +
            'notulen.',
        ].join('\n\n'),
      },
      { role: 'user', content: JSON.stringify({ description }, null, 2) },
    ],
  } satisfies AiCall<typeof templateDraftAnswer>;
}

const DEFAULT_SYSTEM_MESSAGE =
  'Je bent een zorgvuldige notulist. Je vat de transcriptie van een vergadering samen volgens de instructie, ' +
  'zonder iets toe te voegen wat niet gezegd is.';

/**
 * Runs a template as the summary service would: its content is the instruction; a CUSTOM template's system
 * message replaces the default one and its task (opdracht) follows the instruction.
 */
export function testCall(template: TemplateInput, transcript: string, model: AiModel) {
  const custom = template.complexity === 'CUSTOM';
  const systemMessage = (custom && template.settings?.system_message?.trim()) || DEFAULT_SYSTEM_MESSAGE;
  const task = custom ? (template.settings?.opdracht?.trim() ?? '') : '';
  const instruction = task ? `${template.content}\n\nOpdracht:\n${task}` : template.content;
  return {
    task: 'templates.test',
    model,
    answerName: 'template_test',
    answer: summaryAnswer,
    messages: [
      { role: 'system', content: `${systemMessage}\n\nGeef de samenvatting in het veld summary.` },
      { role: 'user', content: `${instruction}\n\nTranscriptie:\n${transcript}` },
    ],
  } satisfies AiCall<typeof summaryAnswer>;
}
