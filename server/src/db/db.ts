import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** The database, or a transaction on it: what queries and the helpers that may run inside one take. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in a transaction: a new one, or the one `db` already is (so helpers compose into the caller's
 * transaction instead of opening a second connection).
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
