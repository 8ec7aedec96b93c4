import { describe, expect, it } from 'vitest';
import { decodeAccessClaims } from '../../../src/api/jwt';
import { normalizeServerUrl, servedApiBase } from '../../../src/api/serverUrl';
import {
  isExpired,
  LAST_SERVER_URL_KEY,
  parseSession,
  readLastServerUrl,
  readSession,
  SESSION_KEY,
  writeLastServerUrl,
  writeSession,
} from '../../../src/api/session';
import { sessionFromTokens } from '../../../src/api/tokens';
import { jwt, tokens } from '../support/http';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('server address', () => {
  it.each([
    ['http://localhost:8080/api', 'http://localhost:8080/api/'],
    ['http://localhost:8080/api/', 'http://localhost:8080/api/'],
    ['  https://x.nl/api  ', 'https://x.nl/api/'],
    ['', ''],
  ])('normalizes %j to %j', (input, output) => {
    expect(normalizeServerUrl(input)).toBe(output);
  });

  it('resolves the served meta tag against the page address', () => {
    const doc = new DOMParser().parseFromString(
      '<html><head><meta name="werkbank-api-base" content="/api/"></head></html>',
      'text/html',
    );
    expect(servedApiBase(doc, 'http://localhost:8080/users/5')).toBe('http://localhost:8080/api/');
  });

  it('is empty without the meta tag', () => {
    const doc = new DOMParser().parseFromString('<html><head></head></html>', 'text/html');
    expect(servedApiBase(doc, 'http://localhost:8080/')).toBe('');
  });
});

describe('session storage', () => {
  it('stores expiry = now + expires_in seconds and reads it back', () => {
    const storage = memoryStorage();
    const session = sessionFromTokens('http://h/api/', { ...tokens(), expires_in: 60 }, 1000);
    expect(session.expiresAt).toBe(61_000);
    writeSession(storage, session);
    expect(JSON.parse(storage.data.get(SESSION_KEY)!)).toEqual(session);
    expect(readSession(storage)).toEqual(session);
    writeSession(storage, null);
    expect(storage.data.has(SESSION_KEY)).toBe(false);
  });

  it('is expired at and after the expiry time', () => {
    const session = sessionFromTokens('http://h/api/', tokens(), 0);
    expect(isExpired(session, 3600_000 - 1)).toBe(false);
    expect(isExpired(session, 3600_000)).toBe(true);
  });

  it.each(['not json', '{}', '{"serverUrl":"x","expiresAt":1,"tokens":{"access_token":"a"}}', 'null', '[]'])(
    'treats %j as no session',
    (raw) => {
      expect(parseSession(raw)).toBeNull();
    },
  );

  it('keeps the last server URL separately', () => {
    const storage = memoryStorage();
    expect(readLastServerUrl(storage)).toBe('');
    writeLastServerUrl(storage, 'http://h/api/');
    expect(storage.data.get(LAST_SERVER_URL_KEY)).toBe('http://h/api/');
    expect(readLastServerUrl(storage)).toBe('http://h/api/');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSession(broken)).toBeNull();
    expect(() => writeSession(broken, null)).not.toThrow();
    expect(readLastServerUrl(broken)).toBe('');
  });
});

describe('access token claims', () => {
  it('decodes the payload (base64url, UTF-8) without verification', () => {
    const token = jwt({ sub: '7', username: 'jöran', environment: 'Production', role: 'admin', exp: 1 });
    expect(decodeAccessClaims(token)).toEqual({
      sub: '7',
      username: 'jöran',
      environment: 'Production',
      role: 'admin',
      exp: 1,
    });
  });

  it('defaults the environment to empty', () => {
    expect(decodeAccessClaims(jwt({ username: 'a' }))?.environment).toBe('');
  });

  it.each(['', 'abc', 'a.!!!.c', `a.${btoa('{"no":"username"}')}.c`])('returns null for %j', (token) => {
    expect(decodeAccessClaims(token)).toBeNull();
  });
});
