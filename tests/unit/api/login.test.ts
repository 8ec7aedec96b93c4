import { describe, expect, it } from 'vitest';
import { LoginError, ServerUrlNotFoundError } from '../../../src/api/errors';
import { login } from '../../../src/api/login';
import { fakeFetch, json, text, tokens } from '../support/http';

const body = { username: 'admin', password: 'geheim' };

describe('login', () => {
  it('appends the trailing slash and posts the credentials to login', async () => {
    const set = tokens();
    const { fetch, calls } = fakeFetch(() => json(200, set));
    const result = await login(' http://localhost:8080/api ', { ...body, code: '123456' }, { fetch });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:8080/api/login',
      body: { username: 'admin', password: 'geheim', code: '123456' },
    });
    expect(result).toEqual({ kind: 'tokens', serverUrl: 'http://localhost:8080/api/', tokens: set });
  });

  it('defaults expires_in to 3600 and keeps unknown fields', async () => {
    const { fetch } = fakeFetch(() => json(200, { access_token: 'a', refresh_token: 'r', extra: 1 }));
    const result = await login('http://h/api/', body, { fetch });
    expect(result).toMatchObject({ kind: 'tokens', tokens: { expires_in: 3600, extra: 1 } });
  });

  it('202 asks for the 2FA code with the server message', async () => {
    const { fetch } = fakeFetch(() =>
      json(202, { action_required: 'provide_2fa_code_with_login', message: 'Code verstuurd naar a***@x.nl' }),
    );
    await expect(login('http://h/api/', body, { fetch })).resolves.toEqual({
      kind: 'twoFactorRequired',
      serverUrl: 'http://h/api/',
      message: 'Code verstuurd naar a***@x.nl',
    });
  });

  it('202 without a message uses the default text', async () => {
    const { fetch } = fakeFetch(() => json(202, { action_required: 'provide_2fa_code_with_login' }));
    await expect(login('http://h/api/', body, { fetch })).resolves.toMatchObject({
      message: 'Please enter the 2FA code sent to you.',
    });
  });

  it('401 raises the server detail', async () => {
    const { fetch } = fakeFetch(() => json(401, { detail: 'Invalid credentials' }));
    const error = await login('http://h/api/', body, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ message: 'Invalid credentials', status: 401 });
  });

  it('503 raises the server detail (failed to send the code)', async () => {
    const { fetch } = fakeFetch(() => json(503, { detail: 'Failed to send 2FA code' }));
    await expect(login('http://h/api/', body, { fetch })).rejects.toMatchObject({
      message: 'Failed to send 2FA code',
      status: 503,
    });
  });

  it('a failure without a message defaults to Invalid credentials', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 401 }));
    await expect(login('http://h/api/', body, { fetch })).rejects.toMatchObject({
      message: 'Invalid credentials',
    });
  });

  it('a plain-text failure raises the text', async () => {
    const { fetch } = fakeFetch(() => text(500, 'kapot'));
    await expect(login('http://h/api/', body, { fetch })).rejects.toMatchObject({
      message: 'kapot',
      status: 500,
    });
  });

  it('an empty server address is Server URL not found', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, tokens()));
    await expect(login('  ', body, { fetch })).rejects.toBeInstanceOf(ServerUrlNotFoundError);
    expect(calls).toHaveLength(0);
  });
});
