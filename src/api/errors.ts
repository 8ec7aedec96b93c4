import { messages } from '../messages';

/** A non-OK answer of the API other than 401. `message` is the server's `detail`, or the response text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** HTTP 401, or a failed token refresh. The session has been cleared when this is thrown. */
export class AuthenticationError extends Error {
  override readonly name = 'AuthenticationError';
  constructor(message: string = messages.errors.authenticationFailed, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No server address is known (no session, or an empty address at sign-in). */
export class ServerUrlNotFoundError extends Error {
  override readonly name = 'ServerUrlNotFoundError';
  constructor() {
    super(messages.errors.serverUrlNotFound);
  }
}

/**
 * Why `POST login` did not succeed: the Werkbank server refused (wrong credentials, a 2FA code, a wait), or the
 * address does not lead to one: nothing answered (`unreachable`), or something that is not a Werkbank API did
 * (`notWerkbank`: an HTML page, a 404).
 */
export type LoginFailure = 'refused' | 'unreachable' | 'notWerkbank';

/**
 * `POST login` did not succeed. Refused: `message` is the server's message, default `Invalid credentials`;
 * otherwise the console's text about the address.
 */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly failure: LoginFailure;
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown; failure?: LoginFailure },
  ) {
    super(message, options);
    this.failure = options?.failure ?? 'refused';
  }
}

/** The message to show for anything thrown; unknown values get the generic Dutch text. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return messages.errors.unknown;
}
