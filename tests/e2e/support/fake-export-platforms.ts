// The stand-in HubSpot and Notion of the end-to-end run: one loopback server (server/test/support/
// fakeExportPlatforms.ts) on FAKE_EXPORT_PORT, the plain server's HUBSPOT_BASE_URL and NOTION_BASE_URL. It answers
// like the real APIs: a HubSpot search finds nothing until a deal or ticket was made (create_if_not_found makes one,
// 201), a note is made (201); a Notion page is made in any database (200) and its further blocks appended. A key
// containing "geweigerd" is refused with 401 (the plain server's secret HUBSPOT_E2E_GEWEIGERD holds such a key).
// `GET /requests` answers everything that arrived, for a test to check.
import { startFakeExportPlatforms } from '../../../server/test/support/fakeExportPlatforms';

// Started by playwright.config.ts, which sets FAKE_EXPORT_PORT from tests/e2e/support/ports.ts.
const port = Number(process.env.FAKE_EXPORT_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_EXPORT_PORT ontbreekt.');

const fake = await startFakeExportPlatforms({ port });
console.log(`Nep-HubSpot en nep-Notion op ${fake.baseUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
