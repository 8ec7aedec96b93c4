// What the end-to-end run's stand-in HubSpot and Notion (fake-export-platforms.ts) know, for specs that push a
// summary ("Verstuur naar export"): the secret names the plain server holds, and the requests that arrived.
import { servers } from './ports';

/** Secret names of the plain server (values only in playwright.config.ts). */
export const exportSecrets = {
  /** A HubSpot key the stand-in accepts. */
  hubspot: 'HUBSPOT_E2E',
  /** A HubSpot key the stand-in refuses with 401 ("HubSpot weigerde de API-sleutel (401)."). */
  hubspotRefused: 'HUBSPOT_E2E_GEWEIGERD',
  /** A Notion key the stand-in accepts. */
  notion: 'NOTION_E2E',
} as const;

/** A Notion database id the stand-in accepts (it accepts any well-formed id). */
export const E2E_NOTION_DATABASE = '0123456789abcdef0123456789abcdef';

/** One request the stand-in received, as `GET /requests` answers it. */
export interface PlatformRequest {
  platform: 'hubspot' | 'notion' | 'other';
  method: string;
  path: string;
  authorization: string | null;
  notionVersion: string | null;
  body: unknown;
  /** What the stand-in answered (0 while it had not). */
  status: number;
  at: number;
}

/** Everything the stand-in received so far (all tests of the run: filter by what your test sent). */
export async function platformRequests(): Promise<PlatformRequest[]> {
  const res = await fetch(`${servers.exportPlatforms}/requests`);
  if (!res.ok) throw new Error(`stand-in answered ${res.status}`);
  return ((await res.json()) as { requests: PlatformRequest[] }).requests;
}
