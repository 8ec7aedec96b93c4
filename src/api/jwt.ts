import { accessClaims, type AccessClaims } from './schemas/auth';

/** Decodes base64url (no padding needed) to a UTF-8 string. Throws on malformed input. */
export function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload of the access token without verifying it (the server verifies; the console only
 * displays username, environment and role). Null when the token is not a readable JWT.
 */
export function decodeAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = accessClaims.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
