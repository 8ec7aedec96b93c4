import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType, z } from 'zod';
import type { FieldIssue, FieldProblem } from '../messages';
import { messages } from '../messages';

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'type';
    case 'too_small':
      if (issue.origin !== 'string') return 'too_small';
      return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return 'format';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'value';
    default:
      return 'unknown';
  }
}

/** Field issues in the order zod reports them, the field named by its dotted path ('' for the whole body). */
export function fieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    problem: problemOf(issue),
  }));
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
    if (!result.success) {
      const issues = fieldIssues(result.error);
      return c.json(
        { detail: messages.http.invalidFields(issues), fields: [...new Set(issues.map((i) => i.field))] },
        422,
      );
    }
  });
}
