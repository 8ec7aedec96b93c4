import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export const API_BASE_META = '<meta name="werkbank-api-base" content="/api/">';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html with the API-base meta tag right before `</head>`, never cached. */
async function serveIndex(c: Context, indexFile: string): Promise<Response> {
  let html: string;
  try {
    html = await readFile(indexFile, 'utf8');
  } catch {
    return c.notFound();
  }
  const at = html.search(/<\/head>/i);
  const withMeta = at === -1 ? API_BASE_META + html : html.slice(0, at) + API_BASE_META + html.slice(at);
  c.header('Cache-Control', 'no-cache');
  return c.html(withMeta);
}

/**
 * Serves the built console from `staticDir`: files as they are (hashed `/assets/*` cached for a year),
 * and index.html for `/` and every other GET outside `/api/` so client routes such as /users/5 load the app.
 * A missing `/assets/*` file stays a 404, so a stale page never receives HTML for a script.
 */
export function staticConsole(staticDir: string): MiddlewareHandler<AppEnv> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const files = serveStatic<AppEnv>({ root });
  return async (c, next) => {
    const method = c.req.method;
    const requestPath = c.req.path;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      requestPath === '/api' ||
      requestPath.startsWith('/api/')
    ) {
      return next();
    }
    if (requestPath === '/' || requestPath === '/index.html') return serveIndex(c, indexFile);
    let found = true;
    const response = await files(c, async () => {
      found = false;
    });
    if (found && response) {
      response.headers.set('Cache-Control', requestPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return response;
    }
    if (requestPath.startsWith('/assets/')) return next();
    return serveIndex(c, indexFile);
  };
}
