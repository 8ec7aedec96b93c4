import type { KeyValueStorage, Session } from './session';

/**
 * Early requests: the data requests of a signed-in first load, sent by the boot script (`src/boot.ts`) as soon
 * as the page starts, instead of after the API client, the endpoint declarations and zod have downloaded and
 * run. Which requests a screen sends depends on its route, its search and who is signed in, which only that
 * code knows; so the console remembers them: the first load of an address writes down the GET requests its
 * screen sent (`rememberFirstRequests`, from `preloadRoute`), and the next first load of that address sends
 * them at once (`sendEarlyRequests`). The API client then takes such an answer instead of sending its request
 * again (`takeEarlyAnswer`, in `createHttp`), and checks it as it checks every answer.
 *
 * An answer is taken only for the same URL with the same access token, once, and within `EARLY_ANSWER_TTL_MS`
 * of being sent; one nobody takes is dropped then. Remembered requests are relative to the session's server
 * URL and are sent nowhere else.
 */

/** localStorage key: address (path and search) → the first load's GET requests, relative to the server URL. */
export const FIRST_REQUESTS_KEY = 'werkbank.firstRequests';

/** How many addresses are remembered (the most recent ones). */
export const REMEMBERED_ADDRESSES = 20;

/** How long an early answer waits to be taken. */
export const EARLY_ANSWER_TTL_MS = 15_000;

type Remembered = Record<string, string[]>;

interface EarlyAnswer {
  authorization: string;
  answer: Promise<Response>;
  sentAt: number;
}

const early = new Map<string, EarlyAnswer>();

/** Frees an answer nobody takes. */
function drop(answer: Promise<Response>): void {
  answer.then((response) => response.body?.cancel()).catch(() => undefined);
}

/** The address a first load is remembered under. */
function addressOf(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}

/** The server URL as ky's prefixUrl makes it: with one trailing slash. */
function baseOf(serverUrl: string): string {
  return serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`;
}

/** `relative` resolved against `base`, or null when it would leave the server URL. */
function resolve(base: string, relative: string): string | null {
  if (relative.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(relative)) return null;
  try {
    const url = new URL(relative, base).href;
    return url.startsWith(base) ? url : null;
  } catch {
    return null;
  }
}

function read(storage: KeyValueStorage): Remembered {
  try {
    const value: unknown = JSON.parse(storage.getItem(FIRST_REQUESTS_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Remembered = {};
    for (const [address, urls] of Object.entries(value as Record<string, unknown>)) {
      if (Array.isArray(urls)) out[address] = urls.filter((url): url is string => typeof url === 'string');
    }
    return out;
  } catch {
    return {}; // unreadable or storage unavailable: nothing remembered
  }
}

function write(storage: KeyValueStorage, remembered: Remembered): void {
  try {
    storage.setItem(FIRST_REQUESTS_KEY, JSON.stringify(remembered));
  } catch {
    // storage full or unavailable: the next first load sends its requests the usual way
  }
}

/**
 * A recorder for the GET requests of this first load at `location`: the first URL it is given replaces what
 * was remembered for the address (kept among the most recent `REMEMBERED_ADDRESSES`), later ones are added.
 * URLs outside `serverUrl` are ignored.
 */
export function rememberFirstRequests(
  storage: KeyValueStorage,
  location: Pick<Location, 'pathname' | 'search'>,
  serverUrl: string,
): (url: string) => void {
  const address = addressOf(location);
  const base = baseOf(serverUrl);
  const urls: string[] = [];
  return (url) => {
    if (!url.startsWith(base)) return;
    const relative = url.slice(base.length);
    if (urls.includes(relative)) return;
    urls.push(relative);
    const { [address]: _previous, ...others } = read(storage);
    const kept = Object.entries(others).slice(-(REMEMBERED_ADDRESSES - 1));
    write(storage, { ...Object.fromEntries(kept), [address]: urls });
  };
}

/**
 * Sends the GET requests remembered for `location` with the session's access token (nothing for an expired
 * session: the client refreshes it first). Failures are left to the client, which then sends its own request.
 */
export function sendEarlyRequests(
  storage: KeyValueStorage,
  session: Session,
  location: Pick<Location, 'pathname' | 'search'>,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
  now: () => number = Date.now,
): void {
  const base = baseOf(session.serverUrl);
  const authorization = `Bearer ${session.tokens.access_token}`;
  for (const relative of read(storage)[addressOf(location)] ?? []) {
    const url = resolve(base, relative);
    if (!url || early.has(url)) continue;
    const answer = fetchFn(url, { headers: { Authorization: authorization, Accept: 'application/json' } });
    answer.catch(() => undefined); // a failure is seen by the client that takes it, or by nobody
    early.set(url, { authorization, answer, sentAt: now() });
    setTimeout(() => {
      if (early.get(url)?.answer !== answer) return;
      early.delete(url);
      drop(answer);
    }, EARLY_ANSWER_TTL_MS);
  }
}

/**
 * The early answer for `request` (a GET to the same URL with the same Authorization header, sent less than
 * `EARLY_ANSWER_TTL_MS` ago), taken once; else null.
 */
export function takeEarlyAnswer(request: Request, now: () => number = Date.now): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const entry = early.get(request.url);
  if (!entry) return null;
  early.delete(request.url);
  if (
    entry.authorization === request.headers.get('Authorization') &&
    now() - entry.sentAt <= EARLY_ANSWER_TTL_MS
  )
    return entry.answer;
  drop(entry.answer);
  return null;
}

/** Forgets the remembered requests (at sign-out: the addresses may hold search terms). */
export function forgetFirstRequests(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(FIRST_REQUESTS_KEY);
  } catch {
    // storage unavailable: nothing to forget
  }
}

/** Forgets the early answers (tests). */
export function clearEarlyAnswers(): void {
  early.clear();
}
