// Checks an answer of the admin API against the published OpenAPI document (GET /api/openapi.json): its status
// is declared for the operation, its media type is declared for that status, and a JSON body is valid against
// the declared schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1 and of zod's toJSONSchema, checked with
// ajv). The server tests (server/test/contract.ts) and the end-to-end tests (tests/e2e/support/fixtures.ts)
// run every answer they receive through it.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { FormatsPlugin } from 'ajv-formats';

// ajv-formats is CommonJS: under some loaders its default export is the module object.
const addFormats = ((addFormatsPlugin as unknown as { default?: FormatsPlugin }).default ??
  addFormatsPlugin) as FormatsPlugin;

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json> };
}

/** An answer as a test received it. */
export interface ApiAnswer {
  method: string;
  /** The request's URL, absolute or a path (`/api/admin/users?x=1`). */
  url: string;
  status: number;
  /** The Content-Type header, null when there is none. */
  contentType: string | null;
  /** The body as text (decoded), or undefined when it could not be read. */
  body?: string | undefined;
}

export interface AnswerVerdict {
  /** `operationId` of the answered operation; undefined when the document has none for method and path. */
  operation: string | undefined;
  /** What differs from the document; empty when the answer matches. */
  problems: string[];
  /** Whether a JSON body was read and validated (false for files, bodiless answers and unread bodies). */
  bodyValidated: boolean;
}

interface Operation {
  id: string;
  method: string;
  template: string;
  pattern: RegExp;
  /** Per segment: literal (true) or parameter (false); literal segments win over parameters. */
  literals: boolean[];
  responses: Record<string, Json>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const segments = template.split('/').slice(1);
    const pattern = new RegExp(
      `^/${segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : escape(s))).join('/')}/?$`,
    );
    const literals = segments.map((s) => !/^\{[^}]+\}$/.test(s));
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      list.push({
        id: String(operation.operationId ?? `${method} ${template}`),
        method,
        template,
        pattern,
        literals,
        responses: (operation.responses ?? {}) as Record<string, Json>,
      });
    }
  }
  return list;
}

/** The more specific of two matching operations: at the first segment where they differ, a literal wins. */
function moreSpecific(a: Operation, b: Operation): Operation {
  for (let i = 0; i < Math.min(a.literals.length, b.literals.length); i++) {
    if (a.literals[i] !== b.literals[i]) return a.literals[i] ? a : b;
  }
  return a;
}

/** `type/subtype` and its parameters, lower-cased (values unquoted). */
function parseMediaType(value: string): { essence: string; params: Map<string, string> } {
  const [essence = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    params.set(
      part.slice(0, at).trim().toLowerCase(),
      part
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase(),
    );
  }
  return { essence: essence.trim().toLowerCase(), params };
}

/** Whether a sent media type is the declared one: the same type (or within a `type/*` range), the same parameters. */
export function mediaTypeMatches(declared: string, sent: string): boolean {
  const d = parseMediaType(declared);
  const s = parseMediaType(sent);
  const [dType, dSub] = d.essence.split('/');
  const [sType, sSub] = s.essence.split('/');
  const typeOk = d.essence === '*/*' || (dType === sType && (dSub === '*' || dSub === sSub));
  if (!typeOk || d.params.size !== s.params.size) return false;
  return [...d.params].every(([name, value]) => s.params.get(name) === value);
}

const isJson = (mediaType: string) =>
  /^application\/([\w.-]+\+)?json$/.test(parseMediaType(mediaType).essence);

/** Replaces `#/components/…` references by what they name (the document's components are not recursive). */
function dereference(value: unknown, document: OpenApiDocument, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, document, seen));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Json;
  const ref = object.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    if (seen.includes(ref)) throw new Error(`recursive reference ${ref}`);
    let target: unknown = document;
    for (const part of ref.slice(2).split('/')) {
      target = (target as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (target === undefined) throw new Error(`unresolved reference ${ref}`);
    const { $ref: _ref, ...siblings } = object;
    const resolved = dereference(target, document, [...seen, ref]) as Json;
    return Object.keys(siblings).length > 0
      ? { ...resolved, ...(dereference(siblings, document, seen) as Json) }
      : resolved;
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, dereference(v, document, seen)]));
}

export interface ContractChecker {
  /** The operation that answers `method` on `url` (its id), or undefined when the document has none. */
  operationOf(method: string, url: string): string | undefined;
  check(answer: ApiAnswer): AnswerVerdict;
  /** Compiles every JSON schema of every declared answer (a schema ajv refuses is a problem of its own). */
  compileAll(): void;
}

/** A checker of answers against `document`; schemas are compiled once, when first needed. */
export function contractChecker(document: OpenApiDocument): ContractChecker {
  const operations = operationsOf(document);
  const base = new URL(document.servers?.[0]?.url ?? '/', 'http://base.invalid').pathname.replace(/\/$/, '');
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's format of file contents; a JSON value never carries it.
  ajv.addFormat('binary', true);
  const validators = new Map<string, ValidateFunction>();

  const find = (method: string, url: string): Operation | undefined => {
    const pathname = new URL(url, 'http://base.invalid').pathname;
    if (!pathname.startsWith(`${base}/`)) return undefined;
    let path = pathname.slice(base.length);
    try {
      path = decodeURI(path);
    } catch {
      // Left as sent.
    }
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    let found: Operation | undefined;
    for (const operation of operations) {
      if (operation.method !== wanted || !operation.pattern.test(path)) continue;
      found = found ? moreSpecific(found, operation) : operation;
    }
    return found;
  };

  const validatorOf = (operation: Operation, status: string, mediaType: string, schema: unknown) => {
    const key = `${operation.method} ${operation.template} ${status} ${mediaType}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(dereference(schema, document) as Json);
      validators.set(key, validate);
    }
    return validate;
  };

  const check = (answer: ApiAnswer): AnswerVerdict => {
    const operation = find(answer.method, answer.url);
    if (!operation) return { operation: undefined, problems: [], bodyValidated: false };
    const label = `${operation.id} (${answer.method.toUpperCase()} ${operation.template})`;
    const status = String(answer.status);
    const declared =
      operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!declared) {
      const statuses = Object.keys(operation.responses).join(', ');
      return {
        operation: operation.id,
        problems: [`${label}: status ${status} is not declared (declared: ${statuses})`],
        bodyValidated: false,
      };
    }
    const response = dereference(declared, document) as Json;
    const content = (response.content ?? {}) as Record<string, { schema?: unknown }>;
    const mediaTypes = Object.keys(content);
    // A 304 has no body; a browser shows the cached one in its place.
    if (answer.status === 304 || answer.method.toLowerCase() === 'head') {
      return { operation: operation.id, problems: [], bodyValidated: false };
    }
    if (mediaTypes.length === 0) {
      const sentBody = answer.body !== undefined ? answer.body !== '' : answer.contentType !== null;
      return {
        operation: operation.id,
        problems: sentBody
          ? [
              `${label}: ${status} declares no body, but one came (${answer.contentType ?? 'no Content-Type'})`,
            ]
          : [],
        bodyValidated: false,
      };
    }
    if (answer.contentType === null) {
      return {
        operation: operation.id,
        problems: [`${label}: ${status} came without Content-Type (declared: ${mediaTypes.join(', ')})`],
        bodyValidated: false,
      };
    }
    const mediaType = mediaTypes.find((type) => mediaTypeMatches(type, answer.contentType!));
    if (!mediaType) {
      return {
        operation: operation.id,
        problems: [
          `${label}: ${status} came as ${answer.contentType}, not a declared media type (${mediaTypes.join(', ')})`,
        ],
        bodyValidated: false,
      };
    }
    const schema = content[mediaType]?.schema;
    if (!isJson(mediaType) || schema === undefined || answer.body === undefined) {
      return { operation: operation.id, problems: [], bodyValidated: false };
    }
    let value: unknown;
    try {
      value = JSON.parse(answer.body);
    } catch {
      return {
        operation: operation.id,
        problems: [`${label}: ${status} body is not JSON: ${answer.body.slice(0, 120)}`],
        bodyValidated: false,
      };
    }
    const validate = validatorOf(operation, status, mediaType, schema);
    if (validate(value)) return { operation: operation.id, problems: [], bodyValidated: true };
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) =>
          `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
      );
    return {
      operation: operation.id,
      problems: [`${label}: ${status} body does not match the declared schema: ${errors.join('; ')}`],
      bodyValidated: true,
    };
  };

  return {
    operationOf: (method, url) => find(method, url)?.id,
    check,
    compileAll() {
      for (const operation of operations) {
        for (const [status, declared] of Object.entries(operation.responses)) {
          const content = ((dereference(declared, document) as Json).content ?? {}) as Record<string, Json>;
          for (const [mediaType, { schema }] of Object.entries(content)) {
            if (schema !== undefined) validatorOf(operation, status, mediaType, schema);
          }
        }
      }
    },
  };
}
