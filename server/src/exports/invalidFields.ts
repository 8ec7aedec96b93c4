import { z } from 'zod';
import type { ExportPlatform } from '../../../src/api/schemas/exports';
import { detailsSchemaFor } from '../../../src/api/schemas/exports';
import { ApiError } from '../http/errors';
import { validationAnswer } from '../http/validation';

/**
 * A 422 found by a handler rather than by the request's schema (the details of an update checked against the
 * platform they end up with): the same `{ detail, fields }` answer as a failed request validation. It is an
 * `ApiError` with its fields, so the audit records its status and detail and it is answered with its fields.
 */
export class InvalidFieldsError extends ApiError {
  constructor(readonly answer: { detail: string; fields: string[] }) {
    super(422, answer.detail, {}, answer.fields);
    this.name = 'InvalidFieldsError';
  }
}

/** 422 naming one field (`configuration_details`) with its own Dutch detail. */
export function invalidField(field: string, detail: string): InvalidFieldsError {
  return new InvalidFieldsError({ detail, fields: [field] });
}

/** The details checked against the platform's schema; 422 with `configuration_details.<field>` paths. */
export function checkedDetails(platform: ExportPlatform, details: unknown): Record<string, unknown> {
  const result = detailsSchemaFor(platform).safeParse(details);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    ...issue,
    path: ['configuration_details', ...issue.path],
  }));
  throw new InvalidFieldsError(validationAnswer(new z.ZodError(issues)));
}
