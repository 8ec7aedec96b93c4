import { messages } from '../messages';
import { endpoints } from './endpoints';
import { LoginError, ServerUrlNotFoundError } from './errors';
import { createHttp, readErrorText, readJson, type HttpOptions } from './http';
import { tokenSet, twoFactorRequired, type LoginRequest, type TokenSet } from './schemas/auth';
import { normalizeServerUrl } from './serverUrl';

export type LoginResult =
  | { kind: 'tokens'; serverUrl: string; tokens: TokenSet }
  | { kind: 'twoFactorRequired'; serverUrl: string; message: string };

/**
 * `POST login` against the typed server address (a trailing slash is added). 200 gives the token set,
 * 202 asks for the 2FA code (with the server's message or the default), anything else throws a
 * `LoginError` with the server's message, default `Invalid credentials`.
 */
export async function login(
  serverUrl: string,
  body: LoginRequest,
  options: HttpOptions = {},
): Promise<LoginResult> {
  const base = normalizeServerUrl(serverUrl);
  if (!base) throw new ServerUrlNotFoundError();
  const http = createHttp(options);
  let response: Response;
  try {
    response = await http.post(endpoints.auth.login.path, { prefixUrl: base, json: body });
  } catch (cause) {
    throw new LoginError(cause instanceof Error ? cause.message : messages.errors.invalidCredentials, 0, {
      cause,
    });
  }
  if (response.status === 202) {
    const parsed = twoFactorRequired.safeParse(await readJson(response).catch(() => null));
    if (parsed.success) {
      return {
        kind: 'twoFactorRequired',
        serverUrl: base,
        message: parsed.data.message || messages.signIn.codeRequired,
      };
    }
  }
  if (response.ok) {
    const parsed = tokenSet.safeParse(await readJson(response).catch(() => null));
    if (parsed.success) return { kind: 'tokens', serverUrl: base, tokens: parsed.data };
    throw new LoginError(messages.errors.unexpectedResponse, response.status);
  }
  throw new LoginError(
    (await readErrorText(response)) ?? messages.errors.invalidCredentials,
    response.status,
  );
}
