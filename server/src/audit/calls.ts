import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AuditEntry, AuditTarget, TransactionRunner } from './record';
import { inAuditedTransaction, recordingFailures } from './record';

/*
 * How the router runs the handler of an endpoint that records a change, with the entry it made from the
 * declaration. Either the whole handler is the change (`runChange`: one transaction, ending with the entry), or
 * the handler stages it (`runStaged`): work before or after the transaction (reading an upload, asking a
 * model, a mail, removing files) through `AuditStages`. Either way the handler never names the action.
 */

/** What a staged handler gets to record its change with. */
export interface AuditStages {
  /** The entry's target: the declaration's reading of the request, which the handler may complete. */
  readonly target: AuditTarget;
  /**
   * The change's transaction, which ends with the success entry (change and entry are committed together);
   * once per call. Pass it to a write function that takes a `TransactionRunner`.
   */
  readonly transaction: TransactionRunner;
  /** Runs `work`; a refusal it throws is recorded (after any rollback), then thrown on. */
  refusals<T>(work: () => Promise<T>): Promise<T>;
  /** `refusals(() => transaction(work))`, the work also given the target to complete. */
  change<T>(work: (trx: Transaction<Database>, target: AuditTarget) => Promise<T>): Promise<T>;
}

type Deps = Pick<AppDeps, 'db' | 'log'>;

/**
 * Runs the handler of a change inside the change's transaction, which ends with the success entry; whatever
 * the handler throws rolls it back and is recorded as a refusal. An error answer that the handler returns
 * instead of throwing would commit a change with a success entry: it is a programming error and rolls back.
 */
export function runChange<T>(
  deps: Deps,
  entry: AuditEntry,
  handler: (trx: Transaction<Database>, target: AuditTarget) => Promise<T> | T,
): Promise<T> {
  return recordingFailures(deps, entry, () =>
    inAuditedTransaction(deps.db, entry, async (trx, target) => {
      const result = await handler(trx, target);
      if (result instanceof Response && !result.ok) {
        throw new Error(
          `${entry.action} answered ${result.status} without throwing: it would be recorded as done`,
        );
      }
      return result;
    }),
  );
}

/**
 * Runs a staged handler. It must have committed its change through `transaction` when it answers: an answer
 * without the success entry is a programming error (a change that was made unrecorded, or none made).
 */
export async function runStaged<T>(
  deps: Deps,
  entry: AuditEntry,
  handler: (stages: AuditStages) => Promise<T> | T,
): Promise<T> {
  let started = false;
  let recorded = false;
  const transaction: TransactionRunner = async (work) => {
    if (started) throw new Error(`${entry.action}: one audited transaction per call`);
    started = true;
    const result = await inAuditedTransaction(deps.db, entry, (trx) => work(trx));
    recorded = true;
    return result;
  };
  const refusals = <R>(work: () => Promise<R>) => recordingFailures(deps, entry, work);
  const stages: AuditStages = {
    target: entry.target,
    transaction,
    refusals,
    change: (work) => refusals(() => transaction((trx) => work(trx, entry.target))),
  };
  const result = await handler(stages);
  if (!recorded) throw new Error(`${entry.action} answered without committing its audited change`);
  return result;
}
