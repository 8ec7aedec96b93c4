import type { Kysely } from 'kysely';
import type { LoginRequest, TokenSet } from '../../../src/api/schemas/auth';
import type { AttemptType } from '../../../src/api/schemas/loginAttempts';
import type { Database, User } from '../db/schema';
import type { AppDeps } from '../deps';
import type { ClientInfo } from '../http/clientInfo';
import { ApiError } from '../http/errors';
import { recordAttempt } from '../loginAttempts/record';
import { messages } from '../messages';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { roleOf } from './roles';
import { issueTokenSet } from './tokens';
import { CODE_MINUTES, checkCode, codeFailureReason, issueCode } from './twoFactor';

export type SignInResult = { kind: 'tokens'; tokens: TokenSet } | { kind: 'code_sent' };

/** The user whose username is exactly `login`, else whose e-mail equals it case-insensitively. */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<User | undefined> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([eb('username', '=', login), eb(eb.fn('lower', ['email']), '=', login.toLowerCase())]),
    )
    .limit(2)
    .execute();
  return rows.find((row) => row.username === login) ?? rows[0];
}

/**
 * `POST login`. Every outcome is recorded in the login-attempt log. All credential failures (unknown user,
 * wrong password, blocked user) throw the same 401 `Invalid credentials`; an unknown user still costs one
 * argon2 verify. With TWO_FACTOR=email a call without code mails a code; a call with code completes the sign-in.
 */
export async function signIn(deps: AppDeps, input: LoginRequest, client: ClientInfo): Promise<SignInResult> {
  const { db, jwtSecret, config, mailer, log } = deps;
  const user = await findUserByLogin(db, input.username);

  const record = (type: AttemptType, success: boolean, reason: string | null = null) =>
    recordAttempt(db, {
      type,
      success,
      reason,
      client,
      email: user?.email ?? input.username,
      userId: user?.id ?? null,
    });
  const reject = async (
    type: AttemptType,
    reason: string,
    detail: string = messages.auth.invalidCredentials,
  ) => {
    await record(type, false, reason);
    return new ApiError(401, detail);
  };

  if (!user) {
    await verifyDummyPassword(input.password);
    throw await reject('password_login', 'invalid_credentials');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw await reject('password_login', 'invalid_credentials');
  }
  if (!user.is_active) throw await reject('password_login', 'user_blocked');

  const subject = { id: user.id, username: user.username, role: roleOf(user) };
  if (config.twoFactor === 'off') {
    const tokens = await issueTokenSet(db, jwtSecret, config.environment, subject);
    await record('password_login', true);
    return { kind: 'tokens', tokens };
  }

  if (!input.code) {
    const code = await issueCode(db, jwtSecret, user.id);
    try {
      await mailer.send({
        to: user.email,
        subject: messages.mail.twoFactorSubject,
        text: messages.mail.twoFactorText(code, CODE_MINUTES),
      });
    } catch (error) {
      log.error(`2FA-code kon niet worden gemaild naar gebruiker ${user.id}`, error);
      await record('password_login', false, '2fa_mail_failed');
      throw new ApiError(503, messages.auth.twoFactorSendFailed);
    }
    await record('password_login', true);
    return { kind: 'code_sent' };
  }

  const check = await checkCode(db, jwtSecret, user.id, input.code);
  if (check !== 'ok') {
    throw await reject('2fa_verification', codeFailureReason[check], messages.auth.invalidTwoFactorCode);
  }
  const tokens = await issueTokenSet(db, jwtSecret, config.environment, subject);
  await record('2fa_verification', true);
  return { kind: 'tokens', tokens };
}
