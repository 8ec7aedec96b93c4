import { messages } from '../messages';
import { endpoints } from './endpoints';
import { LoginError, ServerUrlNotFoundError } from './errors';
import { createHttp, readJson, type HttpOptions } from './http';
import { tokenSet, twoFactorRequired, type LoginRequest, type TokenSet } from './schemas/auth';
import { errorBody } from './schemas/common';
import { normalizeServerUrl } from './serverUrl';

export type LoginResult =
  | { kind: 'tokens'; serverUrl: string; tokens: TokenSet }
  | { kind: 'twoFactorRequired'; serverUrl: string; message: string };

/** The `detail` of a Werkbank error answer (JSON `{ "detail": "..." }`), else null. */
function werkbankDetail(text: string): string | null {
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.detail.trim() ? parsed.data.detail.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The error of a non-OK answer. The address has no login call (404, 405): not a Werkbank API, whatever the
 * body. A Werkbank error answer (`detail`), or a 401 or 403 without one: refused, with the server's message
 * (default `Invalid credentials`). A gateway that got no answer (502, 503, 504) without one: unreachable.
 * Anything else (an HTML page, a plain-text error) did not come from a Werkbank API.
 */
async function failureOf(response: Response, base: string): Promise<LoginError> {
  const { status } = response;
  const notWerkbank = () =>
    new LoginError(messages.signIn.notAWerkbankServer(base), status, { failure: 'notWerkbank' });
  if (status === 404 || status === 405) return notWerkbank();
  const detail = werkbankDetail(await response.text().catch(() => ''));
  if (detail !== null) return new LoginError(detail, status);
  if (status === 401 || status === 403) return new LoginError(messages.errors.invalidCredentials, status);
  if (status === 502 || status === 503 || status === 504) {
    return new LoginError(messages.signIn.serverUnreachable(base), status, { failure: 'unreachable' });
  }
  return notWerkbank();
}

/**
 * `POST login` against the typed server address (a trailing slash is added). 200 gives the token set,
 * 202 asks for the 2FA code (with the server's message or the default). A refusal throws a `LoginError` with
 * the server's message, default `Invalid credentials`; an address where nothing answers, or where something
 * other than a Werkbank API answers, throws one that says so (`failure`), so that no one is told to check
 * credentials that were never checked.
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
    // No answer at all: refused connection, unknown host, blocked by the browser (CORS), time-out.
    throw new LoginError(messages.signIn.serverUnreachable(base), 0, { cause, failure: 'unreachable' });
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
    // A success without a token set (a web page answering any address): not a Werkbank API.
    throw new LoginError(messages.signIn.notAWerkbankServer(base), response.status, {
      failure: 'notWerkbank',
    });
  }
  throw await failureOf(response, base);
}
