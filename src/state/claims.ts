import { atom } from 'jotai/vanilla';
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

export const PRODUCTION_ENVIRONMENT = 'production';

export function isProductionEnvironment(environment: string): boolean {
  return environment.trim().toLowerCase() === PRODUCTION_ENVIRONMENT;
}

/** The environment name equals `production`, compared case-insensitively (spec 2: red badge). */
export const isProductionAtom = atom((get) => isProductionEnvironment(get(environmentAtom)));
