// A removal run in a child process that kills itself (SIGKILL, as kill -9) at one point of one batch, for the
// retention crash test: CRASH_POINT (beforeCommit, afterCommit, afterFileDeleted) and CRASH_AT (how many times
// that point passes first). DATABASE_URL or DATA_DIR (PGlite) and FILES_DIR name the data; AS_OF the time.
import { openDatabase, pgliteDirOf } from '../../src/db/connect';
import type { RemovalHooks } from '../../src/retention/removal';
import { runRemoval } from '../../src/retention/removal';
import { FileStore } from '../../src/transcriptions/files';

const env = process.env;
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  pgliteDir: pgliteDirOf(env.DATA_DIR!),
});
let passes = Number(env.CRASH_AT ?? '1');
const point = env.CRASH_POINT as keyof RemovalHooks;
const crash = () => {
  if (--passes > 0) return;
  process.stdout.write(`crash ${point}\n`);
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL is not delivered synchronously everywhere: wait for it rather than go on.
  return new Promise<void>(() => {});
};
await runRemoval(
  {
    db: database.db,
    store: new FileStore(env.FILES_DIR!),
    log: { info: () => {}, warn: () => {}, error: (message) => process.stderr.write(`${message}\n`) },
  },
  { asOf: new Date(env.AS_OF!), batch: Number(env.BATCH ?? '3'), hooks: { [point]: crash } },
);
process.stdout.write('finished\n');
await database.close();
