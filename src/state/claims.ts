import { atom } from 'jotai/vanilla';
import { roleMayUse, type Access, type Caller } from '../api/endpoints';
import { decodeAccessClaims } from '../api/jwt';
import { sessionAtom } from './session';

/** The access token's claims, decoded without verification; null when signed out or unreadable. */
export const claimsAtom = atom((get) => {
  const current = get(sessionAtom);
  return current ? decodeAccessClaims(current.tokens.access_token) : null;
});

export const usernameAtom = atom((get) => get(claimsAtom)?.username ?? '');
export const environmentAtom = atom((get) => get(claimsAtom)?.environment ?? '');
export const roleAtom = atom((get) => get(claimsAtom)?.role ?? null);

/** Who is signed in, as the access rules see it (`roleMayUse`), with their organisation's name for the header. */
export interface CallerInfo extends Caller {
  organizationName: string | null;
}

/** The signed-in caller; null when signed out or the token carries no role. */
export const callerAtom = atom<CallerInfo | null>((get) => {
  const claims = get(claimsAtom);
  if (!claims?.role) return null;
  return {
    role: claims.role,
    organizationId: claims.organization_id ?? null,
    organizationName: claims.organization_name ?? null,
  };
});

/** The organisation an organisation administrator manages; null for everyone else. */
export const ownOrganizationAtom = atom((get) => {
  const caller = get(callerAtom);
  return caller?.role === 'org_admin' && caller.organizationId !== null
    ? { id: caller.organizationId, name: caller.organizationName ?? '' }
    : null;
});

/**
 * Whether the signed-in caller may use `access`. A token without a role (another server honouring the contract
 * need not send one) hides nothing: the server decides.
 */
export const mayUseAccess = (caller: Caller | null, access: Access) =>
  caller === null || roleMayUse(access, caller);

export const PRODUCTION_ENVIRONMENT = 'production';

export function isProductionEnvironment(environment: string): boolean {
  return environment.trim().toLowerCase() === PRODUCTION_ENVIRONMENT;
}

/** The environment name equals `production`, compared case-insensitively: the header's badge is then red. */
export const isProductionAtom = atom((get) => isProductionEnvironment(get(environmentAtom)));
