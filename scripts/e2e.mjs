// End-to-end tests: make sure a Chromium exists, build the console, run Playwright against the real server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromiumPath = ensureChromium();
console.log(`Chromium: ${chromiumPath}`);

function step(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// E2E_DIST: build into another folder than dist/ (two runs side by side on one machine).
const outDir = process.env.E2E_DIST ?? 'dist';
step('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']);
step('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromiumPath,
  E2E_DIST: outDir,
});
