// What the end-to-end run starts before its tests: the mail sink, the stand-in language model and export
// platforms, and three reference servers (plain development, production with 2FA by mail, without workers), each
// on a fresh copy of the migrated demo database. servers.ts starts them side by side.
import { admin, ports, servers } from './ports';

export interface E2eServer {
  name: string;
  /** The TypeScript file that runs it (with tsx). */
  script: string;
  /** Answers 2xx once it is ready. */
  url: string;
  env?: Record<string, string>;
}

const common: Record<string, string> = {
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

export const e2eServers: E2eServer[] = [
  {
    name: 'mail sink',
    script: 'tests/e2e/support/smtp-sink.ts',
    url: `http://127.0.0.1:${ports.inbox}/messages`,
  },
  {
    name: 'stand-in language model',
    script: 'tests/e2e/support/fake-ai.ts',
    url: `${servers.fakeAi}/models`,
    env: { FAKE_AI_PORT: String(ports.fakeAi) },
  },
  {
    name: 'stand-in export platforms',
    script: 'tests/e2e/support/fake-export-platforms.ts',
    url: `${servers.exportPlatforms}/requests`,
    env: { FAKE_EXPORT_PORT: String(ports.exportPlatforms) },
  },
  {
    name: 'plain server',
    script: 'tests/e2e/support/fresh-server.ts',
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
  },
  {
    name: '2FA server',
    script: 'tests/e2e/support/fresh-server.ts',
    url: `${servers.twoFactor}/api/health`,
    env: {
      ...common,
      PORT: String(ports.twoFactor),
      DATA_DIR: `.test-data/e2e-2fa-${ports.twoFactor}`,
      ENVIRONMENT: 'Production',
      TWO_FACTOR: 'email',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    },
  },
  {
    name: 'server without workers',
    script: 'tests/e2e/support/fresh-server.ts',
    url: `${servers.noWorkers}/api/health`,
    env: {
      ...common,
      PORT: String(ports.noWorkers),
      DATA_DIR: `.test-data/e2e-no-workers-${ports.noWorkers}`,
      ENVIRONMENT: 'development',
      WORKERS: '0',
    },
  },
];
