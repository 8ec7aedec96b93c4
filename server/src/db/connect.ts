import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { messages } from '../messages';
import type { Database } from './schema';
import { PGliteDialect } from './pgliteDialect';

export interface DatabaseTarget {
  /** postgres:// URL; when absent the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl?: string | undefined;
  pgliteDir: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Where the data lives, for the start-up line; never contains a password. */
  description: string;
  /** The embedded database itself (absent on PostgreSQL): the job queue talks to it directly. */
  pglite?: PGlite;
  /** Closes the pool or the PGlite instance (PGlite must be closed to keep its directory consistent). */
  close(): Promise<void>;
}

export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await pool.query('select 1');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return {
      db,
      description: messages.startup.postgres(describePostgresUrl(target.databaseUrl)),
      close: () => db.destroy(),
    };
  }
  // PGlite has a single connection; Kysely serialises all access to it. So inside `db.transaction()` use only
  // `trx`: a query on `db` there would wait for the transaction to end, forever.
  // pg_trgm serves the login attempts' e-mail search (migration 0007); once a directory holds its index, every
  // opener must load it, hence here, for all.
  await mkdir(target.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(target.pgliteDir, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    description: messages.startup.pglite(target.pgliteDir),
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** `user@host:port/database`, without the password. */
export function describePostgresUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `${user}${url.host}${url.pathname}`;
  } catch {
    return '(ongeldige DATABASE_URL)';
  }
}
