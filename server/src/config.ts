/**
 * Server configuration, read once from the environment.
 *
 * | Variable        | Default                         | Meaning |
 * |-----------------|---------------------------------|---------|
 * | PORT            | 8080                            | TCP port to listen on; 0 picks any free port. |
 * | HOST            | 127.0.0.1                       | Interface to bind. Loopback by default so a fresh install is not reachable from the network; set 0.0.0.0 to expose it. |
 * | DATA_DIR        | ./data                          | Folder for the embedded database (DATA_DIR/pglite) and the generated JWT secret (DATA_DIR/jwt-secret). |
 * | FILES_DIR       | DATA_DIR/files                  | Folder for uploaded and generated files (transcripts, audio, summaries); the database stores only keys relative to it. |
 * | DATABASE_URL    | (none)                          | postgres://… URL: use this PostgreSQL server instead of the embedded PGlite database. |
 * | ENVIRONMENT     | development                     | Name put in every access token; the console shows it as a badge. |
 * | ADMIN_USERNAME  | admin                           | Username of the initial superuser (created only when the users table is empty). |
 * | ADMIN_EMAIL     | admin@example.com               | E-mail of the initial superuser. |
 * | ADMIN_PASSWORD  | (generated)                     | Password of the initial superuser; when absent a random one is generated and printed once. |
 * | JWT_SECRET      | (generated, DATA_DIR/jwt-secret)| HS256 key for access tokens and 2FA code hashes, at least 32 characters. Required with DATABASE_URL. |
 * | SMTP_URL        | (none)                          | Nodemailer transport URL (smtp://user:pass@host:587). Absent: each mail is written to DATA_DIR/outbox/ as an .eml file (mode 0600). |
 * | MAIL_FROM       | Werkbank <no-reply@localhost>   | Sender of outgoing mail. |
 * | TWO_FACTOR      | off                             | off, or email: every sign-in then needs a 6-digit code sent by mail. |
 * | CORS_ORIGINS    | loopback in development, else none | Comma-separated origins (besides the console's own) allowed to call /api/ from a browser; `:*` = any port; or *. |
 * | SEED_DEMO       | true in development, else false | Fill an empty database with demo organisations, groups, users and login attempts. |
 * | STATIC_DIR      | (none)                          | Folder with the built console (dist); served at / with index.html fallback. |
 * | TRUST_PROXY     | false                           | false, true (one proxy) or the number of proxies in front of the server: the client address (sign-in throttling, login attempts) is then read from X-Forwarded-For. |
 * | WORKERS         | 1                               | Background workers the server runs in-process: 1, or 0 (then `npm run worker` processes, on PostgreSQL, do the work). |
 * | WORKER_NAME     | hostname:pid                    | Name of this process's worker in the worker status (unique per worker). |
 * | WORKER_CONCURRENCY | 4                            | Jobs one worker runs at the same time (1-64). |
 * | WORKER_HEARTBEAT_SECONDS | 10                     | Seconds between a worker's heartbeats; one that misses two is offline (1-3600). |
 * | WORKER_POLL_SECONDS | 2                           | Seconds an idle worker waits before it looks for new jobs again (0.5-60). |
 * | WORKER_STOP_SECONDS | 20                          | On SIGTERM/SIGINT a worker waits this long for running jobs, then hands them back to the queue (0-600). |
 * | MAIL_RETRY_LIMIT | 10                             | Retries of a mail the mail server refused, with exponential backoff (0-100). |
 * | MAIL_RETRY_DELAY_SECONDS | 5                      | First retry delay of such a mail; doubles per retry (1-3600). |
 * | MAIL_WAIT_SECONDS | 5                             | How long a request that sends a mail (2FA code, new password) waits for its first delivery attempt (0-60). |
 * | MAINTENANCE_CRON | 0 * * * *                      | When the maintenance job runs (cron, UTC): expired tokens and codes, old login attempts, old outbox rows. |
 * | RETENTION_CRON  | 30 2 * * *                      | When the retention job removes expired audio, transcripts and summaries (cron, UTC; also queued at once by POST admin/retention/run). |
 * | BUDGET_CHECK_CRON | every 5 minutes             | When the budget check raises the month's due budget alerts and mails them (cron, UTC; also queued when a budget is saved). |
 * | LOGIN_ATTEMPT_RETENTION_DAYS | 365                | Login attempts older than this many days are removed by the maintenance job (1-36500). |
 * | SESSION_IDLE_MINUTES | 30                        | A session nobody used for this long ends: its access and refresh tokens are refused (5-1440). |
 * | SESSION_MAX_HOURS | 12                           | A session ends this long after its sign-in, however active (1-720). |
 * | AI_BASE_URL     | (none)                          | Base URL of an OpenAI-compatible chat-completions API (http://127.0.0.1:11434/v1); absent: no AI (the template generator answers 503). |
 * | AI_API_KEY      | (none)                          | Its API key, sent as a bearer token; absent: no Authorization header (local providers). Never logged. |
 * | AI_MODELS       | (none)                          | Provider model ids of the console's model names: `claude=anthropic/claude-sonnet-4,qwen=qwen2.5:14b`; a name without one is sent as is. |
 * | AI_TIMEOUT_SECONDS | 60                           | The longest one AI call waits for the model, its retry included (1-600). |
 * | HUBSPOT_BASE_URL | https://api.hubapi.com         | Base address of the HubSpot API that export pushes go to (a stand-in in tests). |
 * | NOTION_BASE_URL | https://api.notion.com          | Base address of the Notion API (without `/v1`). |
 * | EXPORT_TIMEOUT_SECONDS | 30                       | The longest one call to HubSpot or Notion may take (1-600). |
 * | EXPORT_RETRY_LIMIT | 5                            | Retries of a push that HubSpot or Notion answered 429 or 5xx, or that did not reach them (0-20). |
 * | EXPORT_RETRY_DELAY_SECONDS | 10                   | First retry delay of such a push; doubles per retry; a longer Retry-After wins (0-3600). |
 * | SECRETS_DIR     | (none)                          | Folder of secret files (`NAME`, content = value) that export configurations name; also WERKBANK_SECRET_<NAME> variables. |
 *
 * CORS: the console served by this server (STATIC_DIR) is same-origin and needs none; another origin is
 * allowed only when CORS_ORIGINS names it. In development the default is the loopback addresses on any port
 * (the Vite dev server of `npm run dev`, whatever port it took, and a console opened as localhost or
 * 127.0.0.1), so hot reload talks to a local server; no other origin, and nowhere any origin (`*`) unless
 * CORS_ORIGINS says `*`.
 */
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { AiModel } from '../../src/api/schemas/ai';
import { aiModels } from '../../src/api/schemas/ai';
import type { SecretVariables } from './exports/secrets';
import { secretVariablesOf } from './exports/secrets';
import { messages } from './messages';

export type TwoFactorMode = 'off' | 'email';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where transcripts, audio and summaries are stored; rows hold keys relative to it. */
  filesDir: string;
  databaseUrl: string | undefined;
  environment: string;
  admin: { username: string; email: string; password: string | undefined };
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  twoFactor: TwoFactorMode;
  corsOrigins: string[];
  seedDemo: boolean;
  staticDir: string | undefined;
  /** Without SMTP_URL mails are written here, one .eml file each (DATA_DIR/outbox). */
  outboxDir: string;
  /** Number of proxies whose X-Forwarded-For is trusted for the client address; 0 = the socket's peer. */
  trustProxy: number;
  /** Background work: the in-process worker, its timings, mail retries and maintenance. */
  jobs: JobsConfig;
  /** The language model behind the template generator; undefined when AI_BASE_URL is not set. */
  ai: AiConfig | undefined;
  /** Export pushes: the platforms' addresses, timeouts, retries and the secrets configurations name. */
  exports: ExportsConfig;
  /** How long a sign-in lasts: without use (idle) and at most (absolute). */
  sessions: SessionsConfig;
}

export interface SessionsConfig {
  idleMinutes: number;
  maxHours: number;
}

export interface ExportsConfig {
  hubspotBaseUrl: string;
  notionBaseUrl: string;
  timeoutSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** SECRETS_DIR; undefined: secrets come from WERKBANK_SECRET_* variables only. */
  secretsDir: string | undefined;
  secretVariables: SecretVariables;
}

export interface AiConfig {
  /** An OpenAI-compatible API base, `…/v1`. */
  baseUrl: string;
  /** Sent as a bearer token; undefined: no Authorization header. */
  apiKey: string | undefined;
  /** Provider model id per console model name (`AiModel`); a name without one is sent as is. */
  models: Partial<Record<AiModel, string>>;
  timeoutSeconds: number;
}

export interface JobsConfig {
  /** Workers run in-process by the server: 0 or 1. */
  inProcessWorkers: number;
  /** This process's worker name (WORKER_NAME, else `hostname:pid`). */
  workerName: string;
  concurrency: number;
  heartbeatSeconds: number;
  pollSeconds: number;
  stopSeconds: number;
  mailRetryLimit: number;
  mailRetryDelaySeconds: number;
  mailWaitSeconds: number;
  maintenanceCron: string;
  /** When the retention job runs (cron, UTC). */
  retentionCron: string;
  /** When the budget check raises due budget alerts (cron, UTC). */
  budgetCheckCron: string;
  loginAttemptRetentionDays: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const MIN_JWT_SECRET_LENGTH = 32;

/** Origins CORS allows in development: loopback pages on any port (`npm run dev`, a local console). */
export const DEVELOPMENT_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], messages.config.oneOf(['true', 'false'])),
  )
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** A whole number in [min, max] from the environment, `fallback` when absent. */
const intBetween = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: messages.config.intBetween(min, max) })
    .int(messages.config.intBetween(min, max))
    .min(min, messages.config.intBetween(min, max))
    .max(max, messages.config.intBetween(min, max))
    .default(fallback);

/** `name=id,name=id`: the provider's model id for some of the console's model names (`AiModel`). */
const aiModelMap = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const map: Partial<Record<AiModel, string>> = {};
    for (const entry of value.split(',').map((part) => part.trim())) {
      if (entry === '') continue;
      const at = entry.indexOf('=');
      const name = entry.slice(0, Math.max(at, 0)).trim();
      const id = entry.slice(at + 1).trim();
      if (at < 1 || id === '' || !(aiModels as readonly string[]).includes(name) || name in map) {
        ctx.addIssue({ code: 'custom', message: messages.config.aiModels(aiModels) });
        return z.NEVER;
      }
      map[name as AiModel] = id;
    }
    return map;
  });

/** An http(s) base address of an export platform, without trailing slash; `fallback` when absent. */
const platformUrl = (fallback: string) =>
  optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: messages.exports.config.baseUrl })
      .transform((value) => value.replace(/\/+$/, ''))
      .default(fallback),
  );

/** Five cron fields (minute hour day month weekday) of digits, `*`, `/`, `,` and `-`. */
const CRON = /^\s*[\d*/,-]+(\s+[\d*/,-]+){4}\s*$/;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: messages.config.port })
    .int(messages.config.port)
    .min(0, messages.config.port)
    .max(65535, messages.config.port)
    .default(8080),
  HOST: z.string().trim().min(1, messages.config.required).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, messages.config.required).default('./data'),
  FILES_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, messages.config.databaseUrlFormat)
      .optional(),
  ),
  ENVIRONMENT: z.string().trim().min(1, messages.config.required).default('development'),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(1, messages.config.required)
    .max(150, messages.config.tooLong(150))
    .default('admin'),
  ADMIN_EMAIL: z.email(messages.config.email).default('admin@example.com'),
  ADMIN_PASSWORD: z
    .string()
    .min(1, messages.config.required)
    .max(1024, messages.config.tooLong(1024))
    .optional(),
  JWT_SECRET: optionalText.pipe(
    z
      .string()
      .min(MIN_JWT_SECRET_LENGTH, messages.config.jwtSecretTooShort(MIN_JWT_SECRET_LENGTH))
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, messages.config.smtpUrlFormat)
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(1, messages.config.required).default('Werkbank <no-reply@localhost>'),
  TWO_FACTOR: z.enum(['off', 'email'], messages.config.oneOf(['off', 'email'])).default('off'),
  CORS_ORIGINS: z.string().optional(),
  SEED_DEMO: booleanText.optional(),
  STATIC_DIR: optionalText,
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(true|false|yes|no|on|off|\d{1,2})$/, messages.config.trustProxy)
    .transform((value) =>
      ['true', 'yes', 'on'].includes(value) ? 1 : ['false', 'no', 'off'].includes(value) ? 0 : Number(value),
    )
    .optional(),
  WORKERS: intBetween(0, 1, 1),
  WORKER_NAME: optionalText.pipe(z.string().max(200, messages.config.tooLong(200)).optional()),
  WORKER_CONCURRENCY: intBetween(1, 64, 4),
  WORKER_HEARTBEAT_SECONDS: intBetween(1, 3600, 10),
  WORKER_POLL_SECONDS: z.coerce
    .number({ error: messages.config.numberBetween(0.5, 60) })
    .min(0.5, messages.config.numberBetween(0.5, 60))
    .max(60, messages.config.numberBetween(0.5, 60))
    .default(2),
  WORKER_STOP_SECONDS: intBetween(0, 600, 20),
  MAIL_RETRY_LIMIT: intBetween(0, 100, 10),
  MAIL_RETRY_DELAY_SECONDS: intBetween(1, 3600, 5),
  MAIL_WAIT_SECONDS: intBetween(0, 60, 5),
  MAINTENANCE_CRON: z.string().regex(CRON, messages.config.cron).default('0 * * * *'),
  RETENTION_CRON: z.string().regex(CRON, messages.config.cron).default('30 2 * * *'),
  BUDGET_CHECK_CRON: z.string().regex(CRON, messages.config.cron).default('*/5 * * * *'),
  LOGIN_ATTEMPT_RETENTION_DAYS: intBetween(1, 36500, 365),
  SESSION_IDLE_MINUTES: intBetween(5, 1440, 30),
  SESSION_MAX_HOURS: intBetween(1, 720, 12),
  AI_BASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: messages.config.aiBaseUrl })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  AI_API_KEY: optionalText,
  AI_MODELS: aiModelMap.optional(),
  AI_TIMEOUT_SECONDS: intBetween(1, 600, 60),
  HUBSPOT_BASE_URL: platformUrl('https://api.hubapi.com'),
  NOTION_BASE_URL: platformUrl('https://api.notion.com'),
  EXPORT_TIMEOUT_SECONDS: intBetween(1, 600, 30),
  EXPORT_RETRY_LIMIT: intBetween(0, 20, 5),
  EXPORT_RETRY_DELAY_SECONDS: intBetween(0, 3600, 10),
  SECRETS_DIR: optionalText,
});

/** Reads the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(messages.config.invalid(lines));
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET) throw new ConfigError(messages.config.jwtSecretRequired);
  const development = e.ENVIRONMENT.toLowerCase() === 'development';
  const corsOrigins =
    e.CORS_ORIGINS === undefined
      ? development
        ? [...DEVELOPMENT_ORIGINS]
        : []
      : e.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    filesDir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.resolve(e.DATA_DIR, 'files'),
    databaseUrl: e.DATABASE_URL,
    environment: e.ENVIRONMENT,
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    twoFactor: e.TWO_FACTOR,
    corsOrigins,
    seedDemo: e.SEED_DEMO ?? development,
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : undefined,
    outboxDir: path.resolve(e.DATA_DIR, 'outbox'),
    trustProxy: e.TRUST_PROXY ?? 0,
    jobs: {
      inProcessWorkers: e.WORKERS,
      workerName: e.WORKER_NAME ?? `${hostname()}:${process.pid}`,
      concurrency: e.WORKER_CONCURRENCY,
      heartbeatSeconds: e.WORKER_HEARTBEAT_SECONDS,
      pollSeconds: e.WORKER_POLL_SECONDS,
      stopSeconds: e.WORKER_STOP_SECONDS,
      mailRetryLimit: e.MAIL_RETRY_LIMIT,
      mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      mailWaitSeconds: e.MAIL_WAIT_SECONDS,
      maintenanceCron: e.MAINTENANCE_CRON.trim(),
      retentionCron: e.RETENTION_CRON.trim(),
      budgetCheckCron: e.BUDGET_CHECK_CRON.trim(),
      loginAttemptRetentionDays: e.LOGIN_ATTEMPT_RETENTION_DAYS,
    },
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL,
          apiKey: e.AI_API_KEY,
          models: e.AI_MODELS ?? {},
          timeoutSeconds: e.AI_TIMEOUT_SECONDS,
        }
      : undefined,
    exports: {
      hubspotBaseUrl: e.HUBSPOT_BASE_URL,
      notionBaseUrl: e.NOTION_BASE_URL,
      timeoutSeconds: e.EXPORT_TIMEOUT_SECONDS,
      retryLimit: e.EXPORT_RETRY_LIMIT,
      retryDelaySeconds: e.EXPORT_RETRY_DELAY_SECONDS,
      secretsDir: e.SECRETS_DIR ? path.resolve(e.SECRETS_DIR) : undefined,
      secretVariables: secretVariablesOf(env),
    },
    sessions: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
  };
}
