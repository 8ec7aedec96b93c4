import type { z } from 'zod';
import type { TemplateProblem } from '../../../src/api/rules/templates';
import {
  defaultTemplateProblems,
  parseMaxTokens,
  settingsApply,
  templateProblems,
} from '../../../src/api/rules/templates';
import type { defaultTemplateWrite, templateWrite } from '../../../src/api/schemas/templates';
import type { TemplatesTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

export type TemplateInput = z.output<typeof templateWrite>;
export type DefaultTemplateInput = z.output<typeof defaultTemplateWrite>;

/** The columns a save writes (the same columns a revision keeps). */
export const storedColumns = [
  'title',
  'description',
  'content',
  'complexity',
  'max_tokens',
  'system_message',
  'opdracht',
  'additional_settings',
] as const satisfies readonly (keyof TemplatesTable)[];

/** The fields a save writes, in the table's terms. */
export type StoredFields = Pick<TemplatesTable, (typeof storedColumns)[number]>;

/** The stored fields of a template or revision row, as they are now. */
export function storedOf(row: StoredFields): StoredFields {
  return Object.fromEntries(storedColumns.map((column) => [column, row[column]])) as StoredFields;
}

function refuse(problems: TemplateProblem[]): void {
  if (problems.length > 0) {
    throw new ApiError(422, messages.templates.invalid(problems.map((p) => messages.templates.problems[p])));
  }
}

/** 422 with every problem of a user or organisation template; nothing is written then. */
export function assertValidTemplate(input: TemplateInput): void {
  refuse(templateProblems(input));
}

/** 422 with every problem of a default template (name, title, content; sort order; max tokens; JSON). */
export function assertValidDefaultTemplate(input: DefaultTemplateInput): void {
  refuse(defaultTemplateProblems(input));
}

/**
 * What a valid body stores: title trimmed, an empty description null; settings only for CUSTOM (otherwise
 * null), max_tokens as the string of the parsed integer (default 0).
 */
export function storedFields(input: TemplateInput): StoredFields {
  const custom = settingsApply(input.complexity);
  const settings = input.settings ?? {};
  const description = input.description?.trim() ?? '';
  return {
    title: input.title.trim(),
    description: description === '' ? null : description,
    content: input.content,
    complexity: input.complexity,
    max_tokens: custom ? String(parseMaxTokens(settings.max_tokens) ?? 0) : null,
    system_message: custom ? (settings.system_message ?? '') : null,
    opdracht: custom ? (settings.opdracht ?? '') : null,
    additional_settings: custom ? (settings.additional_settings ?? '') : null,
  };
}
