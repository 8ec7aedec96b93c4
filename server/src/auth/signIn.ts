import type { Kysely } from 'kysely';
import type { LoginRequest, TokenSet } from '../../../src/api/schemas/auth';
import type { AttemptType } from '../../../src/api/schemas/loginAttempts';
import type { Database, User } from '../db/schema';
import type { AppDeps } from '../deps';
import type { ClientInfo } from '../http/clientInfo';
import { ApiError } from '../http/errors';
import { awaitDelivery, queueMail } from '../jobs/mail';
import { recordAttempt } from '../loginAttempts/record';
import { messages } from '../messages';
import type { ThrottleKey } from '../throttle/throttle';
import {
  accountKey,
  admit,
  forgive,
  ipKey,
  loginKey,
  recordFailure,
  takeMail,
  tooManyRequests,
  twoFactorKey,
} from '../throttle/throttle';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { roleOf } from './roles';
import { startSession } from './sessions';
import { issueTokenSet, type AccessSubject } from './tokens';
import { CODE_MINUTES, checkCode, codeFailureReason, issueCode } from './twoFactor';

export type SignInResult = { kind: 'tokens'; tokens: TokenSet } | { kind: 'code_sent' };

/** Reasons written to the login-attempt log for a refused (throttled) try. */
export const throttleReason = {
  account: 'throttled_account',
  login: 'throttled_account',
  ip: 'throttled_ip',
  two_factor: 'throttled_2fa',
  mail: '2fa_mail_limit',
} as const;

/** A new session for the signed-in user and its first token set, together. */
function openSession(deps: AppDeps, subject: AccessSubject, client: ClientInfo): Promise<TokenSet> {
  return deps.db.transaction().execute(async (trx) => {
    const session = await startSession(trx, subject.id, client, deps.config.sessions);
    return issueTokenSet(trx, deps.jwtSecret, deps.config.environment, subject, session);
  });
}

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
 * argon2 verify. Before any hash, the try is admitted by the throttle of the account (or of the typed login
 * when it names none) and of the client address, else refused with 429 and `Retry-After`; a right password
 * starts the account's count over and leaves the address's as it was, and a wrong one from an address beyond
 * its free failures is answered with the address's new wait (429) instead of 401 (`throttle/address.ts`).
 * With TWO_FACTOR=email a call without code mails a code (at most a few an
 * hour, delivered through the job queue: answered once the first delivery attempt is done, 503 when it failed,
 * the retries following); a call with code completes the sign-in, with wrong codes counted per account across codes.
 */
export async function signIn(deps: AppDeps, input: LoginRequest, client: ClientInfo): Promise<SignInResult> {
  const { db, jwtSecret, config, log } = deps;
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

  const account = user ? accountKey(user.id) : loginKey(input.username);
  const address = client.ip ? ipKey(client.ip) : undefined;
  const passwordKeys: ThrottleKey[] = address ? [account, address] : [account];
  const admission = await admit(db, passwordKeys);
  if (!admission.ok) {
    await record('password_login', false, throttleReason[admission.scope]);
    throw tooManyRequests(admission.retryAfter, messages.auth.throttled);
  }
  // A wrong password: admission counted it; the address dates its last failure from it and, beyond its free
  // failures, waits.
  const wrongPassword = async () => {
    const wait = address ? await recordFailure(db, address) : null;
    if (wait === null) return reject('password_login', 'invalid_credentials');
    await record('password_login', false, throttleReason.ip);
    return tooManyRequests(wait, messages.auth.throttled);
  };

  if (!user) {
    await verifyDummyPassword(input.password);
    throw await wrongPassword();
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw await wrongPassword();
  }
  // The right password: the account's count starts over and the address gets its try back, also when the
  // account turns out blocked or a 2FA code still has to follow (guessing codes has its own count).
  await Promise.all(passwordKeys.map((key) => forgive(db, key, admission.hold)));
  if (!user.is_active) throw await reject('password_login', 'user_blocked');

  const subject = { id: user.id, username: user.username, role: roleOf(user) };
  if (config.twoFactor === 'off') {
    const tokens = await openSession(deps, subject, client);
    await record('password_login', true);
    return { kind: 'tokens', tokens };
  }

  if (!input.code) {
    const allowance = await takeMail(db, user.id);
    if (!allowance.ok) {
      await record('password_login', false, throttleReason.mail);
      throw tooManyRequests(allowance.retryAfter, messages.auth.mailLimited);
    }
    // The code and its mail commit together; a worker delivers it (retried while the mail server refuses).
    const outboxId = await db.transaction().execute(async (trx) => {
      const { code, codeId } = await issueCode(trx, jwtSecret, user.id);
      return queueMail(deps, trx, {
        kind: 'two_factor_code',
        userId: user.id,
        username: user.username,
        to: user.email,
        subject: messages.mail.twoFactorSubject,
        text: messages.mail.twoFactorText(code, CODE_MINUTES),
        twoFactorCodeId: codeId,
      });
    });
    if ((await awaitDelivery(deps, outboxId)) === 'failed') {
      log.error(
        `2FA-code kon (nog) niet worden gemaild naar gebruiker ${user.id}; volgt bij een nieuwe poging`,
      );
      await record('password_login', false, '2fa_mail_failed');
      throw new ApiError(503, messages.auth.twoFactorSendFailed);
    }
    await record('password_login', true);
    return { kind: 'code_sent' };
  }

  const codeKey = twoFactorKey(user.id);
  const codeAdmission = await admit(db, [codeKey]);
  if (!codeAdmission.ok) {
    await record('2fa_verification', false, throttleReason.two_factor);
    throw tooManyRequests(codeAdmission.retryAfter, messages.auth.twoFactorThrottled);
  }
  const check = await checkCode(db, jwtSecret, user.id, input.code);
  if (check !== 'ok') {
    throw await reject('2fa_verification', codeFailureReason[check], messages.auth.invalidTwoFactorCode);
  }
  await forgive(db, codeKey);
  const tokens = await openSession(deps, subject, client);
  await record('2fa_verification', true);
  return { kind: 'tokens', tokens };
}
