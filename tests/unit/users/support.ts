import { SERVER } from '../support/ctx';

export function userJson(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@voorbeeld.nl`,
    level: 'Lite',
    is_admin: false,
    is_active: true,
    is_org_admin: false,
    organization_id: null,
    organization_name: null,
    created_at: '2026-01-15T09:30:00Z',
    ...extra,
  };
}

/** The path of a recorded call, relative to the API base. */
export const pathOf = (url: string) => url.slice(SERVER.length);
