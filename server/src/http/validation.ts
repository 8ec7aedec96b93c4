import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType, z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../src/api/schemas/common';
import { fieldIssues } from '../../../src/api/validation';
import { messages } from '../messages';

/** The 422 answer of a failed validation: a Dutch detail naming the fields, and the fields. */
export function validationAnswer(error: z.core.$ZodError): { detail: string; fields: string[] } {
  const issues = fieldIssues(error);
  const fields = [...new Set(issues.map((i) => i.field))];
  // A text with NUL or another character the database cannot store says so, instead of "is ongeldig".
  const unstorable = [
    ...new Set(
      error.issues
        .filter((issue) => issue.code === 'custom' && issue.message === UNSTORABLE_TEXT_MESSAGE)
        .map((issue) => issue.path.map(String).join('.')),
    ),
  ];
  if (unstorable.length > 0) return { detail: messages.http.unstorableText(unstorable), fields };
  return { detail: messages.http.invalidFields(issues), fields };
}

/**
 * zod validation of a request part with the shared schemas. Invalid input answers 422
 * `{ detail, fields }`, the detail naming the fields in Dutch; malformed JSON is a 400 from the error handler.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(validationAnswer(result.error), 422);
  });
}
