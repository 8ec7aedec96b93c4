import type { KyInstance, Options as KyOptions } from 'ky';
import type { z } from 'zod';
import { messages } from '../messages';
import { ApiError, AuthenticationError, ServerUrlNotFoundError } from './errors';
import { buildPath, endpoints, type AnswerOf, type AnyEndpoint, type CallInput } from './endpoints';
import { createHttp, readJson, responseErrorText, type HttpOptions } from './http';
import { tokenSet } from './schemas/auth';
import { isExpired, type Session } from './session';
import { sessionFromTokens } from './tokens';

export type SearchParams = Record<string, string | number | boolean | undefined | null>;

export interface TransportOptions {
  /** JSON body. */
  json?: unknown;
  /** Raw body (FormData for uploads). */
  body?: BodyInit;
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** Told the URL of the request as it is sent. */
  onSent?: (url: string) => void;
  /** `false`: no client timeout; the request ends by its answer or by `signal`. */
  timeout?: false;
  /** Told the bytes of the answer received so far. */
  onDownloadProgress?: (receivedBytes: number) => void;
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> extends TransportOptions {
  /** zod schema for the answer (use loose objects: unknown fields are kept). Without one the answer is `unknown`. */
  schema?: S;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface ApiClientOptions extends HttpOptions {
  getSession(): Session | null;
  setSession(session: Session | null): void;
  /** Called after a 401 or a failed refresh, once the session has been cleared. */
  onAuthError?: (error: AuthenticationError) => void;
  now?: () => number;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiClient {
  /**
   * Calls a declared endpoint (`src/api/endpoints`): path parameters filled in, query and JSON body typed by
   * its schemas, the answer checked by its answer schema. `api.call(endpoints.users.block, { params: { id } })`.
   */
  call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>>;
  /** The authorised response of a file endpoint (downloads, CSV export), for its blob and Content-Disposition. */
  file<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): Promise<Response>;
  request<S extends z.ZodType | undefined = undefined>(
    method: Method,
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Parsed<S>>;
  get<S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Parsed<S>>;
  post<S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Parsed<S>>;
  put<S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Parsed<S>>;
  delete<S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Parsed<S>>;
  /** The authorised response itself, for downloads (blob plus Content-Disposition). Errors as for `request`. */
  response(method: Method, path: string, options?: TransportOptions): Promise<Response>;
  /** Obtains a new token set with the refresh token; concurrent callers share one refresh. */
  refresh(): Promise<Session>;
}

function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * The one API client. Base URL and tokens come from the session; an expired access token is refreshed
 * before the call; 401 and a failed refresh clear the session and raise `Authentication failed`; other
 * non-OK answers raise an `ApiError` carrying the server's message and status.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = createHttp(options);
  const now = options.now ?? Date.now;
  let refreshing: Promise<Session> | null = null;

  function authenticationFailed(cause?: unknown): AuthenticationError {
    options.setSession(null);
    const error = new AuthenticationError(messages.errors.authenticationFailed, { cause });
    options.onAuthError?.(error);
    return error;
  }

  async function doRefresh(): Promise<Session> {
    const current = options.getSession();
    if (!current?.serverUrl) throw new ServerUrlNotFoundError();
    let response: Response;
    try {
      response = await http.post(endpoints.auth.refresh.path, {
        prefixUrl: current.serverUrl,
        headers: { Authorization: `Bearer ${current.tokens.refresh_token}` },
      });
    } catch (cause) {
      throw authenticationFailed(cause);
    }
    if (!response.ok) throw authenticationFailed(await responseErrorText(response));
    let parsed;
    try {
      parsed = tokenSet.safeParse(await readJson(response));
    } catch (cause) {
      throw authenticationFailed(cause);
    }
    if (!parsed.success) throw authenticationFailed(parsed.error);
    const next = sessionFromTokens(current.serverUrl, parsed.data, now());
    options.setSession(next);
    return next;
  }

  function refresh(): Promise<Session> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function validSession(): Promise<Session> {
    const current = options.getSession();
    if (!current?.serverUrl) throw new ServerUrlNotFoundError();
    return isExpired(current, now()) ? refresh() : current;
  }

  async function response(method: Method, path: string, request: TransportOptions = {}): Promise<Response> {
    const current = await validSession();
    const kyOptions: KyOptions = {
      method,
      prefixUrl: current.serverUrl,
      headers: { Authorization: `Bearer ${current.tokens.access_token}`, Accept: 'application/json' },
      searchParams: cleanSearchParams(request.searchParams),
      signal: request.signal,
    };
    const onSent = request.onSent;
    if (onSent) kyOptions.hooks = { beforeRequest: [(sent) => onSent(sent.url)] };
    if (request.timeout === false) kyOptions.timeout = false;
    const onProgress = request.onDownloadProgress;
    if (onProgress) kyOptions.onDownloadProgress = (progress) => onProgress(progress.transferredBytes);
    if (request.json !== undefined) kyOptions.json = request.json;
    else if (request.body !== undefined) kyOptions.body = request.body;
    let answer: Response;
    try {
      answer = await http(relative(path), kyOptions);
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError(cause instanceof Error ? cause.message : messages.errors.unknown, 0, { cause });
    }
    if (answer.status === 401) throw authenticationFailed(await responseErrorText(answer));
    if (!answer.ok) throw new ApiError(await responseErrorText(answer), answer.status);
    return answer;
  }

  async function request<S extends z.ZodType | undefined = undefined>(
    method: Method,
    path: string,
    options: RequestOptions<S> = {},
  ): Promise<Parsed<S>> {
    const answer = await response(method, path, options);
    let body: unknown;
    try {
      body = await readJson(answer);
    } catch (cause) {
      // Aborted while the answer downloads: an abort, not a broken answer.
      if (options.signal?.aborted) throw cause;
      throw new ApiError(messages.errors.unexpectedResponse, answer.status, { cause });
    }
    if (!options.schema) return body as Parsed<S>;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError(messages.errors.unexpectedResponse, answer.status, { cause: parsed.error });
    return parsed.data as Parsed<S>;
  }

  function transport(endpoint: AnyEndpoint, input: CallInput<AnyEndpoint>): [string, TransportOptions] {
    const given = input as { params?: Record<string, string | number>; query?: unknown; body?: unknown };
    const options: TransportOptions = {};
    if (given.query) options.searchParams = given.query as SearchParams;
    if (given.body instanceof FormData) options.body = given.body;
    else if (given.body !== undefined) options.json = given.body;
    if (input.signal) options.signal = input.signal;
    if (input.onSent) options.onSent = input.onSent;
    if (input.timeout === false) options.timeout = false;
    if (input.onDownloadProgress) options.onDownloadProgress = input.onDownloadProgress;
    return [buildPath(endpoint.path, given.params), options];
  }

  return {
    call: (endpoint, input) => {
      const [path, options] = transport(endpoint, input as CallInput<AnyEndpoint>);
      return request(endpoint.method, path, { ...options, schema: endpoint.answer }) as Promise<
        AnswerOf<typeof endpoint>
      >;
    },
    file: (endpoint, input) => {
      const [path, options] = transport(endpoint, input as CallInput<AnyEndpoint>);
      return response(endpoint.method, path, options);
    },
    request,
    get: (path, o) => request('get', path, o),
    post: (path, o) => request('post', path, o),
    put: (path, o) => request('put', path, o),
    delete: (path, o) => request('delete', path, o),
    response,
    refresh,
  };
}
