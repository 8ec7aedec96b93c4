import type { z } from 'zod';
import type { Role } from '../schemas/auth';
import type { AuditRecord, RecordsChange, RecordsNothing } from './auditRecord';
import { readOnly } from './auditRecord';

/**
 * One declaration per HTTP endpoint of the admin API (as ts-rest contracts): method, path with typed
 * parameters, query, body and answer schemas, who may call it and what a call records in the audit log. Plain
 * data: the console calls it through `api.call`, the reference server registers its handler against it
 * (validation, the access rule and the audit entry come from here), and the OpenAPI document is generated
 * from the list of them.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The names of the `:param` segments of a path: `admin/users/:id` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a caller gives for a path's parameters. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/**
 * What the server needs to know to resolve the organisation a request touches from a resource it names.
 * The reference server implements it with database look-ups; `null` means "no such resource" (answered 404).
 */
export interface ScopeLookup {
  organizationOfUser(userId: number): Promise<number | null>;
  organizationOfGroup(groupId: number): Promise<number | null>;
  /** The owning organisation of a taxonomy, or its owning user's; null when missing or without one. */
  organizationOfTaxonomy(taxonomyId: number): Promise<number | null>;
  /** The organisation of a term's taxonomy (as `organizationOfTaxonomy`). */
  organizationOfTaxonomyTerm(termId: number): Promise<number | null>;
  /** A personal template's user's organisation, an organisation template's own; null for default templates. */
  organizationOfTemplate(templateId: number): Promise<number | null>;
  /** The organisation an export configuration belongs to. */
  organizationOfExportConfiguration(configurationId: number): Promise<number | null>;
  /** The organisation of a summary's owner (through its transcription's user). */
  organizationOfSummary(summaryId: number): Promise<number | null>;
}

/** The validated parts of a request, as the access rule and the handler see them. */
export interface RequestParts<Params = unknown, Query = unknown, Body = unknown> {
  params: Params;
  query: Query;
  body: Body;
}

/**
 * Who may call an endpoint.
 * - `public`: anyone (sign-in, refresh, health, the contract itself).
 * - `platform`: platform administrators (is_admin) and the superuser.
 * - `superuser`: the superuser only.
 * - `console`: anyone who may use the console (platform administrators, the superuser, and organisation
 *   administrators with an organisation), acting on their own settings only (`default-templates`, `templates/…`).
 * - `organization`: platform administrators, and organisation administrators for the organisation that
 *   `organizationOf` resolves (from the path, the body or the resource the request names); for another
 *   organisation, or a resource that does not exist, they get 404.
 * - `organizationRows`: platform administrators see every organisation's rows; an organisation administrator
 *   only those of their own organisation (lists without an organisation in the path, such as `admin/users`:
 *   the handler filters in SQL by the caller's organisation, never after loading).
 */
export type Access<Parts extends RequestParts = RequestParts> =
  | { readonly kind: 'public' }
  | { readonly kind: 'platform' }
  | { readonly kind: 'superuser' }
  | { readonly kind: 'console' }
  | { readonly kind: 'organizationRows' }
  | {
      readonly kind: 'organization';
      organizationOf(parts: Parts, lookup: ScopeLookup): number | null | Promise<number | null>;
    };

export const publicAccess = { kind: 'public' } as const;
export const platformOnly = { kind: 'platform' } as const;
export const superuserOnly = { kind: 'superuser' } as const;
/** The signed-in console user's own settings: no other user's or organisation's data is reachable. */
export const consoleUser = { kind: 'console' } as const;

/** Lists filtered to the caller's organisation for an organisation administrator (see `organizationRows`). */
export const organizationRows = { kind: 'organizationRows' } as const;

/** Who calls: the role and organisation of the access token. */
export interface Caller {
  role: Role;
  organizationId: number | null;
}

export const isPlatformRole = (role: Role) => role === 'admin' || role === 'superuser';

/**
 * The role half of an access rule, shared by the server (403 before validation) and the console (commands and
 * routes a role may not use are left out): platform roles for `platform`, the superuser for `superuser`;
 * `organization`, `organizationRows` and `console` also admit an organisation administrator who has an
 * organisation (one without has nothing to administer). Which organisation a request touches is the server's
 * second step.
 */
export function roleMayUse(access: Access, caller: Caller): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'platform':
      return isPlatformRole(caller.role);
    case 'superuser':
      return caller.role === 'superuser';
    case 'console':
    case 'organization':
    case 'organizationRows':
      return isPlatformRole(caller.role) || (caller.role === 'org_admin' && caller.organizationId !== null);
  }
}

/** Organisation-scoped access; `organizationOf` sees the validated params, query and body. */
export function organizationScoped<Parts extends RequestParts>(
  organizationOf: (parts: Parts, lookup: ScopeLookup) => number | null | Promise<number | null>,
): Access<Parts> {
  return { kind: 'organization', organizationOf };
}

/** What a successful call answers: JSON checked by `answer`, or a file (downloads, CSV export, PDF preview). */
export type AnswerKind = 'json' | 'file';

/** The statuses of a successful answer. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * The statuses of an error answer, each `{ "detail": "…" }`. Most follow from the declaration (see
 * `errorStatuses`); a declaration lists the others it answers in `errors`.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

type Schema = z.ZodType;
type ObjectSchema = z.ZodObject;

/** The validated request parts of a declaration's schemas, as its access rule and audit record see them. */
export type PartsOf<Params, Query, Body> = RequestParts<
  Params extends ObjectSchema ? z.output<Params> : Record<string, never>,
  Query extends Schema ? z.output<Query> : Record<string, never>,
  Body extends Schema ? z.output<Body> : undefined
>;

/** What a declaration records: a change (`'change'`) or nothing. */
export type Records = AuditRecord['records'];

/** The audit record of a kind, for the request parts of a declaration. */
export type AuditRecordOf<R extends Records, Parts> = R extends 'change'
  ? RecordsChange<Parts>
  : RecordsNothing;

/**
 * A GET records nothing (`readOnly` unless given); every other method says what it records, so a new endpoint
 * that changes something cannot leave it out: `recordsNothing('…')`, or the change's target (`targetInPath`,
 * `organizationRecord`, or `{ records: 'change', target, of }`). The entry is named by the endpoint's `id`.
 */
type AuditField<M extends HttpMethod, R extends Records, Parts> = M extends 'get'
  ? { audit?: RecordsNothing }
  : { audit: AuditRecordOf<R, Parts> & { readonly records: R } };

export interface EndpointSpec<
  M extends HttpMethod,
  P extends string,
  Params extends ObjectSchema | undefined,
  Query extends Schema | undefined,
  Body extends Schema | undefined,
  Answer extends Schema | undefined,
> {
  /** Short English name for the OpenAPI document (its operationId) and the audit log's action: `users.list`. */
  id: string;
  /** One line for the OpenAPI document. */
  summary: string;
  method: M;
  /** Relative to the API base, `:name` for parameters: `admin/users/:id`. */
  path: P;
  params?: Params;
  query?: Query;
  /** JSON body. */
  body?: Body;
  /** A multipart body (uploads): the schema of its text fields; the file travels beside them as `fileField`. */
  form?: ObjectSchema;
  /** The multipart field that carries the file; `file` unless given (the logo upload uses `logo`). */
  fileField?: string;
  /** Schema of a JSON answer; absent for file answers. */
  answer?: Answer;
  answerKind?: AnswerKind;
  /**
   * The media type of a file answer as the server sends it, with its charset (`text/csv; charset=utf-8`), or
   * each of them when it depends on the file (the logo); `application/octet-stream` unless given.
   */
  fileMediaType?: string | readonly string[];
  /** Status of a successful answer; 200 unless given. */
  status?: SuccessStatus;
  /** Other successful answers, each with its own status and JSON schema (sign-in: 202 when a 2FA code is due). */
  alsoAnswers?: { readonly [S in SuccessStatus]?: Schema };
  /**
   * Error statuses beyond those that follow from the access rule and the request's parts (`errorStatuses`):
   * `[409]` where a name may be taken, `[503]` where a service behind the server may be missing.
   */
  errors?: readonly ErrorStatus[];
  /** A GET that answers 304 to a current `If-None-Match` by an ETag of its own (the logo); see `revalidate`. */
  conditional?: boolean;
  /**
   * A GET answer the browser keeps and revalidates (long lists): the server sends an `ETag` of the body with
   * `Cache-Control: private, no-cache` and `Vary: Authorization`, and answers 304 without a body when the
   * request's `If-None-Match` names it, so an unchanged list costs a round trip, not its bytes.
   */
  revalidate?: boolean;
  access: Access<PartsOf<Params, Query, Body>>;
}

/**
 * A declared endpoint; the type parameters carry its schemas to `api.call` and the server's handler, and its id
 * and what it records to the audit log's list of actions and to the handler's input (a change's transaction).
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends ObjectSchema | undefined = ObjectSchema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Answer extends Schema | undefined = Schema | undefined,
  Id extends string = string,
  Audit extends AuditRecord<never> = AuditRecord<never>,
> extends EndpointSpec<M, P, Params, Query, Body, Answer> {
  readonly id: Id;
  readonly answerKind: AnswerKind;
  readonly status: SuccessStatus;
  /** What a call records in the audit log (see `auditRecord.ts`). */
  readonly audit: Audit;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any, any, string, AuditRecord<any>>;

export function defineEndpoint<
  Id extends string,
  M extends HttpMethod,
  P extends string,
  Params extends ObjectSchema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Answer extends Schema | undefined = undefined,
  R extends Records = 'nothing',
>(
  spec: EndpointSpec<M, P, Params, Query, Body, Answer> & { id: Id } & AuditField<
      M,
      R,
      PartsOf<Params, Query, Body>
    >,
): Endpoint<M, P, Params, Query, Body, Answer, Id, AuditRecordOf<R, PartsOf<Params, Query, Body>>> {
  const { audit, ...rest } = spec as EndpointSpec<M, P, Params, Query, Body, Answer> & {
    id: Id;
    audit?: AuditRecord<PartsOf<Params, Query, Body>>;
  };
  return {
    ...rest,
    answerKind: spec.answerKind ?? 'json',
    status: spec.status ?? 200,
    audit: (audit ?? readOnly) as AuditRecordOf<R, PartsOf<Params, Query, Body>>,
  };
}

/** Whether the shape of an object schema names a field (the `organization_id` of a query). */
function namesField(schema: Schema | undefined, field: string): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && typeof shape === 'object' && field in shape;
}

/**
 * Every error status an endpoint answers, ascending: those that follow from how the server handles every
 * declaration (`server/src/http/endpoint.ts`, `app.ts`), and the endpoint's own `errors`.
 * - 401 (no or a spent token) and 403 (a role the rule refuses) on every endpoint that is not public;
 * - 404 on organisation-scoped endpoints (another organisation's resource looks missing), on every path with
 *   a parameter (no such resource), and where an `organizationRows` query names an organisation;
 * - 422 where params, query, body or form fields are validated (`{ detail, fields }`);
 * - 400 (malformed JSON, an unreadable form) where a body is read; 415 for an upload that is not multipart
 *   or not a file of the kind asked for;
 * - 413 on every method but GET: the body limit (1 MB, an upload's own) applies to whatever body comes;
 * - 500 on every endpoint: whatever breaks unexpectedly is answered `{ detail }` (and logged).
 */
export function errorStatuses(endpoint: AnyEndpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([...(endpoint.errors ?? []), 500]);
  const { kind } = endpoint.access;
  if (kind !== 'public') statuses.add(401).add(403);
  if (
    kind === 'organization' ||
    endpoint.params ||
    (kind === 'organizationRows' && namesField(endpoint.query, 'organization_id'))
  )
    statuses.add(404);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.form) statuses.add(422);
  if (endpoint.body || endpoint.form) statuses.add(400);
  if (endpoint.form) statuses.add(415);
  if (endpoint.method !== 'get') statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** Whether a GET may answer 304 Not Modified: a `revalidate` list, or a `conditional` answer of its own. */
export function answersNotModified(endpoint: AnyEndpoint): boolean {
  return endpoint.method === 'get' && (endpoint.revalidate === true || endpoint.conditional === true);
}

/** The media types of a file answer as the server sends them. */
export function fileMediaTypes(endpoint: AnyEndpoint): readonly string[] {
  const declared = endpoint.fileMediaType ?? 'application/octet-stream';
  return typeof declared === 'string' ? [declared] : declared;
}

/** The answer type of an endpoint (`unknown` for file answers). */
export type AnswerOf<E> =
  E extends Endpoint<HttpMethod, string, infer _P, infer _Q, infer _B, infer A>
    ? A extends Schema
      ? z.output<A>
      : unknown
    : never;

/** What a caller gives: path parameters, query and body, each only where the endpoint has one. */
export type CallInput<E> =
  E extends Endpoint<HttpMethod, infer P, infer _Params, infer Q, infer B, infer _A>
    ? (PathParamNames<P> extends never ? { params?: undefined } : { params: PathParams<P> }) &
        (Q extends Schema ? { query?: z.input<Q> } : { query?: undefined }) &
        (B extends Schema ? { body: z.input<B> } : { body?: FormData }) & {
          signal?: AbortSignal;
          /** Told the URL of the request as it is sent (what a first load sends is remembered, see earlyRequests.ts). */
          onSent?: (url: string) => void;
          /** `false`: no client timeout (answers that may take long to build or download end by `signal` only). */
          timeout?: false;
          /** Told the bytes of the answer received so far, as they arrive. */
          onDownloadProgress?: (receivedBytes: number) => void;
        }
    : never;

/** Fills a path's `:name` segments, each value URI-encoded; throws when one is missing. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Ontbrekende padparameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}
