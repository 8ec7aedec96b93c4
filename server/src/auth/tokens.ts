import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { Role, TokenSet } from '../../../src/api/schemas/auth';
import { DEFAULT_EXPIRES_IN } from '../../../src/api/schemas/auth';
import type { Database } from '../db/schema';

export const ACCESS_TOKEN_SECONDS = DEFAULT_EXPIRES_IN;
export const REFRESH_TOKEN_DAYS = 30;
const ISSUER = 'werkbank';
/** The `typ` claim of access tokens; refresh tokens are opaque random strings and never JWTs. */
const ACCESS_TYPE = 'access';

export interface AccessSubject {
  id: number;
  username: string;
  role: Role;
  /** The user's organisation, for the console (an organisation administrator's scope). */
  organization?: { id: number; name: string } | null;
}

export async function signAccessToken(
  secret: Uint8Array,
  subject: AccessSubject,
  environment: string,
  sessionId: string,
): Promise<string> {
  return new SignJWT({
    sid: sessionId,
    username: subject.username,
    environment,
    role: subject.role,
    organization_id: subject.organization?.id ?? null,
    organization_name: subject.organization?.name ?? null,
    typ: ACCESS_TYPE,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The user and session of a valid, unexpired access token, or null. A token must carry `exp`, `iat`, `sub`
 * and `sid`: one signed without an expiry, even with the real secret, would be valid forever and is refused;
 * one issued longer ago than an access token lives is refused whatever its `exp` says; one without a session
 * (issued before sessions existed) is refused, and the console refreshes it into one.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      maxTokenAge: ACCESS_TOKEN_SECONDS,
    });
    const { sub, sid } = payload;
    if (payload.typ !== ACCESS_TYPE || typeof sub !== 'string' || !/^\d+$/.test(sub)) return null;
    if (typeof sid !== 'string' || !UUID.test(sid)) return null;
    return { userId: Number(sub), sessionId: sid };
  } catch {
    return null;
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stores a new refresh token of the session (its family) and signs an access token of it with the user's role
 * and organisation as they are now. The refresh token lives 30 days, never past the session's end. Call inside
 * the transaction that also consumes the previous refresh token, if any.
 */
export async function issueTokenSet(
  db: Kysely<Database>,
  secret: Uint8Array,
  environment: string,
  subject: AccessSubject,
  session: { id: string; expiresAt: Date },
): Promise<TokenSet> {
  const refreshToken = randomBytes(32).toString('base64url');
  const organization = await db
    .selectFrom('users as u')
    .innerJoin('organizations as o', 'o.id', 'u.organization_id')
    .select(['o.id', 'o.name'])
    .where('u.id', '=', subject.id)
    .executeTakeFirst();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: subject.id,
      family_id: session.id,
      token_hash: hashRefreshToken(refreshToken),
      expires_at: new Date(
        Math.min(Date.now() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000, session.expiresAt.getTime()),
      ),
    })
    .execute();
  return {
    access_token: await signAccessToken(
      secret,
      { ...subject, organization: organization ?? null },
      environment,
      session.id,
    ),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}
