import { describe, expect, it } from 'vitest';
import { LoginError, ServerUrlNotFoundError } from '../../../src/api/errors';
import { login } from '../../../src/api/login';
import { fakeFetch, json, text, tokens } from '../support/http';

const body = { username: 'admin', password: 'geheim' };

const html = (status: number, page: string) =>
  new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

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

  it('a Werkbank error answer of another status is a refusal with its detail (a wait)', async () => {
    const { fetch } = fakeFetch(() => json(429, { detail: 'Te veel mislukte inlogpogingen.' }));
    await expect(login('http://h/api/', body, { fetch })).rejects.toMatchObject({
      message: 'Te veel mislukte inlogpogingen.',
      status: 429,
      failure: 'refused',
    });
  });

  it('an address where nothing answers is unreachable, not refused credentials', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await login('http://h/api', body, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({
      failure: 'unreachable',
      status: 0,
      message:
        'De server op http://h/api/ is niet bereikbaar of antwoordt niet. Controleer het serveradres en je verbinding, en probeer het opnieuw.',
    });
  });

  it('a server that keeps silent past the time limit is unreachable', async () => {
    const { fetch } = fakeFetch(() => new Promise<Response>(() => undefined));
    await expect(login('http://h/api/', body, { fetch, timeoutMs: 20 })).rejects.toMatchObject({
      failure: 'unreachable',
    });
  });

  it('a gateway without an answer from behind it (502, 503, 504 without detail) is unreachable', async () => {
    for (const status of [502, 503, 504]) {
      const { fetch } = fakeFetch(() => html(status, '<h1>Bad Gateway</h1>'));
      await expect(login('http://h/api/', body, { fetch })).rejects.toMatchObject({
        failure: 'unreachable',
        status,
      });
    }
  });

  it('an address that is not a Werkbank API says so: an HTML page, a 404 or 405, a plain-text error', async () => {
    const notWerkbank =
      'Op https://www.voorbeeld.nl/ is geen Werkbank-server gevonden. Controleer het serveradres: het is het adres van de API, meestal eindigend op /api/.';
    const answers = [
      () => html(200, '<!doctype html><title>Voorbeeld</title>'),
      () => html(404, '<h1>Not Found</h1>'),
      // The Werkbank server's own 404 (the address without /api/) has a detail: still no login call there.
      () => json(404, { detail: 'Niet gevonden' }),
      () => new Response(null, { status: 405 }),
      () => text(500, 'kapot'),
      () => json(200, { hello: 'world' }),
    ];
    for (const answer of answers) {
      const { fetch } = fakeFetch(answer);
      await expect(login('https://www.voorbeeld.nl', body, { fetch })).rejects.toMatchObject({
        failure: 'notWerkbank',
        message: notWerkbank,
      });
    }
  });

  it('refused credentials are refused, also as a 401 or 403 without a Werkbank body', async () => {
    for (const answer of [
      () => json(401, { detail: 'Invalid credentials' }),
      () => html(401, '<h1>Unauthorized</h1>'),
      () => new Response(null, { status: 403 }),
    ]) {
      const { fetch } = fakeFetch(answer);
      await expect(login('http://h/api/', body, { fetch })).rejects.toMatchObject({ failure: 'refused' });
    }
  });

  it('an empty server address is Server URL not found', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, tokens()));
    await expect(login('  ', body, { fetch })).rejects.toBeInstanceOf(ServerUrlNotFoundError);
    expect(calls).toHaveLength(0);
  });
});
