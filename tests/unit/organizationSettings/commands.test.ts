// The pdf and branding tab commands, headless against a Jotai store and a stand-in server.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability, permitted } from '../../../src/commands/availability';
import { organizationSettingsCommands } from '../../../src/commands/organizationSettings';
import { PDF_DEFAULT_SETTINGS, PDF_EXAMPLE_JSON } from '../../../src/api/schemas/pdfSettings';
import { LOGO_MAX_BYTES } from '../../../src/api/schemas/branding';
import { watchResource } from '../../../src/state/freshness';
import {
  brandingAtom,
  logoAtom,
  logoResource,
  pdfSettingsAtom,
} from '../../../src/state/organizationSettings';
import {
  brandingEditorOf,
  changeBrandingDraft,
  openPdfEditor,
  pdfEditorOf,
  setPdfEditorText,
} from '../../../src/state/organizationSettingsEditors';
import { pdfPreviewAtom } from '../../../src/state/pdfPreview';
import { screenContextAtom } from '../../../src/state/screen';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';
import { brandingJson, PDF_BYTES, requests, settingsServer, withSettingsServer } from './support';

beforeEach(() => localStorage.clear());

const onPdfTab = { screen: 'organizationDetail' as const, ids: { organizationId: '5', tab: 'pdf' } };
const onBrandingTab = {
  screen: 'organizationDetail' as const,
  ids: { organizationId: '5', tab: 'branding' },
};

describe('the settings commands', () => {
  it('are registered, each in the organisations group, with Dutch titles from the catalogue', () => {
    for (const command of organizationSettingsCommands) {
      expect(registry.get(command.id)).toBe(command);
      expect(command.group).toBe('organizations');
      expect(command.calls.length).toBeGreaterThan(0);
    }
    expect(organizationSettingsCommands.map((c) => c.title)).toEqual([
      'PDF export instellingen bewerken',
      'PDF export instellingen opslaan',
      'PDF voorbeeld vernieuwen',
      'PDF export instellingen: voorbeeld laden',
      'PDF export instellingen leegmaken',
      'PDF export instellingen verversen',
      'PDF export instellingen: bewerken annuleren',
      'Branding bewerken',
      'Branding opslaan',
      'Logo uploaden',
      'Branding: bewerken annuleren',
    ]);
  });

  it('ask the palette for the organisation, and take the one on screen', async () => {
    const { ctx, store } = withSettingsServer();
    const picker = registry.get('organizations.savePdfSettings')!.argPickers.organizationId!;
    expect(await picker.options(ctx, 'zandv', {})).toEqual([
      { value: '5', label: 'Gemeente Zandvoort', description: expect.any(String) },
    ]);
    store.set(screenContextAtom, onPdfTab);
    await executeCommand('organizations.editPdfSettings', {}, ctx);
    expect(pdfEditorOf(store, 5)).not.toBeNull();
  });

  it("are an organisation administrator's for their own organisation", () => {
    const { store } = signedInContext(() => json(200, {}), {
      role: 'org_admin',
      organization: { id: 5, name: 'Gemeente Zandvoort' },
    });
    for (const command of organizationSettingsCommands)
      expect(permitted(command, store), command.id).toBe(true);
  });
});

describe('organizations.editPdfSettings', () => {
  it('opens the editor on the saved settings indented 2 spaces, and the pdf tab from elsewhere', async () => {
    const { ctx, store, navigations, calls } = withSettingsServer({ pdf: { layout: { page_size: 'A5' } } });
    await executeCommand('organizations.editPdfSettings', { organizationId: 5 }, ctx);
    expect(pdfEditorOf(store, 5)).toEqual({
      saved: '{\n  "layout": {\n    "page_size": "A5"\n  }\n}',
      text: '{\n  "layout": {\n    "page_size": "A5"\n  }\n}',
    });
    expect(navigations).toEqual(['/organizations/5?tab=pdf']);
    expect(requests(calls)).toEqual(['GET admin/organizations/5/pdf-export-settings']);
  });

  it('starts empty for the default layout (null) and stays on the tab it is run from', async () => {
    const { ctx, store, navigations } = withSettingsServer({ pdf: null });
    store.set(screenContextAtom, onPdfTab);
    await executeCommand('organizations.editPdfSettings', { organizationId: 5 }, ctx);
    expect(pdfEditorOf(store, 5)).toEqual({ saved: '', text: '' });
    expect(navigations).toEqual([]);
  });

  it('reports the spec text when the settings cannot be loaded', async () => {
    const { ctx, store, toasts } = withSettingsServer({
      failing: ['GET admin/organizations/5/pdf-export-settings'],
    });
    const result = await executeCommand('organizations.editPdfSettings', { organizationId: 5 }, ctx);
    expect(result.status).toBe('failed');
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Kon de PDF export instellingen niet laden.',
    });
    expect(pdfEditorOf(store, 5)).toBeNull();
  });
});

describe('organizations.resetPdfToExample and clearPdfSettings', () => {
  it('put the example settings (2 spaces) or an empty text in the editor, unsaved', async () => {
    const { ctx, store, calls } = withSettingsServer({ pdf: { layout: { page_size: 'A5' } } });
    store.set(screenContextAtom, onPdfTab);
    await executeCommand('organizations.resetPdfToExample', { organizationId: 5 }, ctx);
    expect(pdfEditorOf(store, 5)!.text).toBe(PDF_EXAMPLE_JSON);
    expect(PDF_EXAMPLE_JSON).toBe(JSON.stringify(PDF_DEFAULT_SETTINGS, null, 2));
    expect(PDF_EXAMPLE_JSON.split('\n')[1]).toBe('  "cover_page": {');
    await executeCommand('organizations.clearPdfSettings', { organizationId: 5 }, ctx);
    expect(pdfEditorOf(store, 5)).toMatchObject({ text: '', saved: expect.stringContaining('A5') });
    // Only the load of the saved settings: nothing is saved yet.
    expect(requests(calls)).toEqual(['GET admin/organizations/5/pdf-export-settings']);
  });
});

describe('organizations.savePdfSettings', () => {
  it('is unavailable while the editor text is unchanged, with the reason', async () => {
    const { ctx, store } = withSettingsServer();
    openPdfEditor(store, 5, '');
    expect(availability(registry.get('organizations.savePdfSettings')!, ctx, { organizationId: 5 })).toEqual({
      reason: 'Er zijn geen wijzigingen om op te slaan.',
    });
    setPdfEditorText(store, 5, '{}');
    expect(availability(registry.get('organizations.savePdfSettings')!, ctx, { organizationId: 5 })).toBe(
      true,
    );
  });

  it('saves the example, says so for 4 s, leaves edit mode and shows the saved settings', async () => {
    const { ctx, store, calls, toasts, server } = withSettingsServer();
    store.set(screenContextAtom, onPdfTab);
    await executeCommand('organizations.resetPdfToExample', { organizationId: 5 }, ctx);
    expect(await executeCommand('organizations.savePdfSettings', { organizationId: 5 }, ctx)).toEqual({
      status: 'done',
    });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { pdf_export_settings: PDF_DEFAULT_SETTINGS },
    });
    expect(server.state.pdf).toEqual(PDF_DEFAULT_SETTINGS);
    expect(toasts.at(-1)).toEqual({
      kind: 'success',
      message: 'PDF export instellingen opgeslagen.',
      durationMs: 4000,
    });
    expect(pdfEditorOf(store, 5)).toBeNull();
    expect(store.get(pdfSettingsAtom)[5]!.data).toEqual({ settings: PDF_DEFAULT_SETTINGS });
  });

  it("shows the server's message when it gives one", async () => {
    const { ctx, toasts } = withSettingsServer({ saveMessage: 'Opgeslagen door de server.' });
    await executeCommand('organizations.savePdfSettings', { organizationId: 5, text: '{}' }, ctx);
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Opgeslagen door de server.' });
  });

  it('sends null for an empty text: the default layout', async () => {
    const { ctx, store, calls } = withSettingsServer({ pdf: { layout: { page_size: 'A5' } } });
    store.set(screenContextAtom, onPdfTab);
    await executeCommand('organizations.clearPdfSettings', { organizationId: 5 }, ctx);
    await executeCommand('organizations.savePdfSettings', { organizationId: 5 }, ctx);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { pdf_export_settings: null } });
    expect(store.get(pdfSettingsAtom)[5]!.data).toEqual({ settings: null });
  });

  it('refuses text that is not JSON with the spec text, before any call, and keeps the editor', async () => {
    const { ctx, store, calls, toasts } = withSettingsServer();
    openPdfEditor(store, 5, '', '{ "layout": ');
    const result = await executeCommand('organizations.savePdfSettings', { organizationId: 5 }, ctx);
    expect(result.status).toBe('failed');
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Controleer de JSON: het formaat is ongeldig.',
    });
    expect(calls).toEqual([]);
    expect(pdfEditorOf(store, 5)!.text).toBe('{ "layout": ');
  });

  it('refuses what the schema refuses, naming the place, before any call', async () => {
    const { ctx, calls, toasts } = withSettingsServer();
    await executeCommand(
      'organizations.savePdfSettings',
      { organizationId: 5, text: '{ "layout": { "page_sise": "A4" } }' },
      ctx,
    );
    expect(toasts.at(-1)!.message).toBe(
      'Controleer de PDF instellingen bij layout.page_sise: Onbekende sleutel “page_sise”. Mogelijk hier: page_size, orientation, margins_mm.',
    );
    await executeCommand(
      'organizations.savePdfSettings',
      { organizationId: 5, text: '{ "layout": { "margins_mm": { "top": 2 } } }' },
      ctx,
    );
    expect(toasts.at(-1)!.message).toBe(
      'Controleer de PDF instellingen bij layout.margins_mm.top: Moet minimaal 5 zijn.',
    );
    expect(calls).toEqual([]);
  });

  it('reports a failed save with the spec text and the reason', async () => {
    const { ctx, toasts } = withSettingsServer({
      failing: ['PUT admin/organizations/5/pdf-export-settings'],
    });
    await executeCommand('organizations.savePdfSettings', { organizationId: 5, text: '{}' }, ctx);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Kon de PDF export instellingen niet opslaan. Database weg',
    });
  });

  it('renders the preview again after a save when the tab has shown one', async () => {
    const { ctx, store, calls } = withSettingsServer();
    store.set(screenContextAtom, onPdfTab);
    await executeCommand('organizations.previewPdf', { organizationId: 5 }, ctx);
    openPdfEditor(store, 5, '', '{ "layout": { "orientation": "landscape" } }');
    await executeCommand('organizations.savePdfSettings', { organizationId: 5 }, ctx);
    expect(requests(calls).slice(-2)).toEqual([
      'PUT admin/organizations/5/pdf-export-settings',
      'POST admin/organizations/5/pdf-export-settings/preview',
    ]);
    expect(calls.at(-1)!.body).toEqual({ pdf_export_settings: { layout: { orientation: 'landscape' } } });
    expect(store.get(pdfPreviewAtom)[5]!.data).toMatchObject({ draft: false });
  });

  it('from the palette without a text or an editor opens the editor on the pdf tab', async () => {
    const { ctx, store, navigations, calls } = withSettingsServer();
    await executeCommand('organizations.savePdfSettings', { organizationId: 5 }, ctx);
    expect(pdfEditorOf(store, 5)).toEqual({ saved: '', text: '' });
    expect(navigations).toEqual(['/organizations/5?tab=pdf']);
    expect(requests(calls)).toEqual(['GET admin/organizations/5/pdf-export-settings']);
  });
});

describe('organizations.previewPdf', () => {
  it("renders the editor's unsaved text and keeps the PDF as a typed blob", async () => {
    const { ctx, store, calls } = withSettingsServer();
    store.set(screenContextAtom, onPdfTab);
    openPdfEditor(store, 5, '', '{ "layout": { "page_size": "A5" } }');
    await executeCommand('organizations.previewPdf', { organizationId: 5 }, ctx);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { pdf_export_settings: { layout: { page_size: 'A5' } } },
    });
    const preview = store.get(pdfPreviewAtom)[5]!.data!;
    expect(preview.draft).toBe(true);
    expect(preview.file.type).toBe('application/pdf');
    expect(await preview.file.text()).toBe(PDF_BYTES);
  });

  it('renders the saved settings without an editor, and opens the pdf tab from elsewhere', async () => {
    const { ctx, store, calls, navigations } = withSettingsServer({
      pdf: { layout: { orientation: 'landscape' } },
    });
    await executeCommand('organizations.previewPdf', { organizationId: 5 }, ctx);
    expect(requests(calls)).toEqual([
      'GET admin/organizations/5/pdf-export-settings',
      'POST admin/organizations/5/pdf-export-settings/preview',
    ]);
    expect(calls[1]!.body).toEqual({ pdf_export_settings: { layout: { orientation: 'landscape' } } });
    expect(navigations).toEqual(['/organizations/5?tab=pdf']);
    expect(store.get(pdfPreviewAtom)[5]!.data!.draft).toBe(false);
  });

  it('refuses invalid text before any call', async () => {
    const { ctx, calls, toasts } = withSettingsServer();
    await executeCommand('organizations.previewPdf', { organizationId: 5, text: 'niet json' }, ctx);
    expect(toasts.at(-1)!.message).toBe('Controleer de JSON: het formaat is ongeldig.');
    expect(calls).toEqual([]);
  });

  it('shows a failed render in the preview, with the reason', async () => {
    const { ctx, store, toasts } = withSettingsServer({
      failing: ['POST admin/organizations/5/pdf-export-settings/preview'],
    });
    await executeCommand('organizations.previewPdf', { organizationId: 5, text: '' }, ctx);
    expect(store.get(pdfPreviewAtom)[5]!.error).toBe('Kon het PDF voorbeeld niet maken. Database weg');
    expect(toasts.at(-1)!.message).toBe('Kon het PDF voorbeeld niet maken. Database weg');
  });
});

describe('organizations.cancelPdfEdit and refreshPdfSettings', () => {
  it('cancel is unavailable without an editor, and asks before dropping changed text', async () => {
    const { ctx, store, confirms } = withSettingsServer({}, false);
    const cancel = registry.get('organizations.cancelPdfEdit')!;
    expect(availability(cancel, ctx, { organizationId: 5 })).toEqual({
      reason: 'De PDF export instellingen worden nu niet bewerkt.',
    });
    openPdfEditor(store, 5, '', '{}');
    await executeCommand(cancel, { organizationId: 5 }, ctx);
    expect(confirms.map((c) => c.title)).toEqual(['Wijzigingen weggooien?']);
    expect(pdfEditorOf(store, 5)).not.toBeNull();
    setPdfEditorText(store, 5, '');
    await executeCommand(cancel, { organizationId: 5 }, ctx);
    expect(confirms).toHaveLength(1);
    expect(pdfEditorOf(store, 5)).toBeNull();
  });

  it('refresh reloads from the server and starts an open editor over on it', async () => {
    const { ctx, store, calls, server } = withSettingsServer({ pdf: null });
    store.set(screenContextAtom, onPdfTab);
    await executeCommand('organizations.editPdfSettings', { organizationId: 5 }, ctx);
    server.state.pdf = { extras: { disclaimer: { enabled: false } } };
    await executeCommand('organizations.refreshPdfSettings', { organizationId: 5 }, ctx);
    expect(requests(calls)).toEqual([
      'GET admin/organizations/5/pdf-export-settings',
      'GET admin/organizations/5/pdf-export-settings',
    ]);
    expect(pdfEditorOf(store, 5)!.text).toContain('"disclaimer"');
    expect(pdfEditorOf(store, 5)!.saved).toBe(pdfEditorOf(store, 5)!.text);
  });

  it('refresh keeps changed text when the user does not want to drop it', async () => {
    const { ctx, store, calls } = withSettingsServer({}, false);
    openPdfEditor(store, 5, '', '{}');
    await executeCommand('organizations.refreshPdfSettings', { organizationId: 5 }, ctx);
    expect(calls).toEqual([]);
    expect(pdfEditorOf(store, 5)!.text).toBe('{}');
  });
});

describe('organizations.editBranding and saveBranding', () => {
  it('edit opens the form on the branding as loaded (not set as empty) on the branding tab', async () => {
    const { ctx, store, navigations } = withSettingsServer();
    await executeCommand('organizations.editBranding', { organizationId: 5 }, ctx);
    expect(brandingEditorOf(store, 5)!.draft).toEqual({
      primary_color: '#1D4ED8',
      secondary_color: '',
      accent_color: '#F59E0B',
      brand_font: 'Work Sans',
      company_website: 'https://zandvoort.nl',
      company_address: '',
      company_phone: '',
      company_email: 'info@zandvoort.nl',
    });
    expect(navigations).toEqual(['/organizations/5?tab=branding']);
  });

  it('save refuses an invalid colour with the contract text, before any call', async () => {
    const { ctx, store, calls, toasts } = withSettingsServer();
    store.set(screenContextAtom, onBrandingTab);
    await executeCommand('organizations.editBranding', { organizationId: 5 }, ctx);
    changeBrandingDraft(store, 5, { secondary_color: 'blauw' });
    calls.splice(0);
    await executeCommand('organizations.saveBranding', { organizationId: 5 }, ctx);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Secundaire kleur: Ongeldige HEX kleur (gebruik formaat #RRGGBB)',
    });
    expect(calls).toEqual([]);
    expect(brandingEditorOf(store, 5)).not.toBeNull();
  });

  it('save sends the form (trimmed, empty as null), says so, leaves edit mode and shows the answer', async () => {
    const { ctx, store, calls, toasts } = withSettingsServer();
    store.set(screenContextAtom, onBrandingTab);
    await executeCommand('organizations.editBranding', { organizationId: 5 }, ctx);
    changeBrandingDraft(store, 5, {
      secondary_color: ' #abc ',
      company_email: '',
      company_phone: '+31 23 123 4567',
    });
    expect(await executeCommand('organizations.saveBranding', { organizationId: 5 }, ctx)).toEqual({
      status: 'done',
    });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: {
        primary_color: '#1D4ED8',
        secondary_color: '#abc',
        company_email: null,
        company_address: null,
        company_phone: '+31 23 123 4567',
      },
    });
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Branding bijgewerkt.' });
    expect(brandingEditorOf(store, 5)).toBeNull();
    expect(store.get(brandingAtom)[5]!.data).toMatchObject({ secondary_color: '#abc', company_email: null });
  });

  it('save from the palette takes the fields given over the branding as loaded', async () => {
    const { ctx, calls } = withSettingsServer();
    await executeCommand('organizations.saveBranding', { organizationId: 5, primary_color: '#000' }, ctx);
    expect(requests(calls)).toEqual([
      'GET admin/organizations/5/branding',
      'PUT admin/organizations/5/branding',
    ]);
    expect(calls[1]!.body).toMatchObject({ primary_color: '#000', accent_color: '#F59E0B' });
  });

  it('save reports a refused update with the spec text', async () => {
    const { ctx, toasts } = withSettingsServer({ failing: ['PUT admin/organizations/5/branding'] });
    await executeCommand('organizations.saveBranding', { organizationId: 5, brand_font: 'Arial' }, ctx);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Kon de branding niet bijwerken. Database weg',
    });
  });

  it('a failed load of the branding says so', async () => {
    const { ctx, toasts } = withSettingsServer({ failing: ['GET admin/organizations/5/branding'] });
    await executeCommand('organizations.editBranding', { organizationId: 5 }, ctx);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', message: 'Kon de branding niet laden.' });
  });

  it('cancel asks before dropping changed fields', async () => {
    const { ctx, store, confirms } = withSettingsServer();
    await executeCommand('organizations.editBranding', { organizationId: 5 }, ctx);
    changeBrandingDraft(store, 5, { brand_font: 'Arial' });
    await executeCommand('organizations.cancelBrandingEdit', { organizationId: 5 }, ctx);
    expect(confirms.map((c) => c.title)).toEqual(['Wijzigingen weggooien?']);
    expect(brandingEditorOf(store, 5)).toBeNull();
    expect(
      availability(registry.get('organizations.cancelBrandingEdit')!, ctx, { organizationId: 5 }),
    ).toEqual({ reason: 'De branding wordt nu niet bewerkt.' });
  });
});

describe('organizations.uploadLogo', () => {
  const png = (name = 'logo.png', size = 3) => new File([new Uint8Array(size)], name, { type: 'image/png' });

  it('sends the file as the multipart field logo, says so and reloads the logo on screen', async () => {
    const { ctx, store, calls, toasts } = withSettingsServer();
    const stop = watchResource(store, ctx.api, logoResource, 5);
    await vi.waitFor(() => expect(store.get(logoAtom)[5]?.data).toBeTruthy());
    calls.splice(0);
    await executeCommand('organizations.uploadLogo', { organizationId: 5, file: png() }, ctx);
    expect(requests(calls)).toEqual(['POST admin/organizations/5/logo', 'GET admin/organizations/5/logo']);
    expect(String(calls[0]!.body)).toMatch(/name="logo"; filename="logo.png"/);
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Logo geüpload.' });
    stop();
  });

  it('refuses a type not allowed by name, an empty and a too large file, before any call', async () => {
    const { ctx, calls, toasts } = withSettingsServer();
    await executeCommand('organizations.uploadLogo', { organizationId: 5, file: png('logo.webp') }, ctx);
    expect(toasts.at(-1)!.message).toBe(
      'Dit bestandstype kan niet: kies een PNG-, JPG-, GIF- of SVG-bestand.',
    );
    await executeCommand('organizations.uploadLogo', { organizationId: 5, file: png('logo.PNG', 0) }, ctx);
    expect(toasts.at(-1)!.message).toBe('Het bestand is leeg.');
    await executeCommand(
      'organizations.uploadLogo',
      { organizationId: 5, file: png('logo.svg', LOGO_MAX_BYTES + 1) },
      ctx,
    );
    expect(toasts.at(-1)!.message).toBe('Het bestand is te groot: hoogstens 1024 kB.');
    expect(calls).toEqual([]);
  });

  it('reports a refused upload with the spec text and the reason', async () => {
    const { ctx, toasts } = withSettingsServer({ failing: ['POST admin/organizations/5/logo'] });
    await executeCommand('organizations.uploadLogo', { organizationId: 5, file: png() }, ctx);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Kon het logo niet uploaden. Database weg',
    });
  });

  it('from the palette (no file) opens the branding tab to choose one', async () => {
    const { ctx, calls, navigations, toasts } = withSettingsServer();
    await executeCommand('organizations.uploadLogo', { organizationId: 5 }, ctx);
    expect(navigations).toEqual(['/organizations/5?tab=branding']);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'info',
      message: 'Kies het logobestand op het tabblad Branding.',
    });
    expect(calls).toEqual([]);
  });
});

describe('the stand-in answers like the contract says', () => {
  it('answers a branding the console reads', async () => {
    const server = settingsServer({ branding: brandingJson({ logo_path: 'logos/5.svg' }) });
    const { ctx, store } = signedInContext(server.handler, { role: 'admin' });
    await executeCommand('organizations.editBranding', { organizationId: 5 }, ctx);
    expect(store.get(brandingAtom)[5]!.data!.logo_path).toBe('logos/5.svg');
  });
});
