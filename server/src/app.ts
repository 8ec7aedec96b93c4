import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { allEndpoints } from '../../src/api/endpoints';
import { openApiDocument } from '../../src/api/endpoints/openapi';
import { auditRoutes } from './audit/routes';
import { createGuard } from './auth/guard';
import type { AppDeps } from './deps';
import { endpointRouter } from './http/endpoint';
import type { AppEnv } from './http/env';
import { reachedOverHttps } from './http/clientInfo';
import { errorResponse, handleErrors, notFound } from './http/errors';
import { compressJson } from './http/compressJson';
import { withErrorField } from './exports/errorField';
import { staticConsole } from './http/staticConsole';
import { messages } from './messages';
import { authRoutes } from './routes/auth';
import { defaultTemplatesRoutes } from './routes/defaultTemplates';
import { exportsRoutes } from './routes/exports';
import { groupsRoutes } from './routes/groups';
import { loginAttemptsRoutes } from './routes/loginAttempts';
import { lockoutsRoutes } from './routes/lockouts';
import { metaRoutes } from './routes/meta';
import { organizationsRoutes } from './routes/organizations';
import { organizationSettingsRoutes } from './routes/organizationSettings';
import { retentionRoutes } from './routes/retention';
import { usageRoutes } from './routes/usage';
import { revisionsRoutes } from './routes/revisions';
import { statsRoutes } from './routes/stats';
import { taxonomiesRoutes } from './routes/taxonomies';
import { templateGeneratorRoutes } from './routes/templateGenerator';
import { templateSettingsRoutes } from './routes/templateSettings';
import { templatesRoutes } from './routes/templates';
import { transcriptionRoutes } from './routes/transcriptions';
import { sessionsRoutes } from './routes/sessions';
import { usersRoutes } from './routes/users';
import { workersRoutes } from './routes/workers';
import { packageVersion } from './version';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Sent on every answer to a request that came over HTTPS (`reachedOverHttps`: this server's own TLS, or a
 * trusted proxy's, TRUST_PROXY): browsers then use HTTPS only, for a year, on subdomains too. Never over plain
 * HTTP, where browsers ignore it and a development server on http://localhost must stay reachable.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** API answers are JSON or downloads, never pages: nothing may load, run or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The console (index.html and its assets). Scripts only from this server, no inline script, no eval; no
 * plugins, frames, base-URL changes or form posts elsewhere; not framed by any page. Images and fonts come
 * from this server (`default-src`; the built CSS has no data: URLs).
 * - `style-src 'self' 'unsafe-inline'`: with `'self'` alone Chromium blocks styles the console needs (tried
 *   with tests/e2e/csp.spec.ts): Radix dialogs and the palette lock scrolling through react-remove-scroll,
 *   which injects a `<style>` element at run time (a nonce only from a bundler global), and React inserts
 *   the `<style>` elements components render; CodeMirror (style-mod) does the same where constructable style
 *   sheets are missing. Their contents vary (scroll-bar widths), so hashes cannot list them, and the static
 *   page has no per-response nonce to hand them. Styles cannot run script: `script-src` stays `'self'`.
 * - `connect-src 'self' https: http:`: the console talks to the admin API at whatever server address the
 *   user types at sign-in (any server honouring the contract, also `http://localhost:8080/api/`
 *   during development), so the API's origin cannot be listed in advance; `http:` for such local and
 *   internal servers. The API authenticates with bearer tokens, never cookies, and `script-src 'self'` keeps
 *   foreign code from running to send data anywhere.
 * - `img-src 'self' blob:` and `frame-src blob:`: the branding tab shows the logo, and the pdf tab the PDF
 *   preview, from files the console fetched with its bearer token and handed to an `<img>` and an `<iframe>` as
 *   `blob:` URLs of its own origin (the logo is served sandboxed and cannot be linked to directly). No other
 *   origin may be framed or shown.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' https: http:",
  "img-src 'self' blob:",
  'frame-src blob:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The CORS origin rule of CORS_ORIGINS: an origin is allowed when listed, or when an entry ending in `:*`
 * (`http://localhost:*`) names its scheme and host with any port.
 */
export function allowedOrigin(origins: readonly string[]): (origin: string) => string | null {
  const exact = new Set(origins.filter((entry) => !entry.endsWith(':*')));
  const anyPort = origins.filter((entry) => entry.endsWith(':*')).map((entry) => entry.slice(0, -2));
  return (origin) => {
    if (exact.has(origin)) return origin;
    const at = origin.lastIndexOf(':');
    const port = origin.slice(at + 1);
    return at > 0 && /^\d{1,5}$/.test(port) && anyPort.includes(origin.slice(0, at)) ? origin : null;
  };
}

/** Whether the request came with a body that the answer leaves (partly) unread on the socket. */
function bodyLeftUnread(c: Context<AppEnv>): boolean {
  const incoming = (c.env as Partial<AppEnv['Bindings']> | undefined)?.incoming;
  if (!incoming || incoming.readableEnded) return false;
  const length = Number(c.req.header('content-length') ?? 0);
  return length > 0 || c.req.header('transfer-encoding') !== undefined;
}

/** The whole HTTP application, without a socket: `startServer` listens with it, tests call `app.request()`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('trustProxy', deps.config.trustProxy);
    await next();
  });
  app.onError(handleErrors(deps.log));
  app.notFound(notFound);

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    if (reachedOverHttps(c, deps.config.trustProxy)) c.header('Strict-Transport-Security', HSTS);
    const path = c.req.path;
    // A route may set its own, stricter policy (the logo: sandboxed); every other answer gets the API's or the console's.
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header(
        'Content-Security-Policy',
        path === '/api' || path.startsWith('/api/') ? API_CSP : CONSOLE_CSP,
      );
    }
    // A 413 (and an early 401/403/404) is answered before the request body is read; the server then drops the
    // rest of the body by closing the socket. Saying so lets a keep-alive client open a new connection for
    // its next request instead of sending it into a closed one.
    if (c.res.status === 413 || bodyLeftUnread(c)) c.header('Connection', 'close');
  });
  // CORS (configuration: CORS_ORIGINS): the console served by this server is same-origin and needs none.
  const origins = deps.config.corsOrigins;
  if (origins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: origins.includes('*') ? '*' : allowedOrigin(origins),
        allowHeaders: ['Authorization', 'Content-Type'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['Content-Disposition'],
        maxAge: 600,
      }),
    );
  }
  // No cache keeps an API answer (no-store) unless its route says otherwise; admin answers (JSON, files,
  // 304s and errors) carry personal data or an organisation's settings: no-store whatever the route said.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/admin/') || !c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'no-store');
    }
  });
  app.use('/api/*', compressJson()); // JSON answers from 1 kB on, br or gzip; downloads as they are
  // Export configurations: every error answer also carries `error`, the guard's and the body limit's too.
  app.use('/api/admin/export/*', withErrorField());
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
  lockoutsRoutes(api, deps);
  usersRoutes(api, deps);
  sessionsRoutes(api, deps);
  transcriptionRoutes(api, deps);
  organizationsRoutes(api, deps);
  organizationSettingsRoutes(api, deps);
  retentionRoutes(api, deps);
  usageRoutes(api, deps);
  groupsRoutes(api, deps);
  statsRoutes(api, deps);
  auditRoutes(api, deps);
  templatesRoutes(api, deps);
  defaultTemplatesRoutes(api, deps);
  templateSettingsRoutes(api, deps);
  taxonomiesRoutes(api, deps);
  revisionsRoutes(api, deps);
  templateGeneratorRoutes(api, deps);
  workersRoutes(api, deps);
  exportsRoutes(api, deps);

  if (deps.config.staticDir) app.use('*', staticConsole(deps.config.staticDir));
  return app;
}
