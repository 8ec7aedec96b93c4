// `npm start`: build the console when its sources are newer than the build, then start the reference
// server with the embedded database (PGlite in ./data), a seeded demo, and the console served at `/`.
import { spawn } from 'node:child_process';
import { buildConsoleIfStale } from './build-console.mjs';

buildConsoleIfStale();

// Node itself with tsx's loader (not through npx), so a signal reaches the server and it closes its database.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { STATIC_DIR: 'dist', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
