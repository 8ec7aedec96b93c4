export interface RecordedCall {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A fake `fetch` for ky: records every call and answers with the handler. */
export function fakeFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the text
    }
    const call: RecordedCall = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain' } });
}

function base64url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned-looking JWT with the given payload (the console never verifies). */
export function jwt(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export function tokens(
  claims: Record<string, unknown> = {
    sub: '1',
    username: 'admin',
    environment: 'development',
    role: 'superuser',
  },
  extra: Record<string, unknown> = {},
) {
  return {
    access_token: jwt(claims),
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 3600,
    ...extra,
  };
}

/** A promise with its resolver, to hold a fake answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
