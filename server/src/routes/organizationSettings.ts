import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '../../../src/api/endpoints';
import { LOGO_MAX_BYTES } from '../../../src/api/schemas/branding';
import { LOGO_BODY_MAX_BYTES, readLogoUpload } from '../branding/logoUpload';
import { brandingAnswer, findLogo, findLogoTag, getBranding, getPdfSettings } from '../branding/query';
import { saveBranding, saveLogo, savePdfSettings } from '../branding/write';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
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
  api.implement(endpoints.organizationSettings, {
    branding: async (_c, { params }) => brandingAnswer(await getBranding(db, params.id)),

    updateBranding: async (_c, { params, body, trx }) => {
      const row = await saveBranding(trx, params.id, body);
      return { message: messages.branding.saved, branding: brandingAnswer(row) };
    },

    // The upload is read before the change's transaction.
    uploadLogo: {
      handler: staged((c, { params, audit }) =>
        audit.refusals(async () => {
          await getBranding(db, params.id);
          const logo = await readLogoUpload(c);
          const logoPath = await audit.transaction((trx) => saveLogo(trx, params.id, logo));
          return { message: messages.branding.logoUploaded, logo_path: logoPath };
        }),
      ),
      options: {
        // The app-wide limit is 1 MB, as large as a logo may be: the multipart wrapping needs room on top.
        ownBodyLimit: true,
        use: [
          bodyLimit({
            maxSize: LOGO_BODY_MAX_BYTES,
            onError: (c) => errorResponse(c, 413, messages.branding.logoTooLarge(LOGO_MAX_BYTES)),
          }),
        ],
      },
    },

    logo: async (c, { params }) => {
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
    },

    pdfSettings: async (_c, { params }) => ({
      pdf_export_settings: await getPdfSettings(db, params.id),
    }),

    updatePdfSettings: async (_c, { params, body, trx }) => {
      const saved = await savePdfSettings(trx, params.id, body.pdf_export_settings);
      return { message: messages.pdf.saved, pdf_export_settings: saved };
    },

    previewPdf: async (c, { params, body, user }) => {
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
    },
  });
}
