// A stand-in for an OpenAI-compatible provider, for tests only: the server's AI calls cross a real HTTP
// boundary to it (loopback). `POST /v1/chat/completions` answers a chat completion whose content fits the
// strict JSON schema of the request's `response_format`, built from the request (a template's title comes back
// as "<title> (bijgewerkt)", a summary starts with "Samenvatting:"); or, by mode, content that is not JSON, JSON
// of the wrong shape, no answer in time, or a 500. It records every request it gets.
//
// The mode is the fake's (`mode`, changeable while it runs), or one request's own: a message containing
// `#fake:<mode>` (for example feedback "Korter #fake:error") gets that mode, so parallel end-to-end tests
// can each provoke their own failure.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_MAX, DESCRIPTION_MAX, TITLE_MAX } from '../../../src/api/schemas/templates';

export const fakeAiModes = ['valid', 'malformed', 'wrong-shape', 'slow', 'error'] as const;
export type FakeAiMode = (typeof fakeAiModes)[number];

export interface FakeOpenAiOptions {
  /** 0 (default) picks a free port. Always loopback. */
  port?: number;
  mode?: FakeAiMode;
  /** How long `slow` waits before it answers (default 10 minutes: past any client's timeout). */
  slowMs?: number;
}

export interface FakeAiRequest {
  method: string;
  path: string;
  /** The Authorization header as received (null when none was sent). */
  authorization: string | null;
  /** The JSON body (undefined when there was none or it did not parse). */
  body: ChatRequest | undefined;
}

export interface FakeOpenAi {
  /** The API base to configure: `http://127.0.0.1:PORT/v1`. */
  baseUrl: string;
  port: number;
  mode: FakeAiMode;
  /** Runs before a chat completion is answered (a test changes something while "the model" works). */
  beforeAnswer: ((request: ChatRequest) => Promise<void>) | undefined;
  readonly requests: FakeAiRequest[];
  /** The chat-completion requests only. */
  completions(): ChatRequest[];
  close(): Promise<void>;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

export interface ChatRequest {
  model?: string;
  messages?: { role: string; content: unknown }[];
  response_format?: { type?: string; json_schema?: { name?: string; schema?: JsonSchema; strict?: boolean } };
}

/** The limits of the fields a template answer carries (the fake keeps within them, as a good model would). */
const LIMITS: Record<string, number> = {
  title: TITLE_MAX,
  description: DESCRIPTION_MAX,
  content: CONTENT_MAX,
  summary: CONTENT_MAX,
};

const clamp = (key: string, value: string) => value.slice(0, LIMITS[key] ?? 10_000);

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: unknown }).text ?? '').join('');
  return '';
}

/** The last user message, and its JSON when it is JSON (the server sends a template's data that way). */
function userInput(request: ChatRequest): { text: string; data: Record<string, unknown> } {
  const users = (request.messages ?? []).filter((message) => message.role === 'user');
  const text = textOf(users.at(-1)?.content);
  try {
    const data = JSON.parse(text) as unknown;
    if (data && typeof data === 'object' && !Array.isArray(data))
      return { text, data: data as Record<string, unknown> };
  } catch {
    // Plain text (a transcript to summarise).
  }
  return { text, data: {} };
}

/** The start of what is summarised: the transcript after the server's "Transcriptie:" line, else the text. */
function excerpt(text: string): string {
  const at = text.lastIndexOf('Transcriptie:\n');
  const source = at >= 0 ? text.slice(at + 'Transcriptie:\n'.length) : text;
  return source.replace(/\s+/g, ' ').trim().slice(0, 300);
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A value for one property of the answer's schema, made from the request. */
function valueFor(key: string, schema: JsonSchema, input: ReturnType<typeof userInput>): unknown {
  const template = (input.data.template ?? {}) as Record<string, unknown>;
  const feedback = str(input.data.feedback);
  const description = str(input.data.description);
  if (schema.enum?.length) return schema.enum.includes('MEDIUM') ? 'MEDIUM' : schema.enum[0];
  if (schema.anyOf?.length) return valueFor(key, schema.anyOf[0]!, input);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return objectFor(schema, input);
  if (type === 'array') return [];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  switch (key) {
    case 'title':
      return clamp(
        key,
        str(template.title) ? `${str(template.title)} (bijgewerkt)` : `Template: ${description.slice(0, 60)}`,
      );
    case 'description':
      return clamp(key, 'title' in template ? str(template.description) : `Gemaakt voor: ${description}`);
    case 'content':
      return clamp(
        key,
        'content' in template
          ? `${str(template.content)}\n\nVerwerkt: ${feedback}`
          : `Vat het overleg samen. Doel: ${description}`,
      );
    case 'summary':
      return clamp(key, `Samenvatting: ${excerpt(input.text)}`);
    default:
      return `nep ${key}`;
  }
}

function objectFor(schema: JsonSchema, input: ReturnType<typeof userInput>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valueFor(key, property, input)]),
  );
}

/** The mode a request asks for with `#fake:<mode>` in one of its messages, else the fake's. */
function modeOf(request: ChatRequest, fallback: FakeAiMode): FakeAiMode {
  for (const message of request.messages ?? []) {
    const asked = /#fake:([a-z-]+)/.exec(textOf(message.content))?.[1];
    if (asked && (fakeAiModes as readonly string[]).includes(asked)) return asked as FakeAiMode;
  }
  return fallback;
}

function completion(request: ChatRequest, content: string) {
  return {
    id: `chatcmpl-nep-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model ?? 'nep',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: FakeAiRequest[] = [];
  const slowMs = options.slowMs ?? 10 * 60_000;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const raw = await readBody(req);
      let body: ChatRequest | undefined;
      try {
        body = raw ? (JSON.parse(raw) as ChatRequest) : undefined;
      } catch {
        body = undefined;
      }
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization ?? null,
        body,
      });

      if (req.method === 'GET' && path === '/v1/models') {
        sendJson(res, 200, {
          object: 'list',
          data: [{ id: 'nep', object: 'model', owned_by: 'werkbank-tests' }],
        });
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(res, 404, { error: { message: 'Onbekend pad', type: 'invalid_request_error' } });
        return;
      }
      if (!body) {
        sendJson(res, 400, { error: { message: 'Geen JSON', type: 'invalid_request_error' } });
        return;
      }
      await fake.beforeAnswer?.(body);
      switch (modeOf(body, fake.mode)) {
        case 'error':
          sendJson(res, 500, {
            error: { message: 'Interne fout van de nep-aanbieder', type: 'server_error' },
          });
          return;
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!res.destroyed) sendJson(res, 200, completion(body, '{}'));
          }, slowMs);
          timers.add(timer);
          res.on('close', () => {
            clearTimeout(timer);
            timers.delete(timer);
          });
          return;
        }
        case 'malformed':
          sendJson(res, 200, completion(body, '{"title": "Half antwoord", "content": '));
          return;
        case 'wrong-shape':
          sendJson(res, 200, completion(body, JSON.stringify({ titel: 'Verkeerde vorm', tekst: 42 })));
          return;
        case 'valid': {
          const schema = body.response_format?.json_schema?.schema;
          const input = userInput(body);
          const content = schema
            ? JSON.stringify(objectFor(schema, input))
            : `Samenvatting: ${excerpt(input.text)}`;
          sendJson(res, 200, completion(body, content));
          return;
        }
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'fake_failure' } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const fake: FakeOpenAi = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    mode: options.mode ?? 'valid',
    beforeAnswer: undefined,
    requests,
    completions: () =>
      requests.filter((r) => r.path === '/v1/chat/completions' && r.body !== undefined).map((r) => r.body!),
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
