import { statfsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { admin, ports, servers } from './tests/e2e/support/ports';

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
const common = {
  STATIC_DIR: process.env.E2E_DIST ?? 'dist',
  HOST: '127.0.0.1',
  ADMIN_USERNAME: admin.username,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SEED_DEMO: 'true',
  DATABASE_URL: '',
  JWT_SECRET: '',
  // No language model unless a server's own entry names one (only the plain server does).
  AI_BASE_URL: '',
  AI_API_KEY: '',
  AI_MODELS: '',
  // Export pushes of every server go to the stand-in HubSpot and Notion, never to the real ones.
  HUBSPOT_BASE_URL: servers.exportPlatforms,
  NOTION_BASE_URL: servers.exportPlatforms,
};

export default defineConfig({
  testDir: 'tests/e2e',
  // A run that builds into its own folder (E2E_DIST, two runs side by side) keeps its results beside it too, so
  // one run does not clear the traces another is writing.
  outputDir:
    process.env.E2E_DIST && process.env.E2E_DIST !== 'dist'
      ? `${process.env.E2E_DIST.replace(/\/+$/, '')}-results`
      : 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
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
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/smtp-sink.ts',
      url: `http://127.0.0.1:${ports.inbox}/messages`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'npx tsx tests/e2e/support/fake-ai.ts',
      url: `${servers.fakeAi}/models`,
      env: { FAKE_AI_PORT: String(ports.fakeAi) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'npx tsx tests/e2e/support/fake-export-platforms.ts',
      url: `${servers.exportPlatforms}/requests`,
      env: { FAKE_EXPORT_PORT: String(ports.exportPlatforms) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'npx tsx tests/e2e/support/fresh-server.ts',
      url: `${servers.plain}/api/health`,
      env: {
        ...common,
        PORT: String(ports.plain),
        DATA_DIR: `.test-data/e2e-plain-${ports.plain}`,
        ENVIRONMENT: 'development',
        AI_BASE_URL: servers.fakeAi,
        // A slow answer (`#fake:slow`) ends in the console's error within an end-to-end test's time.
        AI_TIMEOUT_SECONDS: '5',
        // Secrets of export configurations (tests/e2e/support/exportPlatforms.ts); the stand-in refuses the second.
        WERKBANK_SECRET_HUBSPOT_E2E: 'e2e-hubspot-sleutel',
        WERKBANK_SECRET_HUBSPOT_E2E_GEWEIGERD: 'e2e-sleutel-geweigerd',
        WERKBANK_SECRET_NOTION_E2E: 'e2e-notion-sleutel',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx tests/e2e/support/fresh-server.ts',
      url: `${servers.twoFactor}/api/health`,
      env: {
        ...common,
        PORT: String(ports.twoFactor),
        DATA_DIR: `.test-data/e2e-2fa-${ports.twoFactor}`,
        ENVIRONMENT: 'Production',
        TWO_FACTOR: 'email',
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx tests/e2e/support/fresh-server.ts',
      url: `${servers.noWorkers}/api/health`,
      env: {
        ...common,
        PORT: String(ports.noWorkers),
        DATA_DIR: `.test-data/e2e-no-workers-${ports.noWorkers}`,
        ENVIRONMENT: 'development',
        WORKERS: '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
