// `npm test`: type check, lint, unit tests, server tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set)
// and the end-to-end tests in headless Chromium. Stops at the first failing step; prints each step's time.
//
// The first three steps run side by side: the type check and the lint are mostly one thread each, and the
// console's build for the end-to-end tests (with the migrated database their servers start from) fills the
// rest; none writes what another reads. Their output is shown after all have finished, each under its own
// heading, so it does not interleave. The test suites then run one after the other: each keeps both cores busy.
import { spawn, spawnSync } from 'node:child_process';

/** Runs a command with its output kept; answers its exit status, output and duration. */
function captured(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) =>
      resolve({ status: status ?? 1, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** Runs a command with its output shown as it comes; answers its exit status and duration. */
function inherited(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

const sideBySide = [
  // Both projects of tsconfig.json: the console (DOM) and the server (Node, no DOM).
  ['Typecheck', 'npx', ['tsc', '-b']],
  ['Lint', 'npm', ['run', '--silent', 'lint']],
  ['Build', 'node', ['scripts/e2e.mjs', '--prepare-only']],
];
const inTurn = [
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['Server tests', 'npx', ['vitest', 'run', '--project', 'server']],
  ['End-to-end tests', 'node', ['scripts/e2e.mjs'], { E2E_PREPARED: '1' }],
];

const started = Date.now();
const timings = [];
const fail = (name, status) => {
  console.error(`\n✖ ${name} mislukt (exit ${status}).\n${timings.join('\n')}`);
  process.exit(status);
};

console.log(`\n▶ ${sideBySide.map(([name]) => name).join(', ')} (naast elkaar)`);
const checks = await Promise.all(sideBySide.map(([, command, args]) => captured(command, args)));
sideBySide.forEach(([name], index) => {
  const { output, seconds } = checks[index];
  console.log(`\n▶ ${name}`);
  process.stdout.write(output);
  timings.push(`${name}: ${seconds.toFixed(1)} s`);
});
const failed = sideBySide.findIndex((_, index) => checks[index].status !== 0);
if (failed >= 0) fail(sideBySide[failed][0], checks[failed].status);

for (const [name, command, args, env] of inTurn) {
  console.log(`\n▶ ${name}`);
  const { status, seconds } = inherited(command, args, env);
  timings.push(`${name}: ${seconds.toFixed(1)} s`);
  if (status !== 0) fail(name, status);
}
timings.push(`Samen: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`\n✔ Alle stappen geslaagd.\n${timings.join('\n')}`);
