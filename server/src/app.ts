import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createGuard } from './auth/guard';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/env';
import { errorResponse, handleErrors, notFound } from './http/errors';
import { staticConsole } from './http/staticConsole';
import { messages } from './messages';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { loginAttemptsRoutes } from './routes/loginAttempts';
import { LARGE_BODY_PATHS, transcriptionRoutes } from './routes/transcriptions';
import { usersRoutes } from './routes/users';
import { groupsRoutes } from './routes/groups';
import { organizationsRoutes } from './routes/organizations';
import { statsRoutes } from './routes/stats';

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
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, messages.http.bodyTooLarge),
  });
  // Uploads (LARGE_BODY_PATHS) skip the 1 MB default: their routes set their own, larger limit.
  app.use('/api/*', (c, next) => (LARGE_BODY_PATHS.test(c.req.path) ? next() : defaultBodyLimit(c, next)));
  // Floor for every admin route, present and future: an active admin or superuser. Routes may demand more.
  app.use('/api/admin/*', createGuard(deps)('admin'));

  app.route('/api', healthRoutes());
  app.route('/api', authRoutes(deps));
  app.route('/api/admin/login-attempts', loginAttemptsRoutes(deps));
  app.route('/api/admin/users', usersRoutes(deps));
  app.route('/api/admin', transcriptionRoutes(deps));
  app.route('/api/admin/organizations', organizationsRoutes(deps));
  app.route('/api/admin/organizations', groupsRoutes(deps));
  app.route('/api/admin', statsRoutes(deps));

  if (deps.config.staticDir) app.use('*', staticConsole(deps.config.staticDir));
  return app;
}
