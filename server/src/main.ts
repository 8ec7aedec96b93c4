// Entry point: `npx tsx server/src/main.ts`. Reads the environment (see config.ts), starts the server, prints
// its addresses, the database and (once) the initial credentials, and stops cleanly on SIGINT or SIGTERM.
import { ConfigError, loadConfig } from './config';
import { messages } from './messages';
import { DEMO_ORG_ADMIN } from './seed/demoData';
import { startServer } from './server';

/** An address without the user and password it may carry. */
function safeUrl(address: string): string {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  return url.href;
}

function fail(error: unknown): never {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(messages.startup.failed, error);
  process.exit(1);
}

let server;
try {
  const config = loadConfig();
  server = await startServer(config);
  const { admin, demo } = server.seed;
  console.log(messages.startup.running(server.url));
  console.log(messages.startup.api(server.url));
  console.log(messages.startup.database(server.database));
  if (config.staticDir) console.log(messages.startup.staticDir(config.staticDir));
  if (admin?.generatedPassword)
    console.log(messages.startup.adminCreatedWithPassword(admin.username, admin.generatedPassword));
  else if (admin) console.log(messages.startup.adminCreated(admin.username));
  if (demo) {
    console.log(messages.startup.demoSeeded(demo.organizations, demo.users));
    console.log(messages.startup.demoOrgAdmin(DEMO_ORG_ADMIN.username, DEMO_ORG_ADMIN.password));
  }
  if (config.twoFactor === 'email') console.log(messages.startup.twoFactor);
  if (!config.smtpUrl) console.log(messages.startup.mailToOutbox(config.outboxDir));
  console.log(config.ai ? messages.startup.ai(safeUrl(config.ai.baseUrl)) : messages.startup.noAi);
  if (server.worker) console.log(messages.startup.worker(server.worker.name, server.worker.concurrency));
  else console.log(config.databaseUrl ? messages.startup.noWorker : messages.startup.noWorkerPglite);
  console.log(messages.startup.coldStart(server.coldStartMs));
} catch (error) {
  fail(error);
}

const running = server;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(messages.startup.stopping(signal));
    running.close().then(
      () => {
        console.log(messages.startup.stopped);
        process.exit(0);
      },
      (error: unknown) => fail(error),
    );
  });
}
