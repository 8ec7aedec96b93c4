// Kysely on the embedded PGlite database, written on Kysely's public dialect interface (Kysely 0.28, the newest
// line that supports Node 20; its successor ships a PGlite dialect but requires Node 22).
//
// PGlite is one database session. Kysely therefore gets one connection, lent to one caller at a time (a query, or a
// whole transaction), and a transaction runs inside PGlite's own `transaction()`, which holds PGlite's lock: the job
// queue, which talks to the same PGlite directly, waits until the transaction ends instead of running inside it.
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** One holder at a time; the others wait in turn. */
class Turns {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the turn; answers the function that ends it. */
  async take(): Promise<() => void> {
    let end!: () => void;
    const turn = new Promise<void>((resolve) => {
      end = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    return end;
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  #transaction: PGliteTransaction | undefined;
  #finish: ((commit: boolean) => void) | undefined;
  #finished: Promise<void> | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.#transaction ?? this.#pglite;
    const result = await target.query<R>(compiled.sql, [...compiled.parameters], { rowMode: 'object' });
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; PGlite has no cursors to stream from
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite cannot stream query results.');
  }

  async begin(settings: TransactionSettings): Promise<void> {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const decided = new Promise<boolean>((resolve) => {
      this.#finish = resolve;
    });
    this.#finished = this.#pglite.transaction(async (transaction) => {
      if (settings.isolationLevel || settings.accessMode) {
        const parts = [
          settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
          settings.accessMode,
        ];
        await transaction.exec(`set transaction ${parts.filter(Boolean).join(' ')}`);
      }
      this.#transaction = transaction;
      begun();
      if (!(await decided)) await transaction.rollback();
    });
    // A failing start (the `set transaction` above) ends the transaction before it has begun.
    await Promise.race([started, this.#finished]);
  }

  async end(commit: boolean): Promise<void> {
    this.#finish?.(commit);
    try {
      await this.#finished;
    } catch (error) {
      if (commit) throw error;
    } finally {
      this.#transaction = undefined;
      this.#finish = undefined;
      this.#finished = undefined;
    }
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #turns = new Turns();
  readonly #connection: PGliteConnection;
  #endTurn: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const end = await this.#turns.take();
    this.#endTurn = end;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const end = this.#endTurn;
    this.#endTurn = undefined;
    end?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return (connection as PGliteConnection).begin(settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).end(true);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).end(false);
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the dialect interface's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
