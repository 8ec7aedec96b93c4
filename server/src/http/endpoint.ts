import { COMPRESS_FROM_BYTES } from './compressJson';
import { chooseCoding } from './contentCoding';
import { JsonSnapshot } from './jsonSnapshot';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AnyEndpoint, RequestParts } from '../../../src/api/endpoints';
import { isChangeRecord } from '../../../src/api/endpoints';
import { runChange, runStaged } from '../audit/calls';
import { entryOf } from '../audit/record';
import { assertRole, assertScope, scopeLookup } from '../auth/access';
import { currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import type { AppEnv } from './env';
import type { HandleOptions, Implementation, Implementations, Staged } from './handlers';
import { validate } from './validation';

/** The entity tags of an `If-None-Match` header, without the weak marker (compression weakens ours). */
function requestedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

/**
 * A `revalidate` endpoint's answer (its value, the JSON response a handler built itself, or a kept
 * `JsonSnapshot`): the JSON with an ETag of the body (SHA-256), per signed-in user (`Vary: Authorization`);
 * 304 without a body when the request's `If-None-Match` names it. Stored by no cache (`no-store`, as every
 * admin answer: it carries personal data), so only a client that keeps its own copy and sends its tag gets
 * the 304; a browser asks anew. Compressed here when the client takes it (a snapshot's copy is made once), so the
 * compression middleware leaves it as it is. Other responses (not 200 JSON) pass as they are.
 */
async function revalidated(c: Context<AppEnv>, result: unknown, status: number): Promise<Response> {
  let snapshot: JsonSnapshot;
  if (result instanceof JsonSnapshot) snapshot = result;
  else if (result instanceof Response) {
    if (result.status !== 200 || !/json/i.test(result.headers.get('content-type') ?? '')) return result;
    snapshot = new JsonSnapshot(await result.text());
  } else snapshot = new JsonSnapshot(JSON.stringify(result));
  const coding =
    snapshot.body.byteLength >= COMPRESS_FROM_BYTES
      ? chooseCoding(c.req.header('accept-encoding'))
      : undefined;
  const headers: Record<string, string> = {
    ETag: coding ? `W/${snapshot.etag}` : snapshot.etag,
    'Cache-Control': 'no-store',
    Vary: 'Authorization, Accept-Encoding',
  };
  const wanted = requestedTags(c.req.header('if-none-match'));
  if (wanted.includes(snapshot.etag) || wanted.includes('*')) return c.body(null, 304, headers);
  const body = coding ? await snapshot.encode(coding) : snapshot.body;
  if (coding) headers['Content-Encoding'] = coding;
  return c.body(new Uint8Array(body), status as ContentfulStatusCode, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': String(body.byteLength),
  });
}

/** Where a declaration is mounted: `/api/` + its path (Hono's `:name` syntax is the declarations'). */
export function mountPath(endpoint: AnyEndpoint): string {
  return `/api/${endpoint.path}`;
}

/** A regular expression matching the request paths of a mounted path (a trailing slash allowed). */
function pathPattern(path: string): RegExp {
  const parts = path.split(/(:[A-Za-z_][A-Za-z0-9_]*)/);
  const source = parts
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The shared 422 validation of one request part, as middleware of the app's environment. */
function check(target: 'param' | 'query' | 'json', schema: z.ZodType): MiddlewareHandler<AppEnv> {
  return validate(target, schema) as unknown as MiddlewareHandler<AppEnv>;
}

/** The validated parts of the request, as the validators of `handle` left them. */
function partsOf(c: Context<AppEnv>, endpoint: AnyEndpoint): RequestParts {
  const valid = c.req.valid.bind(c.req) as (target: string) => unknown;
  return {
    params: endpoint.params ? valid('param') : {},
    query: endpoint.query ? valid('query') : {},
    body: endpoint.body ? valid('json') : undefined,
  };
}

/** A handler as the router calls it; its input was type-checked against its declaration where it was written. */
type RouteHandler = (c: Context<AppEnv>, input: Record<string, unknown>) => unknown;

/** The handler of an implementation, whether it is staged, and its options. */
function unpack(implementation: Implementation<AnyEndpoint>): {
  handler: RouteHandler;
  staged: boolean;
  options: HandleOptions;
} {
  const withOptions = typeof implementation === 'object' && 'handler' in implementation;
  const handler = withOptions ? implementation.handler : implementation;
  const options = withOptions ? implementation.options : {};
  if (typeof handler === 'function') return { handler: handler as RouteHandler, staged: false, options };
  return { handler: (handler as Staged<AnyEndpoint>).staged as RouteHandler, staged: true, options };
}

/**
 * Registers handlers against their declarations on `app`, a group at a time: `api.implement(endpoints.users,
 * { list: …, create: … })`, one handler for each declaration of the group (the type requires every one), in
 * the order given (routes are tried in the order they are registered). Each route gets, in this order,
 * authentication and the role part of the access rule (401/403), validation of params, query and JSON body
 * (422 `{ detail, fields }`; malformed JSON 400), the organisation part of the access rule (404), the route's
 * own middleware, then the handler. For a declaration that records a change, the router makes its audit entry
 * (named by the endpoint's id, its target as the declaration reads it) and writes it: a success in the change's
 * transaction, a refusal after that rolled back (`audit/calls.ts`).
 */
export function endpointRouter(app: Hono<AppEnv>, deps: AppDeps) {
  const lookup = scopeLookup(deps.db);
  const ownBodyLimits: RegExp[] = [];
  const registered = new Set<string>();

  function handle(endpoint: AnyEndpoint, implementation: Implementation<AnyEndpoint>): void {
    const { handler, staged, options } = unpack(implementation);
    const { access, audit: record } = endpoint;
    if (registered.has(endpoint.id)) throw new Error(`${endpoint.id} is implemented twice`);
    registered.add(endpoint.id);
    const change = isChangeRecord(record) ? record : undefined;
    if (change && access.kind === 'public')
      throw new Error(`${endpoint.id} records a change without a caller`);
    if (!change && staged) throw new Error(`${endpoint.id} records no change to stage`);
    const chain: MiddlewareHandler<AppEnv>[] = [];
    if (access.kind !== 'public') {
      chain.push(async (c, next) => {
        assertRole(access, await currentUser(deps, c));
        await next();
      });
    }
    if (endpoint.params) chain.push(check('param', endpoint.params));
    if (endpoint.query) chain.push(check('query', endpoint.query));
    if (endpoint.body) chain.push(check('json', endpoint.body));
    if (access.kind === 'organization') {
      chain.push(async (c, next) => {
        await assertScope(access, c.get('user'), partsOf(c, endpoint), lookup);
        await next();
      });
    }
    chain.push(...(options.use ?? []));
    if (options.ownBodyLimit) ownBodyLimits.push(pathPattern(mountPath(endpoint)));

    /** The handler's answer; for a change, with its audit entry written. */
    const answer = async (c: Context<AppEnv>): Promise<unknown> => {
      const request = partsOf(c, endpoint);
      const input = request as unknown as Record<string, unknown>;
      Object.defineProperty(input, 'user', {
        get: () => {
          if (access.kind === 'public') throw new Error(`${endpoint.id} is public: it has no signed-in user`);
          return c.get('user');
        },
      });
      if (!change) return handler(c, input);
      const entry = entryOf(c, c.get('user'), endpoint, change, request);
      if (staged)
        return runStaged(deps, entry, (stages) => handler(c, Object.assign(input, { audit: stages })));
      return runChange(deps, entry, (trx, target) =>
        handler(c, Object.assign(input, { trx, audit: target })),
      );
    };

    const run: MiddlewareHandler<AppEnv> = async (c) => {
      const result = await answer(c);
      if (endpoint.revalidate && c.req.method === 'GET') return revalidated(c, result, endpoint.status);
      if (result instanceof Response) return result;
      if (result instanceof JsonSnapshot)
        return c.body(new Uint8Array(result.body), endpoint.status as ContentfulStatusCode, {
          'Content-Type': 'application/json',
        });
      if (endpoint.status === 204) return c.body(null, 204);
      return c.json(result as object, endpoint.status);
    };
    app.on(endpoint.method.toUpperCase(), [mountPath(endpoint)], ...chain, run);
  }

  return {
    /** Registers the handlers of one group of declarations (every one of them), in the order given. */
    implement<G extends Record<string, AnyEndpoint>>(group: G, implementations: Implementations<G>): void {
      const missing = Object.keys(group).filter((key) => !(key in implementations));
      if (missing.length > 0)
        throw new Error(`Not implemented: ${missing.map((key) => group[key]!.id).join(', ')}`);
      for (const [key, implementation] of Object.entries(implementations)) {
        const endpoint = group[key];
        if (!endpoint) throw new Error(`No declaration ${key} to implement`);
        handle(endpoint, implementation as Implementation<AnyEndpoint>);
      }
    },

    /** Whether a request path belongs to a route that sets its own body limit (`ownBodyLimit`). */
    hasOwnBodyLimit(path: string): boolean {
      return ownBodyLimits.some((pattern) => pattern.test(path));
    },
  };
}

export type EndpointRouter = ReturnType<typeof endpointRouter>;
