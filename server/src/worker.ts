// Entry point of `npm run worker`: one worker process against the PostgreSQL of DATABASE_URL (several may run,
// also on other machines; they share the queue). Same environment as the server (config.ts), of which it
// uses the database, JWT_SECRET (the key of sealed mails), the mail settings and the WORKER_* and MAIL_*
// variables. On the embedded database (PGlite, no DATABASE_URL) only the server's in-process worker can
// reach the queue, so it refuses to start. Stops gracefully on SIGINT or SIGTERM.
import { resolveJwtSecret } from './auth/jwtSecret';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDirOf } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { AppDeps } from './deps';
import { consoleLogger } from './logger';
import { createMailer } from './mail';
import { messages } from './messages';
import { startJobQueue, startWorker } from './workers/background';

function fail(error: unknown): never {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(messages.worker.failed, error);
  process.exit(1);
}

async function run() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError(messages.worker.needsPostgres);
  const log = consoleLogger;
  const jwtSecret = await resolveJwtSecret(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config.dataDir),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    outboxDir: config.outboxDir,
  });
  try {
    await migrateToLatest(database.db);
    const jobs = await startJobQueue(database, config, log, true);
    const deps: AppDeps = { db: database.db, config, jwtSecret, mailer, log, jobs };
    const worker = await startWorker(deps);
    console.log(messages.worker.running(worker.name, worker.options.concurrency, database.description));
    if (!config.smtpUrl) console.log(messages.startup.mailToOutbox(config.outboxDir));
    return async () => {
      await worker.stop();
      await jobs.stop();
      mailer.close();
      await database.close();
    };
  } catch (error) {
    mailer.close();
    await database.close();
    throw error;
  }
}

let stop: () => Promise<void>;
try {
  stop = await run();
} catch (error) {
  fail(error);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(messages.worker.stopping(signal));
    stop().then(
      () => {
        console.log(messages.worker.stopped);
        process.exit(0);
      },
      (error: unknown) => fail(error),
    );
  });
}
