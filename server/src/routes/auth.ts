import { endpoints } from '../../../src/api/endpoints';
import { TWO_FACTOR_ACTION } from '../../../src/api/schemas/auth';
import { bearerToken } from '../auth/guard';
import { refreshSession } from '../auth/refresh';
import { signIn } from '../auth/signIn';
import type { AppDeps } from '../deps';
import { clientInfo } from '../http/clientInfo';
import type { EndpointRouter } from '../http/endpoint';
import { messages } from '../messages';

/** `POST /api/login` and `POST /api/refresh`; the client address follows TRUST_PROXY. */
export function authRoutes(api: EndpointRouter, deps: AppDeps): void {
  api.implement(endpoints.auth, {
    login: async (c, { body }) => {
      const result = await signIn(deps, body, clientInfo(c, deps.config.trustProxy));
      if (result.kind === 'code_sent') {
        return c.json({ action_required: TWO_FACTOR_ACTION, message: messages.auth.twoFactorRequired }, 202);
      }
      return result.tokens;
    },
    refresh: (c) => refreshSession(deps, bearerToken(c), clientInfo(c, deps.config.trustProxy)),
  });
}
