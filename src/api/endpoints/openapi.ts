import { z } from 'zod';
import type { Access, AnyEndpoint, ErrorStatus } from './define';
import { isChangeRecord } from './auditRecord';
import { answersNotModified, errorStatuses, fileMediaTypes } from './define';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `admin/users/:id` → `/admin/users/{id}`. */
export function openApiPath(path: string): string {
  return `/${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

const accessText: Record<Access['kind'], string> = {
  public: 'Anyone; no token.',
  platform: 'Platform administrators (is_admin) and the superuser.',
  superuser: 'The superuser only.',
  console:
    'Any console user (platform administrators, the superuser, organisation administrators), on their own settings.',
  organization:
    'Platform administrators, and organisation administrators for their own organisation (another organisation answers 404).',
  organizationRows:
    "Platform administrators (every organisation's rows) and organisation administrators (their own organisation's rows only).",
};

/** The one schema of every error answer (`components.schemas.Error`). */
export const errorSchema = {
  type: 'object',
  description:
    'An error answer: `detail` says what went wrong, in Dutch. A failed validation (422) adds `fields`, the fields it names; the export routes add `error`, the same text.',
  properties: {
    detail: { type: 'string' },
    fields: { type: 'array', items: { type: 'string' } },
    error: { type: 'string' },
  },
  required: ['detail'],
} as const;

const errorText: Record<ErrorStatus, string> = {
  400: 'Malformed JSON, or a form that cannot be read',
  401: 'Not signed in: no token, or one that is expired, revoked or of a blocked user (at sign-in: wrong credentials or code)',
  403: 'The role may not do this',
  404: "Not found (for an organisation administrator also another organisation's)",
  409: 'Conflicts with what is there (a name taken, a change meanwhile, a rule of the current state)',
  410: 'Gone: the retention removed it (the item itself is still listed)',
  413: 'The body is too large (1 MB; an upload has its own limit)',
  415: 'Not a multipart form, or not a file of the kind asked for',
  422: 'Invalid input: `detail` names the fields, `fields` lists them',
  429: 'Too many tries: again after `Retry-After` seconds',
  500: 'The server failed (an unexpected error, logged)',
  502: 'A service behind the server failed or answered unusably',
  503: 'A service behind the server is missing or busy (`Retry-After` where known)',
  504: 'A service behind the server did not answer in time',
};

function errorAnswer(status: ErrorStatus): JsonSchema {
  return {
    description: errorText[status],
    ...(status === 429
      ? { headers: { 'Retry-After': { required: true, schema: { type: 'integer', minimum: 1 } } } }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function parameters(endpoint: AnyEndpoint): JsonSchema[] {
  const out: JsonSchema[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const json = schemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  };
  add('path', endpoint.params);
  add('query', endpoint.query);
  return out;
}

function requestBody(endpoint: AnyEndpoint): JsonSchema | undefined {
  if (endpoint.body) {
    return { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } };
  }
  if (endpoint.form) {
    const fields = schemaOf(endpoint.form, 'input');
    const fileField = endpoint.fileField ?? 'file';
    const properties = {
      ...((fields.properties ?? {}) as JsonSchema),
      [fileField]: { type: 'string', format: 'binary' },
    };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties,
            required: [fileField, ...((fields.required ?? []) as string[])],
          },
        },
      },
    };
  }
  return undefined;
}

function success(endpoint: AnyEndpoint): JsonSchema {
  if (endpoint.answerKind === 'file') {
    return {
      description: 'The file, with its name in Content-Disposition',
      content: Object.fromEntries(
        fileMediaTypes(endpoint).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  return jsonAnswer(endpoint.answer);
}

function jsonAnswer(answer: z.ZodType | undefined): JsonSchema {
  return {
    description: 'OK',
    ...(answer ? { content: { 'application/json': { schema: schemaOf(answer, 'output') } } } : {}),
  };
}

/** Every answer of an endpoint by status: its successes, 304 where it applies, and its errors. */
function responses(endpoint: AnyEndpoint): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = { [String(endpoint.status)]: success(endpoint) };
  for (const [status, answer] of Object.entries(endpoint.alsoAnswers ?? {})) out[status] = jsonAnswer(answer);
  if (answersNotModified(endpoint)) {
    out['304'] = { description: 'Not modified: the ETag in If-None-Match is current' };
  }
  for (const status of errorStatuses(endpoint)) out[String(status)] = errorAnswer(status);
  return out;
}

/** What a call records in the audit log of admin changes (`GET admin/audit-log`), when it is a change. */
const auditText = (endpoint: AnyEndpoint): string =>
  isChangeRecord(endpoint.audit)
    ? ` Audit: a call is recorded as \`${endpoint.id}\` (target: ${endpoint.audit.target}).`
    : '';

/** The OpenAPI 3.1 document of the declared endpoints; paths are relative to the API base (`/api`). */
export function openApiDocument(list: readonly AnyEndpoint[], info: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of list) {
    const path = openApiPath(endpoint.path);
    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      description: `Access: ${accessText[endpoint.access.kind]}${auditText(endpoint)}`,
      tags: [endpoint.id.split('.')[0]],
      'x-access': endpoint.access.kind,
      ...(isChangeRecord(endpoint.audit)
        ? { 'x-audit': { action: endpoint.id, target: endpoint.audit.target } }
        : {}),
      parameters: parameters(endpoint),
      responses: responses(endpoint),
      ...(endpoint.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
    };
    const body = requestBody(endpoint);
    if (body) operation.requestBody = body;
    (paths[path] ??= {})[endpoint.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Werkbank admin API',
      version: info.version,
      description:
        'The contract between the Werkbank console and an admin API server, generated from the endpoint declarations in src/api/endpoints.',
    },
    servers: [{ url: '/api' }],
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
