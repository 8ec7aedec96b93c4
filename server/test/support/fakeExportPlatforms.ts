// A stand-in for the HubSpot and Notion HTTP APIs, for tests only (test doubles at the network boundary, never in
// the product path): the server's pushes cross a real HTTP boundary to it (loopback). One port serves both:
// HubSpot's `/crm/v3/objects/{deals,tickets,notes}` (search answers 200, creates 201, as HubSpot does; the
// client throws on a 200 for a create) and Notion's `/v1/pages` and `/v1/blocks/{id}/children`. It keeps what
// was made, checks Notion's limits (2000 characters a rich-text item, 100 blocks a request) and HubSpot's five
// filter groups a search, answering 400 as they would, and records every request.
//
// Keys: a bearer token containing "geweigerd" is refused with 401 (as an invalid key), any other is accepted
// (`acceptedKeys` narrows that to a list). Failures can be planned per platform (`plan('hubspot', { status: 429,
// retryAfter: '0' })`): the next matching requests get them, in order. `GET /requests` answers the recorded
// requests (an end-to-end test checks what arrived).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePlatform = 'hubspot' | 'notion';

export interface RecordedRequest {
  platform: FakePlatform | 'other';
  method: string;
  path: string;
  /** The Authorization header as received (test keys only). */
  authorization: string | null;
  notionVersion: string | null;
  body: unknown;
  /** What the stand-in answered (0 while it has not). */
  status: number;
  /** When it arrived (epoch ms). */
  at: number;
}

export interface PlannedFailure {
  status: number;
  /** Retry-After header value. */
  retryAfter?: string;
  /** Only requests whose path contains this (`/search`, `/notes`, `/children`); any request of the platform when absent. */
  pathIncludes?: string;
  /** Answer nothing for this long instead (a timeout). */
  hangMs?: number;
}

export interface FakeRecord {
  id: string;
  properties: Record<string, string>;
}

export interface FakeNote {
  id: string;
  properties: Record<string, string>;
  associations: unknown;
}

export interface FakePage {
  id: string;
  url: string;
  databaseId: string;
  properties: unknown;
  children: unknown[];
}

export interface FakeExportPlatforms {
  /** The base address for both HUBSPOT_BASE_URL and NOTION_BASE_URL. */
  baseUrl: string;
  port: number;
  readonly requests: RecordedRequest[];
  readonly deals: Map<string, FakeRecord>;
  readonly tickets: Map<string, FakeRecord>;
  readonly notes: FakeNote[];
  readonly pages: Map<string, FakePage>;
  /** Notion databases that exist; an empty set accepts any id. */
  readonly databases: Set<string>;
  /** When set, only these bearer tokens are accepted. */
  acceptedKeys: Set<string> | null;
  plan(platform: FakePlatform, ...failures: PlannedFailure[]): void;
  addRecord(type: 'deals' | 'tickets', properties: Record<string, string>): FakeRecord;
  /** The requests of one platform (optionally only those whose path contains `part`). */
  requestsOf(platform: FakePlatform, part?: string): RecordedRequest[];
  close(): Promise<void>;
}

export interface FakeExportPlatformsOptions {
  /** 0 (default) picks a free port. Always loopback. */
  port?: number;
}

const HUBSPOT_FILTER_GROUPS_MAX = 5;
const NOTION_TEXT_MAX = 2000;
const NOTION_BLOCKS_MAX = 100;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

const hubspotError = (message: string, category: string) => ({
  status: 'error',
  message,
  correlationId: randomUUID(),
  category,
});

const notionError = (status: number, code: string, message: string) => ({
  object: 'error',
  status,
  code,
  message,
  request_id: randomUUID(),
});

/** The text of every rich-text item of a Notion request body, to check the 2000-character limit. */
function richTexts(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) richTexts(item, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const text = record.text as { content?: unknown } | undefined;
    if (record.type === 'text' && typeof text?.content === 'string') out.push(text.content);
    for (const child of Object.values(record)) richTexts(child, out);
  }
  return out;
}

/** Why Notion would refuse these blocks, or null. */
function notionLimitProblem(body: unknown, children: unknown): string | null {
  if (Array.isArray(children) && children.length > NOTION_BLOCKS_MAX)
    return `body failed validation: body.children.length should be ≤ ${NOTION_BLOCKS_MAX}, instead was ${children.length}.`;
  const long = richTexts(body).find((text) => text.length > NOTION_TEXT_MAX);
  return long === undefined
    ? null
    : `body failed validation: text.content.length should be ≤ ${NOTION_TEXT_MAX}, instead was ${long.length}.`;
}

export async function startFakeExportPlatforms(
  options: FakeExportPlatformsOptions = {},
): Promise<FakeExportPlatforms> {
  const requests: RecordedRequest[] = [];
  const planned: Record<FakePlatform, PlannedFailure[]> = { hubspot: [], notion: [] };
  const deals = new Map<string, FakeRecord>();
  const tickets = new Map<string, FakeRecord>();
  const notes: FakeNote[] = [];
  const pages = new Map<string, FakePage>();
  const databases = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 1000;
  const now = () => new Date().toISOString();
  const hubspotObject = (record: { id: string; properties: Record<string, string> }) => ({
    id: record.id,
    properties: { hs_object_id: record.id, ...record.properties },
    createdAt: now(),
    updatedAt: now(),
    archived: false,
  });

  const takePlanned = (platform: FakePlatform, path: string): PlannedFailure | undefined => {
    const list = planned[platform];
    const at = list.findIndex((failure) => !failure.pathIncludes || path.includes(failure.pathIncludes));
    return at >= 0 ? list.splice(at, 1)[0] : undefined;
  };

  const handleHubspot = (method: string, path: string, body: unknown): [number, unknown] => {
    const records = (/\/objects\/(deals|tickets)/.exec(path)?.[1] ?? '') as 'deals' | 'tickets' | '';
    const store = records === 'deals' ? deals : records === 'tickets' ? tickets : null;
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && store && path.endsWith('/search')) {
      const groups = (input.filterGroups ?? []) as {
        filters?: { propertyName: string; operator: string; value?: string }[];
      }[];
      if (groups.length > HUBSPOT_FILTER_GROUPS_MAX)
        return [400, hubspotError('Too many filter groups', 'VALIDATION_ERROR')];
      const matches = [...store.values()].filter((record) =>
        groups.some((group) =>
          (group.filters ?? []).every(
            (filter) =>
              filter.operator === 'EQ' &&
              (record.properties[filter.propertyName] ?? '').toLowerCase() ===
                (filter.value ?? '').toLowerCase(),
          ),
        ),
      );
      const limit = typeof input.limit === 'number' ? input.limit : 10;
      return [200, { total: matches.length, results: matches.slice(0, limit).map(hubspotObject) }];
    }
    if (method === 'POST' && store && /\/objects\/(deals|tickets)$/.test(path)) {
      const properties = (input.properties ?? {}) as Record<string, string>;
      if (records === 'deals' && !properties.dealname)
        return [
          400,
          hubspotError('Property values were not valid: dealname is required', 'VALIDATION_ERROR'),
        ];
      if (records === 'tickets' && !properties.subject)
        return [400, hubspotError('Property values were not valid: subject is required', 'VALIDATION_ERROR')];
      const record = { id: String(nextId++), properties };
      store.set(record.id, record);
      return [201, hubspotObject(record)];
    }
    if (method === 'POST' && /\/objects\/notes$/.test(path)) {
      const properties = (input.properties ?? {}) as Record<string, string>;
      if (!properties.hs_timestamp)
        return [400, hubspotError('hs_timestamp is required', 'VALIDATION_ERROR')];
      const note = { id: String(nextId++), properties, associations: input.associations ?? [] };
      notes.push(note);
      return [201, hubspotObject(note)];
    }
    return [404, hubspotError('Not found', 'OBJECT_NOT_FOUND')];
  };

  const handleNotion = (method: string, path: string, body: unknown): [number, unknown] => {
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v1/pages') {
      const parent = (input.parent ?? {}) as { database_id?: string };
      const databaseId = String(parent.database_id ?? '');
      if (databases.size > 0 && !databases.has(databaseId.replace(/-/g, '')))
        return [404, notionError(404, 'object_not_found', `Could not find database with ID: ${databaseId}.`)];
      const problem = notionLimitProblem(input, input.children);
      if (problem) return [400, notionError(400, 'validation_error', problem)];
      const id = randomUUID();
      const page: FakePage = {
        id,
        url: `https://www.notion.so/${id.replace(/-/g, '')}`,
        databaseId,
        properties: input.properties,
        children: Array.isArray(input.children) ? [...(input.children as unknown[])] : [],
      };
      pages.set(id, page);
      return [
        200,
        {
          object: 'page',
          id,
          url: page.url,
          created_time: now(),
          last_edited_time: now(),
          archived: false,
          in_trash: false,
          parent: { type: 'database_id', database_id: databaseId },
          properties: {},
        },
      ];
    }
    const append = /^\/v1\/blocks\/([^/]+)\/children$/.exec(path);
    if (method === 'PATCH' && append) {
      const page = pages.get(decodeURIComponent(append[1]!));
      if (!page) return [404, notionError(404, 'object_not_found', 'Could not find block.')];
      const problem = notionLimitProblem(input, input.children);
      if (problem) return [400, notionError(400, 'validation_error', problem)];
      const children = Array.isArray(input.children) ? (input.children as unknown[]) : [];
      page.children.push(...children);
      return [
        200,
        {
          object: 'list',
          results: children.map(() => ({ object: 'block', id: randomUUID() })),
          next_cursor: null,
          has_more: false,
        },
      ];
    }
    return [404, notionError(404, 'invalid_request_url', 'Invalid request URL.')];
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname;
      const method = req.method ?? 'GET';
      const body = await readBody(req);
      if (method === 'GET' && path === '/requests') {
        sendJson(res, 200, { requests });
        return;
      }
      const platform: RecordedRequest['platform'] = path.startsWith('/crm/')
        ? 'hubspot'
        : path.startsWith('/v1/')
          ? 'notion'
          : 'other';
      const authorization = req.headers.authorization ?? null;
      const record: RecordedRequest = {
        platform,
        method,
        path,
        authorization,
        notionVersion: (req.headers['notion-version'] as string | undefined) ?? null,
        body,
        status: 0,
        at: Date.now(),
      };
      requests.push(record);
      const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        record.status = status;
        sendJson(res, status, payload, headers);
      };
      if (platform === 'other') return answer(404, { message: 'Onbekend pad' });

      const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (!token || token.includes('geweigerd') || (fake.acceptedKeys && !fake.acceptedKeys.has(token))) {
        return platform === 'hubspot'
          ? answer(
              401,
              hubspotError(
                'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
                'INVALID_AUTHENTICATION',
              ),
            )
          : answer(401, notionError(401, 'unauthorized', 'API token is invalid.'));
      }
      const failure = takePlanned(platform, path);
      if (failure?.hangMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer(504, { message: 'te laat' });
        }, failure.hangMs);
        timers.add(timer);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (failure) {
        const headers: Record<string, string> = failure.retryAfter
          ? { 'retry-after': failure.retryAfter }
          : {};
        return platform === 'hubspot'
          ? answer(failure.status, hubspotError(`Geplande fout ${failure.status}`, 'RATE_LIMITS'), headers)
          : answer(
              failure.status,
              notionError(
                failure.status,
                failure.status === 429 ? 'rate_limited' : 'internal_server_error',
                `Geplande fout ${failure.status}`,
              ),
              headers,
            );
      }
      const [status, payload] =
        platform === 'hubspot' ? handleHubspot(method, path, body) : handleNotion(method, path, body);
      answer(status, payload);
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const fake: FakeExportPlatforms = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    requests,
    deals,
    tickets,
    notes,
    pages,
    databases,
    acceptedKeys: null,
    plan: (platform, ...failures) => planned[platform].push(...failures),
    addRecord: (type, properties) => {
      const record = { id: String(nextId++), properties };
      (type === 'deals' ? deals : tickets).set(record.id, record);
      return record;
    },
    requestsOf: (platform, part) =>
      requests.filter((r) => r.platform === platform && (part === undefined || r.path.includes(part))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
