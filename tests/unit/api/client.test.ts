import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../../src/api/client';
import { ApiError, AuthenticationError, ServerUrlNotFoundError } from '../../../src/api/errors';
import type { Session } from '../../../src/api/session';
import { deferred, fakeFetch, json, text, tokens, type Handler } from '../support/http';

const SERVER = 'http://localhost:8080/api/';
const NOW = 1_700_000_000_000;

function setup(handler: Handler, session: Session | null = fresh()) {
  let current = session;
  const onAuthError = vi.fn();
  const { fetch, calls } = fakeFetch(handler);
  let now = NOW;
  const client = createApiClient({
    fetch,
    now: () => now,
    getSession: () => current,
    setSession: (value) => {
      current = value;
    },
    onAuthError,
  });
  return {
    client,
    calls,
    onAuthError,
    session: () => current,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function fresh(expiresAt = NOW + 3600_000): Session {
  return { serverUrl: SERVER, tokens: { ...tokens(), access_token: 'access-1' }, expiresAt };
}

const users = z.looseObject({ users: z.array(z.looseObject({ id: z.number() })) });

describe('createApiClient', () => {
  let answer: Handler;
  beforeEach(() => {
    answer = (call) => {
      if (call.url.endsWith('/refresh'))
        return json(200, { ...tokens(), access_token: 'access-2', refresh_token: 'refresh-2' });
      return json(200, { users: [{ id: 1, extra: 'kept' }] });
    };
  });

  it('sends the bearer token to a path relative to the server address and parses with zod (unknown fields kept)', async () => {
    const { client, calls } = setup(answer);
    const result = await client.get('admin/users', {
      schema: users,
      searchParams: { q: 'x', skip: undefined },
    });
    expect(result.users[0]).toEqual({ id: 1, extra: 'kept' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${SERVER}admin/users?q=x`,
      authorization: 'Bearer access-1',
    });
  });

  it('accepts a leading slash on paths without escaping the base', async () => {
    const { client, calls } = setup(answer);
    await client.get('/admin/users');
    expect(calls[0]!.url).toBe(`${SERVER}admin/users`);
  });

  it('sends JSON bodies', async () => {
    const { client, calls } = setup(answer);
    await client.post('admin/organizations', { json: { name: 'Acme' } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Acme' } });
  });

  it('does not refresh before the expiry time', async () => {
    const { client, calls, advance } = setup(answer);
    advance(3600_000 - 1);
    await client.get('admin/users');
    expect(calls.map((c) => c.url)).toEqual([`${SERVER}admin/users`]);
  });

  it('refreshes first at or after the expiry time, with the refresh token, and stores the new session', async () => {
    const { client, calls, advance, session } = setup(answer);
    advance(3600_000);
    await client.get('admin/users');
    expect(calls.map((c) => [c.url, c.authorization])).toEqual([
      [`${SERVER}refresh`, 'Bearer refresh-1'],
      [`${SERVER}admin/users`, 'Bearer access-2'],
    ]);
    expect(session()?.tokens.refresh_token).toBe('refresh-2');
    expect(session()?.expiresAt).toBe(NOW + 3600_000 + 3600_000);
  });

  it('uses 3600 s when the refreshed token set has no expires_in', async () => {
    const { client, advance, session } = setup((call) =>
      call.url.endsWith('/refresh') ? json(200, { access_token: 'a', refresh_token: 'r' }) : json(200, {}),
    );
    advance(3600_000);
    await client.get('x');
    expect(session()?.expiresAt).toBe(NOW + 3600_000 + 3600_000);
  });

  it('shares one refresh among parallel calls', async () => {
    const gate = deferred<void>();
    const { client, calls, advance } = setup(async (call) => {
      if (call.url.endsWith('/refresh')) {
        await gate.promise;
        return json(200, { ...tokens(), access_token: 'access-2' });
      }
      return json(200, {});
    });
    advance(4000_000);
    const all = Promise.all([client.get('a'), client.get('b'), client.get('c')]);
    await new Promise((r) => setTimeout(r, 10));
    gate.resolve();
    await all;
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(calls.filter((c) => !c.url.endsWith('/refresh')).map((c) => c.authorization)).toEqual([
      'Bearer access-2',
      'Bearer access-2',
      'Bearer access-2',
    ]);
  });

  it('a failed refresh clears the session and raises Authentication failed', async () => {
    const { client, calls, advance, session, onAuthError } = setup(() =>
      json(401, { detail: 'Invalid token' }),
    );
    advance(3600_000);
    await expect(client.get('admin/users')).rejects.toThrow(new AuthenticationError('Authentication failed'));
    expect(calls).toHaveLength(1);
    expect(session()).toBeNull();
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('401 raises Authentication failed, clears the session and calls onAuthError', async () => {
    const { client, session, onAuthError } = setup(() => json(401, { detail: 'Invalid token' }));
    const error = await client.get('admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as Error).message).toBe('Authentication failed');
    expect(session()).toBeNull();
    expect(onAuthError).toHaveBeenCalledWith(error);
  });

  it('other errors raise ApiError with the JSON detail and the status', async () => {
    const { client, session } = setup(() => json(403, { detail: 'Onvoldoende rechten' }));
    const error = await client.get('admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Onvoldoende rechten', status: 403 });
    expect(session()).not.toBeNull();
  });

  it('other errors without a JSON detail raise the response text', async () => {
    const { client } = setup(() => text(500, 'Internal Server Error\n'));
    await expect(client.get('admin/users')).rejects.toMatchObject({
      message: 'Internal Server Error',
      status: 500,
    });
  });

  it('JSON error bodies without a detail string raise their text', async () => {
    const { client } = setup(() => json(422, { error: 'bad' }));
    await expect(client.get('x')).rejects.toMatchObject({ message: '{"error":"bad"}', status: 422 });
  });

  it('an empty error body raises the status line', async () => {
    const { client } = setup(() => new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await expect(client.get('x')).rejects.toMatchObject({ message: '502 Bad Gateway', status: 502 });
  });

  it('an answer that does not match the schema is an ApiError', async () => {
    const { client } = setup(() => json(200, { users: 'nope' }));
    await expect(client.get('admin/users', { schema: users })).rejects.toBeInstanceOf(ApiError);
  });

  it('an empty 204 answer reads as null', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('admin/users/1')).resolves.toBeNull();
  });

  it('without a session there is no server address: Server URL not found, no call made', async () => {
    const { client, calls } = setup(answer, null);
    const error = await client.get('admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerUrlNotFoundError);
    expect((error as Error).message).toBe('Server URL not found');
    expect(calls).toHaveLength(0);
  });

  it('network failures become an ApiError with status 0', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Failed to fetch',
    });
  });

  it('a call with `timeout: false` waits for a slow answer that the client timeout would end', async () => {
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return json(200, { users: [] });
    };
    const { fetch } = fakeFetch(slow);
    const session = fresh(Date.now() + 3600_000);
    const client = createApiClient({
      fetch,
      timeoutMs: 20,
      getSession: () => session,
      setSession: () => undefined,
    });
    await expect(client.get('admin/users')).rejects.toMatchObject({ status: 0 });
    await expect(client.get('admin/users', { timeout: false })).resolves.toEqual({ users: [] });
  });

  it('an abort while the answer downloads is an abort, not a broken answer', async () => {
    const controller = new AbortController();
    // As a browser's fetch: the body ends with the abort of its request.
    const { client } = setup(
      () =>
        new Response(
          new ReadableStream({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('{"users": ['));
              controller.signal.addEventListener('abort', () => stream.error(controller.signal.reason));
              setTimeout(() => controller.abort(), 10);
            },
          }),
        ),
    );
    await expect(client.get('admin/users', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
