import { Hono } from 'hono';
import { TWO_FACTOR_ACTION, loginRequest } from '../../../src/api/schemas/auth';
import { bearerToken } from '../auth/guard';
import { refreshSession } from '../auth/refresh';
import { signIn } from '../auth/signIn';
import type { AppDeps } from '../deps';
import { clientInfo } from '../http/clientInfo';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validation';
import { messages } from '../messages';

/** `POST /api/login` and `POST /api/refresh` (spec 4 and 7). */
export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/login', validate('json', loginRequest), async (c) => {
      const result = await signIn(deps, c.req.valid('json'), clientInfo(c));
      if (result.kind === 'code_sent') {
        return c.json({ action_required: TWO_FACTOR_ACTION, message: messages.auth.twoFactorRequired }, 202);
      }
      return c.json(result.tokens, 200);
    })
    .post('/refresh', async (c) => c.json(await refreshSession(deps, bearerToken(c), clientInfo(c)), 200));
}
