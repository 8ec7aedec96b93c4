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

/** `POST login` did not succeed. `message` is the server's message, default `Invalid credentials`. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The message to show for anything thrown; unknown values get the generic Dutch text. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return messages.errors.unknown;
}
