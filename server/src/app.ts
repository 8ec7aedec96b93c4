import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { allEndpoints } from '../../src/api/endpoints';
import { openApiDocument } from '../../src/api/endpoints/openapi';
import { createGuard } from './auth/guard';
import type { AppDeps } from './deps';
import { endpointRouter } from './http/endpoint';
import type { AppEnv } from './http/env';
import { errorResponse, handleErrors, notFound } from './http/errors';
import { staticConsole } from './http/staticConsole';
import { messages } from './messages';
import { authRoutes } from './routes/auth';
import { groupsRoutes } from './routes/groups';
import { loginAttemptsRoutes } from './routes/loginAttempts';
import { metaRoutes } from './routes/meta';
import { organizationsRoutes } from './routes/organizations';
import { statsRoutes } from './routes/stats';
import { transcriptionRoutes } from './routes/transcriptions';
import { usersRoutes } from './routes/users';
import { packageVersion } from './version';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP application, without a socket: `startServer` listens with it, tests call `app.request()`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleErrors(deps.log));
  app.notFound(notFound);

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
  });
  const origins = deps.config.corsOrigins;
  if (origins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: origins.includes('*') ? '*' : origins,
        allowHeaders: ['Authorization', 'Content-Type'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['Content-Disposition'],
        maxAge: 600,
      }),
    );
  }
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  const api = endpointRouter(app, deps);
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, messages.http.bodyTooLarge),
  });
  // Uploads skip the 1 MB default: their routes set their own, larger limit (`ownBodyLimit`).
  app.use('/api/*', (c, next) => (api.hasOwnBodyLimit(c.req.path) ? next() : defaultBodyLimit(c, next)));
  // Defence in depth under every route's own access rule: admin paths, present and future, need an active
  // user of at least organisation administrator (the organisation-scoped routes admit those).
  app.use('/api/admin/*', createGuard(deps)('org_admin', 'admin'));

  // Every route is a declaration in src/api/endpoints with its handler; the access rule comes from there.
  metaRoutes(api, openApiDocument(allEndpoints, { version: packageVersion() }));
  authRoutes(api, deps);
  loginAttemptsRoutes(api, deps);
  usersRoutes(api, deps);
  transcriptionRoutes(api, deps);
  organizationsRoutes(api, deps);
  groupsRoutes(api, deps);
  statsRoutes(api, deps);

  if (deps.config.staticDir) app.use('*', staticConsole(deps.config.staticDir));
  return app;
}
