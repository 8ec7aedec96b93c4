// `npm run bench:pdf`: how long the PDF export takes.
//   1. The renderer itself (server/src/pdf/render.ts, run through tsx): a summary of about ten pages with the
//      example settings (`PDF_DEFAULT_SETTINGS`), an organisation's branding and its SVG logo (the demo
//      municipality's), one warm-up and then BENCH_RUNS renders (default 10); median, min and max in ms, size
//      and page count.
//   2. The preview route over HTTP: a fresh server (temporary DATA_DIR, PGlite, no demo data) on BENCH_PORT
//      (default 4519), an organisation with that branding and logo, and BENCH_RUNS calls of
//      `POST admin/organizations/{id}/pdf-export-settings/preview` with the example settings, as the console's
//      pdf tab makes them (the route renders its sample summary: a few pages).
// Run with tsx's loader (the renderer is TypeScript): node --import tsx scripts/bench/pdf.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF_DEFAULT_SETTINGS } from '../../src/api/schemas/pdfSettings.ts';
import { checkLogoContent } from '../../server/src/branding/logoContent.ts';
import { renderSummaryPdf } from '../../server/src/pdf/render.ts';
import { longSummaryText, sampleSummary } from '../../server/src/pdf/sample.ts';
import { demoBrandings, ZANDVOORT_LOGO } from '../../server/src/seed/demoBranding.ts';
import { adminApi, list, median, ms } from './figures.mjs';
import { consoleServerEnv, startServer } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4519);
const PAGES = 10;
const ADMIN = { username: 'admin', password: 'bench-Beheerder-wachtwoord' };
const base = `http://127.0.0.1:${PORT}`;

const demo = demoBrandings[0];
const logoSvg = checkLogoContent('svg', new TextEncoder().encode(ZANDVOORT_LOGO)).content;

/** Pages of a PDF written by pdfkit (its page objects are not compressed). */
const pageCount = (bytes) =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const summarise = (label, times, bytes) =>
  console.log(
    `${label}: median ${ms(median(times))}, min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))} ` +
      `over ${times.length} runs; ${pageCount(bytes)} pages, ${kilobytes(bytes.byteLength)}\n  ${list(times)}`,
  );

async function timeRenderer() {
  const input = {
    settings: PDF_DEFAULT_SETTINGS,
    branding: { organization_name: demo.organization, ...demo.branding },
    logo: { kind: 'svg', content: logoSvg },
    summary: sampleSummary('bench', new Date(), longSummaryText(PAGES)),
  };
  let bytes = await renderSummaryPdf(input); // warm-up: fonts read, code compiled
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    bytes = await renderSummaryPdf(input);
    times.push(performance.now() - started);
  }
  summarise(`renderer, ${PAGES}-page summary`, times, bytes);
}

async function timeRoute() {
  const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-pdf-'));
  const env = { ...consoleServerEnv({ dataDir, port: PORT, admin: ADMIN }), STATIC_DIR: '' };
  let server;
  try {
    server = await startServer(env, { base });
    const api = await adminApi(base, ADMIN);
    const organization = await api('POST', 'admin/organizations', { name: demo.organization });
    await api('PUT', `admin/organizations/${organization.id}/branding`, demo.branding);
    const login = await (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json();
    const auth = { authorization: `Bearer ${login.access_token}` };
    const form = new FormData();
    form.set('logo', new File([logoSvg], 'logo.svg'));
    const uploaded = await fetch(`${base}/api/admin/organizations/${organization.id}/logo`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (!uploaded.ok) throw new Error(`logo: ${uploaded.status} ${await uploaded.text()}`);

    const call = async () => {
      const res = await fetch(
        `${base}/api/admin/organizations/${organization.id}/pdf-export-settings/preview`,
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ pdf_export_settings: PDF_DEFAULT_SETTINGS }),
        },
      );
      if (!res.ok) throw new Error(`preview: ${res.status} ${await res.text()}`);
      return new Uint8Array(await res.arrayBuffer());
    };
    let bytes = await call();
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      bytes = await call();
      times.push(performance.now() - started);
    }
    summarise('HTTP preview route (sample summary)', times, bytes);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await timeRenderer();
await timeRoute();
// Figures from a busy machine are slower: say how busy it was.
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
