import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { PdfExportSettings } from '../api/schemas/pdfSettings';
import { messages } from '../messages';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.organizationSettings.pdf.preview;

/**
 * The PDF preview of an organisation's pdf tab (beyond the contract): a sample summary rendered by the
 * server (`POST …/pdf-export-settings/preview`) with settings that need not be saved, the organisation's
 * branding and logo. Not a resource that reloads by itself: it is rendered on demand and after a save.
 */
export interface PdfPreview {
  /** The PDF (typed `application/pdf`, so a blob URL of it opens as a PDF). */
  file: Blob;
  /** The settings it was rendered with (null: the default layout). */
  settings: PdfExportSettings | null;
  /** Rendered from the editor's unsaved text (else from the saved settings). */
  draft: boolean;
}

export const pdfPreviewAtom = resourceAtom<Readonly<Record<number, Loadable<PdfPreview>>>>({});

/** Renders the preview of `settings` into the organisation's slot (a newer render wins over a late older one). */
export function renderPdfPreview(
  store: Store,
  api: ApiClient,
  organizationId: number,
  settings: PdfExportSettings | null,
  draft: boolean,
): Promise<PdfPreview> {
  return loadInto(
    keyedSlot(store, pdfPreviewAtom, organizationId),
    async () => {
      const response = await api.file(endpoints.organizationSettings.previewPdf, {
        params: { id: organizationId },
        body: { pdf_export_settings: settings },
      });
      const file = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
      return { file, settings, draft };
    },
    previewFailure,
  );
}

/** Why a render failed: the console's text, then the server's reason (a setting it refused) when given. */
function previewFailure(error: unknown): string {
  const reason = error instanceof ApiError && error.status !== 0 ? error.message.trim() : '';
  if (reason && !reason.startsWith(String((error as ApiError).status))) return `${t.failed} ${reason}`;
  return loadFailure(t.failed)(error);
}

/** Whether the organisation's tab has shown a preview (or tried to): a save renders it again. */
export function hasPdfPreview(store: Store, organizationId: number): boolean {
  const preview = store.get(pdfPreviewAtom)[organizationId];
  return preview !== undefined && (preview.data !== null || preview.loading || preview.error !== null);
}
