import { statfsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { ports, servers } from './tests/e2e/support/ports';

const chromiumPath = process.env.CHROMIUM_PATH;
/**
 * Whether /dev/shm is too small for Chromium's shared memory (containers often give 64 MB); then it writes it to
 * /tmp instead. Where /dev/shm is large that detour only costs: about a sixth of the browser's CPU time.
 */
function smallSharedMemory(): boolean {
  try {
    const { blocks, bsize } = statfsSync('/dev/shm');
    return blocks * bsize < 1024 ** 3;
  } catch {
    return true;
  }
}
export default defineConfig({
  testDir: 'tests/e2e',
  // A run that builds into its own folder (E2E_DIST, two runs side by side) keeps its results beside it too, so
  // one run does not clear the traces another is writing.
  outputDir:
    process.env.E2E_DIST && process.env.E2E_DIST !== 'dist'
      ? `${process.env.E2E_DIST.replace(/\/+$/, '')}-results`
      : 'test-results',
  fullyParallel: true,
  // At least two workers. With one on two cores, a fifth of the CPU stayed idle while tests waited on timers, the
  // network and the servers (the whole run 12.5 min, 1.61 CPU-s per second of test); two fill it (11.1 min).
  // Larger machines: half their cores, Playwright's default.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // contractReporter: the total of answers the contract check validated (tests/e2e/support/fixtures.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./tests/e2e/support/contractReporter.ts'],
  ],
  use: {
    baseURL: servers.plain,
    // A trace only when asked for (E2E_TRACE=1): recording one costs whether or not it is kept, about 1.2
    // CPU-seconds for each test even when it does nothing, and 8-12 % of the CPU of the users, templateEditor,
    // organizationSettings and dashboard specs (with one worker the whole run's time hardly moved: it is not
    // all CPU-bound there). A failure still writes the page's ARIA snapshot
    // (error-context.md). Kept only on failure, with DOM snapshots but no screenshots: recording screenshots makes
    // Chromium capture every frame (a screencast).
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Every server the tests use, started side by side (tests/e2e/support/servers.ts and serverList.ts).
  webServer: {
    command: 'npx tsx tests/e2e/support/servers.ts',
    url: `http://127.0.0.1:${ports.ready}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 90_000,
  },
});
