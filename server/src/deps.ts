import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { Logger } from './logger';
import type { Mailer } from './mail';

/** What the app needs from the outside world; `createApp(deps)` wires the routes to it. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  /** HS256 key for access tokens, also the HMAC key of 2FA code hashes. */
  jwtSecret: Uint8Array;
  mailer: Mailer;
  log: Logger;
}
