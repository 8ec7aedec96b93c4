import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { fieldIssues } from '../../../src/api/validation';
import { messages } from '../messages';

/**
 * zod validation of a request part with the shared schemas. Invalid input answers 422
 * `{ detail, fields }`, the detail naming the fields in Dutch; malformed JSON is a 400 from the error handler.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = fieldIssues(result.error);
      return c.json(
        { detail: messages.http.invalidFields(issues), fields: [...new Set(issues.map((i) => i.field))] },
        422,
      );
    }
  });
}
