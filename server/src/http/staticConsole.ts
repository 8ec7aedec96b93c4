import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseCoding, CODING_SUFFIX, CODINGS, type Coding } from './contentCoding';
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

const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() ?? false;
/** Plain path segments only (no dot segments, no escapes); anything else goes to serveStatic's own checks. */
const PLAIN_PATH = /^(?:\/[\w-][\w.-]*)+$/;

/**
 * The precompressed variant (`file.br`, `file.gz`, written by the build) of a console file that the client
 * accepts, with the file's own type. Every file with variants answers `Vary: Accept-Encoding`. Range requests
 * get the file as it is (serveStatic).
 */
async function serveVariant(c: Context, root: string, cacheControl: string): Promise<Response | undefined> {
  const requestPath = c.req.path;
  if (!PLAIN_PATH.test(requestPath)) return undefined;
  const file = path.join(root, requestPath);
  if (!(await isFile(file))) return undefined;
  const available: Coding[] = [];
  for (const coding of CODINGS) if (await isFile(file + CODING_SUFFIX[coding])) available.push(coding);
  if (available.length === 0) return undefined;
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('range')) return undefined;
  const coding = chooseCoding(c.req.header('accept-encoding'), available);
  if (!coding) return undefined;
  const variant = file + CODING_SUFFIX[coding];
  const info = await stat(variant);
  const headers = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Content-Encoding': coding,
    'Content-Length': String(info.size),
    'Last-Modified': info.mtime.toUTCString(),
    'Cache-Control': cacheControl,
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await readFile(variant)), 200, headers);
}

/**
 * Serves the built console from `staticDir`: files as they are (hashed `/assets/*` cached for a year), or
 * their precompressed variant when the client accepts it, and index.html for `/` and every other GET outside
 * `/api/` so client routes such as /users/5 load the app. A missing `/assets/*` file stays a 404, so a stale
 * page never receives HTML for a script.
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
    const cacheControl = requestPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
    const variant = await serveVariant(c, root, cacheControl);
    if (variant) return variant;
    let found = true;
    const response = await files(c, async () => {
      found = false;
    });
    if (found && response) {
      response.headers.set('Cache-Control', cacheControl);
      return response;
    }
    if (requestPath.startsWith('/assets/')) return next();
    return serveIndex(c, indexFile);
  };
}
