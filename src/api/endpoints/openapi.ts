import { z } from 'zod';
import type { Access, AnyEndpoint } from './define';

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

const errorAnswer = {
  description: 'Error: `{ "detail": "…" }` (422 adds `fields`)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { detail: { type: 'string' }, fields: { type: 'array', items: { type: 'string' } } },
        required: ['detail'],
      },
    },
  },
};

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
      content: {
        [endpoint.fileMediaType ?? 'application/octet-stream']: {
          schema: { type: 'string', format: 'binary' },
        },
      },
    };
  }
  return {
    description: 'OK',
    content: endpoint.answer ? { 'application/json': { schema: schemaOf(endpoint.answer, 'output') } } : {},
  };
}

/** The OpenAPI 3.1 document of the declared endpoints; paths are relative to the API base (`/api`). */
export function openApiDocument(list: readonly AnyEndpoint[], info: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of list) {
    const path = openApiPath(endpoint.path);
    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      description: `Access: ${accessText[endpoint.access.kind]}`,
      tags: [endpoint.id.split('.')[0]],
      'x-access': endpoint.access.kind,
      parameters: parameters(endpoint),
      responses: {
        [String(endpoint.status)]: success(endpoint),
        ...(endpoint.revalidate
          ? { '304': { description: 'Not modified: the ETag in If-None-Match is current' } }
          : {}),
        ...(endpoint.access.kind === 'public' ? {} : { '401': errorAnswer, '403': errorAnswer }),
        '404': errorAnswer,
        '422': errorAnswer,
      },
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
