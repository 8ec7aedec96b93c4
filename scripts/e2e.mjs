// End-to-end tests: make sure a Chromium exists, build the console and, beside it, the migrated database the
// servers start from (tests/e2e/support/template.ts), then run Playwright against the real servers.
// `--prepare-only`: only the build and the database (`npm test` does them beside the type check); E2E_PREPARED=1:
// they are done, only the tests run.
import { spawn } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

/** Runs a command with its output shown; answers its exit status. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

const prepareOnly = process.argv.includes('--prepare-only');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--prepare-only');
// E2E_DIST: build into another folder than dist/ (two runs side by side on one machine).
const outDir = process.env.E2E_DIST ?? 'dist';

if (process.env.E2E_PREPARED !== '1') {
  const prepared = await Promise.all([
    run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']),
    run('npx', ['tsx', 'tests/e2e/support/template.ts']),
  ]);
  const failed = prepared.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
if (prepareOnly) process.exit(0);

const chromiumPath = ensureChromium();
console.log(`Chromium: ${chromiumPath}`);
process.exit(
  await run('npx', ['playwright', 'test', ...playwrightArgs], {
    CHROMIUM_PATH: chromiumPath,
    E2E_DIST: outDir,
  }),
);
