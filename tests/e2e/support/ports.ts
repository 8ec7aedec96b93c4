// Addresses of what the end-to-end run starts: a mail sink, three reference servers (one plain development
// server, one production server that demands a 2FA code by mail, and one plain server without workers) and a
// stand-in language model for the plain server (the other two have no AI).
const base = Number(process.env.E2E_PORT_BASE ?? 4310);

export const ports = {
  smtp: base,
  inbox: base + 1,
  plain: base + 2,
  twoFactor: base + 3,
  /** A plain server without in-process workers (`WORKERS=0`): the worker screen's empty state. */
  noWorkers: base + 4,
  /** The stand-in OpenAI-compatible provider (`fake-ai.ts`): the plain server's AI_BASE_URL. */
  fakeAi: base + 5,
  /** The stand-in HubSpot and Notion APIs (`fake-export-platforms.ts`): every server's HUBSPOT/NOTION_BASE_URL. */
  exportPlatforms: base + 6,
  /** Answers once every server above is ready (servers.ts, which starts them side by side). */
  ready: base + 7,
};

export const servers = {
  plain: `http://127.0.0.1:${ports.plain}`,
  twoFactor: `http://127.0.0.1:${ports.twoFactor}`,
  noWorkers: `http://127.0.0.1:${ports.noWorkers}`,
  /** The OpenAI-compatible API base of the stand-in model. */
  fakeAi: `http://127.0.0.1:${ports.fakeAi}/v1`,
  /** The base address of the stand-in HubSpot and Notion (also `GET /requests`). */
  exportPlatforms: `http://127.0.0.1:${ports.exportPlatforms}`,
};

export const admin = { username: 'admin', email: 'admin@example.com', password: 'e2e-Beheerder-wachtwoord' };
