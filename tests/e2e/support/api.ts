// Direct calls to the reference server's admin API, for arranging test data that a flow needs
// (an extra account, a user to act on) without clicking through other screens.
import { expect } from '@playwright/test';
import { admin, servers } from './ports';

let cachedToken: string | undefined;

async function token(): Promise<string> {
  if (cachedToken) return cachedToken;
  const res = await fetch(`${servers.plain}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  expect(res.status, 'sign-in of the seeded superuser').toBe(200);
  cachedToken = ((await res.json()) as { access_token: string }).access_token;
  return cachedToken;
}

/** Calls `/api/{path}` on the plain server as the seeded superuser and answers the parsed JSON. */
export async function callApi<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${servers.plain}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A name no other test (or earlier run on the same server) uses. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
