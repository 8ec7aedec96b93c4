// An organisation's pdf and branding tabs: the PDF export settings in CodeMirror with inline problems,
// reset to the example, save and clear, the PDF preview rendered by the server; the branding with its colour
// check, save, contrast warning and logo upload (a PNG and an SVG made here); the palette; axe in light and dark.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Locator, type Page, type Response } from './support/fixtures';
import { callApi } from './support/api';
import { openPalette, signIn } from './support/app';
import { axeLightAndDark } from './support/axe';
import { makeOrganization, type CreatedOrganization } from './support/organizations';

const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });
const pdfEditor = (page: Page) => page.getByRole('textbox', { name: 'PDF export instellingen (JSON)' });
const previewFrame = (page: Page) =>
  page.getByTitle('Voorbeeld van de PDF export met een voorbeeldsamenvatting');
const isPreview = (response: Response) =>
  response.request().method() === 'POST' && response.url().endsWith('/pdf-export-settings/preview');

/**
 * Content-Security-Policy violations of the page (as tests/e2e/csp.spec.ts collects them): the logo and the
 * preview are shown through blob: URLs, which the console's policy must allow and nothing more.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)|CSP-schending/i.test(text))
      found.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP-schending: ${event.effectiveDirective} blokkeerde ${event.blockedURI || '(inline)'}`,
      );
    });
  });
  return found;
}

/** The preview's answer: a PDF, not empty. */
async function expectPdf(response: Response) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.length).toBeGreaterThan(1000);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/**
 * The frame shows a `blob:` URL of the console's own, whose document is the PDF (the console's CSP lets no script
 * read a blob: URL back, so the frame's document is asked for its type).
 */
async function expectPreviewShown(page: Page) {
  await expect(previewFrame(page)).toHaveAttribute('src', /^blob:http:\/\/127\.0\.0\.1:\d+\//);
  const src = (await previewFrame(page).getAttribute('src'))!;
  await expect
    .poll(async () => {
      const frame = page.frames().find((candidate) => candidate.url() === src);
      return frame ? await frame.evaluate(() => document.contentType).catch(() => null) : null;
    })
    .toBe('application/pdf');
}

/** Replaces the editor's text as a paste would (no auto-closed brackets in between). */
async function replaceText(page: Page, text: string) {
  await pdfEditor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  if (text) await page.keyboard.insertText(text);
  else await page.keyboard.press('Delete');
}

/** The first lines of the editor as shown (CodeMirror draws only the lines in view). */
async function expectExampleShown(page: Page) {
  const lines = page.locator('.cm-content .cm-line');
  await expect(lines.nth(0)).toHaveText('{');
  await expect(lines.nth(1)).toHaveText('  "cover_page": {');
  await expect(lines.nth(2)).toHaveText('    "enabled": true,');
}

/** Opens the organisation's tab, signed in as the seeded superuser; answers the first preview when asked for. */
async function openTab(page: Page, organization: CreatedOrganization, tab: 'pdf' | 'branding') {
  await signIn(page);
  const firstPreview = tab === 'pdf' ? page.waitForResponse(isPreview) : null;
  await page.goto(`/organizations/${organization.id}?tab=${tab}`);
  await expect(page.getByRole('tab', { name: tab === 'pdf' ? 'PDF export' : 'Branding' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return firstPreview;
}

// Image files made here: a 24×12 PNG (RGBA, two colours) and an SVG.
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function smallPng(width = 24, height = 12): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...(x < width / 2 ? [29, 78, 216, 255] : [245, 158, 11, 255]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const svgLogo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<rect width="120" height="40" rx="6" fill="#1D4ED8"/><circle cx="20" cy="20" r="10" fill="#F59E0B"/></svg>',
);

/** The image has loaded and has a size (a broken image has none). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('pdf tab', () => {
  test('opens with the preview of the saved settings; invalid JSON and an unknown key are shown in place', async ({
    page,
  }) => {
    const policy = await watchPolicy(page);
    const organization = await makeOrganization('pdf');
    const firstPreview = await openTab(page, organization, 'pdf');
    await expect(page.getByRole('heading', { name: 'PDF export instellingen' })).toBeVisible();
    await expect(
      page.getByText('Standaard opmaak: deze organisatie heeft geen eigen PDF export instellingen.'),
    ).toBeVisible();
    await expect(page.getByText(/^Tip: houd de marges op minimaal 15 mm/)).toBeVisible();

    // The tab opens with a preview of the saved settings (here: the default layout).
    await expectPdf(await firstPreview!);
    await expectPreviewShown(page);
    await expect(page.getByText('Gemaakt met de opgeslagen instellingen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voorbeeld downloaden (PDF)' })).toHaveAttribute(
      'href',
      /^blob:/,
    );

    await page.getByRole('button', { name: 'Bewerken', exact: true }).click();
    await expect(pdfEditor(page)).toBeVisible();
    const save = page.getByRole('button', { name: 'Opslaan', exact: true });
    await expect(save).toBeDisabled();
    await expect(page.getByText('Er zijn geen wijzigingen om op te slaan.')).toBeVisible();

    // Not JSON: the contract's text under the editor, and saving refuses with it.
    await replaceText(page, '{ "layout": ');
    const problems = page.locator('[aria-live="polite"]').filter({ hasText: 'Controleer de JSON' });
    await expect(problems.getByText('Controleer de JSON: het formaat is ongeldig.')).toBeVisible();
    // At the end of the text: a point, not a range.
    await expect(page.locator('.cm-lintPoint-error, .cm-lintRange-error')).toHaveCount(1);
    await save.click();
    await expect(toasts(page).getByText('Controleer de JSON: het formaat is ongeldig.')).toBeVisible();

    // An unknown key: underlined where it is, and named with the keys allowed there.
    await replaceText(page, '{\n  "layout": { "page_sise": "A4" }\n}');
    await expect(page.locator('.cm-lintRange-error')).toHaveText('"page_sise"');
    await expect(
      page.getByText(
        'Fout op regel 2, kolom 15: Onbekende sleutel “page_sise”. Mogelijk hier: page_size, orientation, margins_mm.',
      ),
    ).toBeVisible();

    // Completion of the keys the schema allows there.
    await replaceText(page, '{ "layout": { "ori');
    await page.keyboard.press('Control+Space');
    await expect(page.getByRole('option', { name: /orientation/ })).toBeVisible();
    expect(policy).toEqual([]);
  });

  test('reset to the example, its preview before saving, save (message, preview again) and clear', async ({
    page,
  }) => {
    test.slow(); // Three PDF renderings.
    const organization = await makeOrganization('pdf-opslaan');
    const firstPreview = await openTab(page, organization, 'pdf');
    await firstPreview;
    await page.getByRole('button', { name: 'Bewerken', exact: true }).click();
    const save = page.getByRole('button', { name: 'Opslaan', exact: true });

    // Reset to the example settings, indented 2 spaces: no problems, and the preview renders the unsaved text.
    await page.getByRole('button', { name: 'Reset naar voorbeeld' }).click();
    await expectExampleShown(page);
    await expect(page.getByText('Geen problemen: de instellingen kloppen met het schema.')).toBeVisible();
    await expect(page.locator('.cm-lintRange-error, .cm-lintRange-warning')).toHaveCount(0);
    const refreshed = page.waitForResponse(isPreview);
    await page.getByRole('button', { name: 'Voorbeeld vernieuwen' }).click();
    await expectPdf(await refreshed);
    await expect(page.getByText('Gemaakt met de tekst in de editor (nog niet opgeslagen).')).toBeVisible();
    await expectPreviewShown(page);

    // Save: the contract's message, view mode, the settings on the server, and the preview rendered again.
    const afterSave = page.waitForResponse(isPreview);
    await save.click();
    await expect(toasts(page).getByText('PDF export instellingen opgeslagen.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bewerken', exact: true })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Opgeslagen PDF export instellingen (JSON)' }),
    ).toBeVisible();
    await expectPdf(await afterSave);
    await expect(page.getByText('Gemaakt met de opgeslagen instellingen.')).toBeVisible();
    const saved = await callApi<{ pdf_export_settings: Record<string, Record<string, unknown>> | null }>(
      'GET',
      `admin/organizations/${organization.id}/pdf-export-settings`,
    );
    expect(saved.pdf_export_settings?.page_footer).toEqual({
      text: '{{organization_contact_line}}',
      show_page_numbers: true,
      page_number_format: 'Pagina {{page_number}} van {{total_pages}}',
    });
    expect(saved.pdf_export_settings?.layout).toEqual({
      page_size: 'A4',
      orientation: 'portrait',
      margins_mm: { top: 40, bottom: 25, left: 20, right: 20 },
    });

    // Clear: empty is the default layout, saved as null.
    await page.getByRole('button', { name: 'Bewerken', exact: true }).click();
    await page.getByRole('button', { name: 'Leegmaken' }).click();
    await expect(page.getByText('Het veld is leeg: bij opslaan geldt de standaard opmaak.')).toBeVisible();
    await save.click();
    await expect(
      page.getByText('Standaard opmaak: deze organisatie heeft geen eigen PDF export instellingen.'),
    ).toBeVisible();
    expect(
      (
        await callApi<{ pdf_export_settings: unknown }>(
          'GET',
          `admin/organizations/${organization.id}/pdf-export-settings`,
        )
      ).pdf_export_settings,
    ).toBeNull();
  });

  test('a margin under 15 mm is a warning in place; Annuleren leaves edit mode after asking', async ({
    page,
  }) => {
    const organization = await makeOrganization('pdf-marge');
    await openTab(page, organization, 'pdf');
    await page.getByRole('button', { name: 'Bewerken', exact: true }).click();
    await replaceText(page, '{ "layout": { "margins_mm": { "top": 10 } } }');
    await expect(page.locator('.cm-lintRange-warning')).toHaveText('10');
    await expect(
      page.getByText(
        'Let op op regel 1, kolom 38: Een marge van 10 mm is krap: houd minimaal 15 mm aan, zodat een printer niets afsnijdt.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Annuleren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Wijzigingen weggooien?' });
    await confirm.getByRole('button', { name: 'Weggooien' }).click();
    await expect(page.getByRole('button', { name: 'Bewerken', exact: true })).toBeVisible();
    await expect(pdfEditor(page)).toHaveCount(0);
  });

  test('axe finds nothing on the pdf tab in view mode with its preview, light and dark', async ({ page }) => {
    test.slow(); // Two full axe runs beside a PDF viewer.
    const organization = await makeOrganization('pdf-axe');
    await callApi('PUT', `admin/organizations/${organization.id}/pdf-export-settings`, {
      pdf_export_settings: { layout: { orientation: 'landscape' } },
    });
    const firstPreview = await openTab(page, organization, 'pdf');
    await firstPreview;
    await expect(previewFrame(page)).toHaveAttribute('src', /^blob:/);
    await axeLightAndDark(
      page,
      page.getByRole('textbox', { name: 'Opgeslagen PDF export instellingen (JSON)' }),
    );
  });

  test('axe finds nothing on the pdf tab in edit mode with problems listed, light and dark', async ({
    page,
  }) => {
    test.slow(); // Two full axe runs beside a PDF viewer.
    const organization = await makeOrganization('pdf-axe-bewerken');
    await openTab(page, organization, 'pdf');
    await page.getByRole('button', { name: 'Bewerken', exact: true }).click();
    await replaceText(page, '{ "layout": { "orientation": "sideways", "margins_mm": { "left": 10 } } }');
    await expect(page.getByText(/^Fout op regel 1/)).toBeVisible();
    await expect(page.getByText(/^Let op op regel 1/)).toBeVisible();
    await axeLightAndDark(page, pdfEditor(page));
  });
});

test.describe('branding tab', () => {
  test('invalid colour message, contrast warning, save', async ({ page }) => {
    const organization = await makeOrganization('branding');
    await openTab(page, organization, 'branding');
    await expect(page.getByRole('heading', { name: 'Branding', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Bewerken', exact: true }).click();
    const form = page.getByRole('form', { name: 'Branding bewerken' });

    const primary = form.getByRole('textbox', { name: 'Primaire kleur', exact: true });
    await primary.fill('blauw');
    await primary.press('Tab');
    await expect(form.getByText('Ongeldige HEX kleur (gebruik formaat #RRGGBB)')).toBeVisible();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form).toBeVisible();
    expect(
      (
        await callApi<{ primary_color: string | null }>(
          'GET',
          `admin/organizations/${organization.id}/branding`,
        )
      ).primary_color,
    ).toBeNull();

    // A light primary colour: the PDF's headings in it would not reach AA on white.
    await primary.fill('#60A5FA');
    await expect(form.getByText('Ongeldige HEX kleur (gebruik formaat #RRGGBB)')).toHaveCount(0);
    await expect(form.getByText(/^Let op: de PDF zet koppen in de primaire kleur/)).toBeVisible();
    await primary.fill('#1D4ED8');
    await expect(form.getByText(/^Let op: de PDF zet koppen/)).toHaveCount(0);

    // The colour picker writes the text field.
    await form.getByLabel('Accentkleur kiezen').fill('#f59e0b');
    await expect(form.getByRole('textbox', { name: 'Accentkleur', exact: true })).toHaveValue('#F59E0B');
    await form.getByRole('textbox', { name: 'Merklettertype' }).fill('Work Sans');
    await form.getByRole('textbox', { name: 'Website' }).fill('https://voorbeeld.nl');
    await form.getByRole('textbox', { name: 'E-mailadres' }).fill('info@voorbeeld');
    await form.getByRole('textbox', { name: 'E-mailadres' }).press('Tab');
    await expect(form.getByText('Ongeldig e-mailadres.')).toBeVisible();
    await form.getByRole('textbox', { name: 'E-mailadres' }).fill('info@voorbeeld.nl');

    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toasts(page).getByText('Branding bijgewerkt.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('#1D4ED8')).toBeVisible();
    await expect(page.getByText('info@voorbeeld.nl')).toBeVisible();
    expect(await callApi('GET', `admin/organizations/${organization.id}/branding`)).toMatchObject({
      primary_color: '#1D4ED8',
      accent_color: '#F59E0B',
      secondary_color: null,
      brand_font: 'Work Sans',
      company_website: 'https://voorbeeld.nl',
      company_email: 'info@voorbeeld.nl',
    });
  });

  test('upload a PNG and an SVG logo, each previewed first, and see it; a wrong type is refused', async ({
    page,
  }) => {
    const policy = await watchPolicy(page);
    const organization = await makeOrganization('logo');
    await openTab(page, organization, 'branding');
    await expect(page.getByText('Deze organisatie heeft nog geen logo.')).toBeVisible();
    const chooser = page.getByLabel('Logo kiezen');

    await chooser.setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('geen logo'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Dit bestandstype kan niet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logo uploaden' })).toHaveCount(0);

    await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: smallPng() });
    await expectLoaded(page.getByRole('img', { name: 'Voorbeeld van het gekozen logo (nog niet geüpload)' }));
    await page.getByRole('button', { name: 'Logo uploaden' }).click();
    await expect(toasts(page).getByText('Logo geüpload.')).toBeVisible();
    const current = page.getByRole('img', { name: `Logo van ${organization.name}` });
    await expectLoaded(current);
    await expect(current).toHaveAttribute('src', /^blob:/);
    expect(await current.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(24);
    await expect(page.getByRole('img', { name: /Voorbeeld van het gekozen logo/ })).toHaveCount(0);

    await chooser.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svgLogo });
    await expectLoaded(page.getByRole('img', { name: 'Voorbeeld van het gekozen logo (nog niet geüpload)' }));
    await page.getByRole('button', { name: 'Logo uploaden' }).click();
    await expect(toasts(page).getByText('Logo geüpload.').last()).toBeVisible();
    await expect.poll(() => current.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(120);
    expect(policy).toEqual([]);
  });

  test('axe finds nothing on the branding tab in view mode with a logo and the contrast warning, light and dark', async ({
    page,
  }) => {
    test.slow(); // Two full axe runs.
    const organization = await makeOrganization('branding-axe');
    await callApi('PUT', `admin/organizations/${organization.id}/branding`, {
      primary_color: '#60A5FA',
      accent_color: '#F59E0B',
      company_website: 'https://voorbeeld.nl',
    });
    await openTab(page, organization, 'branding');
    await page
      .getByLabel('Logo kiezen')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: smallPng() });
    await page.getByRole('button', { name: 'Logo uploaden' }).click();
    await expectLoaded(page.getByRole('img', { name: `Logo van ${organization.name}` }));
    await axeLightAndDark(page, page.getByText(/^Let op: de PDF zet koppen/));
  });

  test('axe finds nothing on the branding tab in edit mode with an error shown, light and dark', async ({
    page,
  }) => {
    test.slow(); // Two full axe runs.
    const organization = await makeOrganization('branding-axe-bewerken');
    await openTab(page, organization, 'branding');
    await page.getByRole('button', { name: 'Bewerken', exact: true }).click();
    const form = page.getByRole('form', { name: 'Branding bewerken' });
    await form.getByRole('textbox', { name: 'Secundaire kleur', exact: true }).fill('#12');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form.getByText('Ongeldige HEX kleur (gebruik formaat #RRGGBB)')).toBeVisible();
    await axeLightAndDark(page, form);
  });
});

test('the palette reaches the settings commands with an organisation picker', async ({ page }) => {
  const organization = await makeOrganization('palet');
  await signIn(page);
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('Branding bewerken');
  await palette.getByRole('option', { name: /^Branding bewerken/ }).click();
  await expect(palette.getByText('Kies een organisatie').first()).toBeVisible();
  await palette.getByRole('combobox').fill(organization.name);
  await palette.getByRole('option', { name: new RegExp(organization.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${organization.id}\\?tab=branding$`));
  await expect(page.getByRole('form', { name: 'Branding bewerken' })).toBeVisible();

  const again = await openPalette(page);
  await again.getByRole('combobox').fill('voorbeeld laden');
  await again.getByRole('option', { name: /^PDF export instellingen: voorbeeld laden/ }).click();
  // On the organisation's screen the palette takes that organisation.
  await expect(page).toHaveURL(new RegExp(`/organizations/${organization.id}\\?tab=pdf$`));
  await expectExampleShown(page);
});
