import type { Context, MiddlewareHandler } from 'hono';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AnswerOf, AnyEndpoint, Endpoint, HttpMethod, RecordsChange } from '../../../src/api/endpoints';
import type { AuditStages } from '../audit/calls';
import type { AuditTarget } from '../audit/record';
import type { Database } from '../db/schema';
import type { AppEnv, AuthUser } from './env';
import type { JsonSnapshot } from './jsonSnapshot';

type Out<S, Absent> = S extends z.ZodType ? z.output<S> : Absent;

/** What every handler gets: the validated params, query and body of its declaration, and the signed-in user. */
export type RequestInput<E> =
  E extends Endpoint<HttpMethod, string, infer Params, infer Query, infer Body, infer _Answer>
    ? {
        params: Out<Params, Record<string, never>>;
        query: Out<Query, Record<string, never>>;
        body: Out<Body, undefined>;
        /** The signed-in user; reading it on a public endpoint is a programming error (it throws). */
        user: AuthUser;
      }
    : never;

/** Whether an endpoint's declaration records a change in the audit log. */
export type RecordsChangeOf<E> = E extends { audit: RecordsChange<never> } ? true : false;

/** What the handler of a change gets besides the request: it runs inside the change's transaction. */
export interface ChangeInput {
  /** The change's transaction; it ends with the audit entry, so both are committed or neither. */
  trx: Transaction<Database>;
  /** The entry's target as the declaration read it from the request; the handler completes it (a new id). */
  audit: AuditTarget;
}

/** A handler's input: the request, and for a change its transaction and audit target. */
export type HandlerInput<E> = RequestInput<E> & (RecordsChangeOf<E> extends true ? ChangeInput : unknown);

/**
 * A handler answers the declared answer (sent as JSON with the declared status) or a finished `Response`; a
 * handler may answer a `JsonSnapshot` of it (a list kept per version, `jsonSnapshot.ts`), which a `revalidate`
 * endpoint sends with the snapshot's ETag and compressed copies.
 */
type Answered<E> = AnswerOf<E> | Response | JsonSnapshot;
type Handler<E, Input> = (c: Context<AppEnv>, input: Input) => Answered<E> | Promise<Answered<E>>;

export type EndpointHandler<E> = Handler<E, HandlerInput<E>>;

/** The handler of a change that does work outside its transaction, recording it through `AuditStages`. */
export type StagedHandler<E> = Handler<E, RequestInput<E> & { audit: AuditStages }>;

export interface Staged<E> {
  readonly staged: StagedHandler<E>;
}

/**
 * A change whose handler stages it: reads an upload or asks a model before the transaction, mails or removes
 * files after it, or refuses before it without recording (`audit.refusals` decides what is recorded).
 */
export const staged = <E>(handler: StagedHandler<E>): Staged<E> => ({ staged: handler });

export interface HandleOptions {
  /** Middleware run after the access rule and validation, right before the handler (an upload's body limit). */
  use?: MiddlewareHandler<AppEnv>[];
  /** The route sets its own body limit in `use`, so the app-wide default limit lets it pass. */
  ownBodyLimit?: boolean;
}

/** How a change may be handled: inside its transaction, or staged. */
type ChangeHandler<E> = EndpointHandler<E> | Staged<E>;

type RouteHandler<E> = RecordsChangeOf<E> extends true ? ChangeHandler<E> : EndpointHandler<E>;

/** One endpoint's implementation: its handler, with options where the route needs them. */
export type Implementation<E> = RouteHandler<E> | { handler: RouteHandler<E>; options: HandleOptions };

/** The handlers of a group of declarations, one for each: leaving one out is a type error. */
export type Implementations<G extends Record<string, AnyEndpoint>> = {
  [K in keyof G]: Implementation<G[K]>;
};
