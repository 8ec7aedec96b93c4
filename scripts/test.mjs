// `npm test`: type check, lint, unit tests, server tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL
// is set) and the end-to-end tests in headless Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  // Both projects of tsconfig.json: the console (DOM) and the server (Node, no DOM).
  ['Typecheck', 'npx', ['tsc', '-b']],
  ['Lint', 'npm', ['run', '--silent', 'lint']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['Server tests', 'npx', ['vitest', 'run', '--project', 'server']],
  ['End-to-end tests', 'node', ['scripts/e2e.mjs']],
];

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  timings.push(`${name}: ${seconds.toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} mislukt (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ Alle stappen geslaagd.\n${timings.join('\n')}`);
