import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '../../../src/api/endpoints';
import { LOGO_MAX_BYTES } from '../../../src/api/schemas/branding';
import { audited, auditedTransaction, auditEntry, recordingFailures } from '../audit/record';
import { LOGO_BODY_MAX_BYTES, readLogoUpload } from '../branding/logoUpload';
import { brandingAnswer, findLogo, findLogoTag, getBranding, getPdfSettings } from '../branding/query';
import { saveBranding, saveLogo, savePdfSettings } from '../branding/write';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { ApiError, errorResponse } from '../http/errors';
import { messages } from '../messages';
import { GateFullError, pdfGate } from '../pdf/gate';
import { renderPreview } from '../pdf/preview';
import { attachmentHeader } from '../transcriptions/fileNames';

/**
 * The logo as its own document, should anyone open its address directly: no script runs in it, nothing loads,
 * and it is sandboxed (an SVG's inline styles are allowed, so it still looks right).
 */
export const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `inline; filename="…"`: shown in the browser, saved under its name. */
const inlineHeader = (fileName: string) => attachmentHeader(fileName).replace(/^attachment/, 'inline');

/** The entity tags of an `If-None-Match` header. */
const requestedTags = (c: Context<AppEnv>) =>
  (c.req.header('if-none-match') ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);

/**
 * `/api/admin/organizations/:id/…`: branding, logo and PDF export settings of an organisation, and the PDF
 * preview of unsaved settings. Organisation-scoped (the declarations say so); every change is
 * audited with the organisation as its target.
 */
export function organizationSettingsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db, log } = deps;
  const { organizationSettings: settings } = endpoints;
  const target = (id: number) => ({ type: 'organization' as const, id, organizationId: id });

  api.handle(settings.branding, async (_c, { params }) => brandingAnswer(await getBranding(db, params.id)));

  api.handle(settings.updateBranding, async (c, { params, body, user }) => {
    const entry = auditEntry(
      c,
      user,
      settings.updateBranding,
      'organizations.saveBranding',
      target(params.id),
    );
    const row = await audited(deps, entry, (trx) => saveBranding(trx, params.id, body));
    return { message: messages.branding.saved, branding: brandingAnswer(row) };
  });

  api.handle(
    settings.uploadLogo,
    (c, { params, user }) => {
      const entry = auditEntry(c, user, settings.uploadLogo, 'organizations.uploadLogo', target(params.id));
      return recordingFailures(deps, entry, async () => {
        await getBranding(db, params.id);
        const logo = await readLogoUpload(c);
        const logoPath = await auditedTransaction(db, entry)((trx) => saveLogo(trx, params.id, logo));
        return { message: messages.branding.logoUploaded, logo_path: logoPath };
      });
    },
    {
      // The app-wide limit is 1 MB, as large as a logo may be: the multipart wrapping needs room on top.
      ownBodyLimit: true,
      use: [
        bodyLimit({
          maxSize: LOGO_BODY_MAX_BYTES,
          onError: (c) => errorResponse(c, 413, messages.branding.logoTooLarge(LOGO_MAX_BYTES)),
        }),
      ],
    },
  );

  api.handle(settings.logo, async (c, { params }) => {
    const tag = await findLogoTag(db, params.id);
    if (tag === undefined) {
      await getBranding(db, params.id);
      throw new ApiError(404, messages.branding.noLogo);
    }
    const headers = {
      ETag: `"${tag}"`,
      'Cache-Control': 'no-store',
      Vary: 'Authorization',
      'Content-Security-Policy': LOGO_CSP,
      'X-Content-Type-Options': 'nosniff',
    };
    if (requestedTags(c).some((wanted) => wanted === `"${tag}"` || wanted === '*')) {
      return c.body(null, 304, headers);
    }
    const logo = await findLogo(db, params.id);
    if (!logo) throw new ApiError(404, messages.branding.noLogo);
    return c.body(logo.content.slice(), 200, {
      ...headers,
      ETag: `"${logo.sha256}"`,
      'Content-Type': logo.content_type,
      'Content-Length': String(logo.byte_size),
      'Content-Disposition': inlineHeader(logo.file_name),
    });
  });

  api.handle(settings.pdfSettings, async (_c, { params }) => ({
    pdf_export_settings: await getPdfSettings(db, params.id),
  }));

  api.handle(settings.updatePdfSettings, async (c, { params, body, user }) => {
    const entry = auditEntry(
      c,
      user,
      settings.updatePdfSettings,
      'organizations.savePdfSettings',
      target(params.id),
    );
    const saved = await audited(deps, entry, (trx) =>
      savePdfSettings(trx, params.id, body.pdf_export_settings),
    );
    return { message: messages.pdf.saved, pdf_export_settings: saved };
  });

  api.handle(settings.previewPdf, async (c, { params, body, user }) => {
    await getBranding(db, params.id);
    let pdf: Uint8Array;
    try {
      pdf = await pdfGate.run(() => renderPreview(db, params.id, body.pdf_export_settings, user.username));
    } catch (error) {
      if (error instanceof GateFullError) {
        throw new ApiError(503, messages.pdf.busy, { 'Retry-After': '2' });
      }
      if (error instanceof ApiError) throw error;
      log.error(messages.pdf.renderFailedLog(params.id), error);
      throw new ApiError(500, messages.pdf.renderFailed);
    }
    return c.body(pdf.slice(), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${messages.pdf.previewFile}"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'no-store',
    });
  });
}
