import { sessionAtom } from '../../../src/state/session';
import type { Store } from '../../../src/state/store';
import { SERVER } from '../support/ctx';
import { tokens } from '../support/http';

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

/**
 * Signs the context in as another administrator (`sub`) than the default one, user 1: the shared rules refuse
 * blocking or deleting one's own account, so tests that act on user 1 sign in as someone else.
 */
export function signInAs(store: Store, sub: string, role = 'superuser') {
  const session = store.get(sessionAtom);
  if (!session) throw new Error('niet aangemeld');
  store.set(sessionAtom, {
    ...session,
    tokens: tokens({ sub, username: 'beheerder', environment: 'test', role }),
  });
}
