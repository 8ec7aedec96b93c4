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
