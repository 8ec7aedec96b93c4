import type { Command } from '../types';
import { cancelBrandingEdit } from './cancelBrandingEdit';
import { cancelPdfEdit } from './cancelPdfEdit';
import { clearPdfSettings } from './clearPdf';
import { editBranding } from './editBranding';
import { editPdfSettings } from './editPdf';
import { previewPdf } from './previewPdf';
import { refreshPdfSettings } from './refreshPdf';
import { resetPdfToExample } from './resetPdfToExample';
import { saveBranding } from './saveBranding';
import { savePdfSettings } from './savePdf';
import { uploadLogo } from './uploadLogo';

/** The pdf and branding tab commands, in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const organizationSettingsCommands: Command<any>[] = [
  editPdfSettings,
  savePdfSettings,
  previewPdf,
  resetPdfToExample,
  clearPdfSettings,
  refreshPdfSettings,
  cancelPdfEdit,
  editBranding,
  saveBranding,
  uploadLogo,
  cancelBrandingEdit,
];
