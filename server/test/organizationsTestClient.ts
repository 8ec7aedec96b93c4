// Small request helpers shared by the organisation, group and statistics tests.
import type { TestApp } from './harness';

export interface JsonResult<T = unknown> {
  status: number;
  body: T;
}

export function jsonClient(t: TestApp, token: () => string) {
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<JsonResult<T>> => {
    const res = await t.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    get: <T = Record<string, unknown>>(path: string) => call<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('PUT', path, body),
    del: <T = Record<string, unknown>>(path: string) => call<T>('DELETE', path),
  };
}

/**
 * What a test of organisation-scoped settings starts from: the platform administrator's client, two new
 * organisations (`names`), and a new user who administers the first (`orgAdmin`, signed in with `orgToken`).
 */
export async function twoOrganizationsWithAdmin(t: TestApp, names: readonly [string, string]) {
  const token = await t.adminToken();
  const admin = jsonClient(t, () => token);
  const create = async (name: string) =>
    (await admin.post<{ id: number }>('/api/admin/organizations', { name })).body.id;
  const orgId = await create(names[0]);
  const otherOrgId = await create(names[1]);
  const user = await t.createUser();
  await admin.post(`/api/admin/organizations/${orgId}/users/add`, { user_ids: [user.id], make_admin: true });
  const orgToken = (await t.login(user)).access_token;
  return { token, admin, orgId, otherOrgId, orgToken, orgAdmin: jsonClient(t, () => orgToken) };
}
