import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { Mailer } from './mail';

/** What the app needs from the outside world; `createApp(deps)` wires the routes to it. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  /** HS256 key for access tokens, also the HMAC key of 2FA code hashes. */
  jwtSecret: Uint8Array;
  /** Sends mail; only the mail job calls it (requests queue mails through `jobs/mail.ts`). */
  mailer: Mailer;
  log: Logger;
  /** The job queue: background work is enqueued here, in the caller's transaction. */
  jobs: JobQueue;
}
