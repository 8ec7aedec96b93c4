import { z } from 'zod';
import { branding, brandingSaved, brandingWrite, logoUploaded, logoUploadFields } from '../schemas/branding';
import { idParam } from '../schemas/common';
import { pdfSettingsAnswer, pdfSettingsSaved, pdfSettingsWrite } from '../schemas/pdfSettings';
import { organizationRecord, recordsNothing } from './auditRecord';
import { defineEndpoint } from './define';
import { organizationInPath } from './scopes';

const byId = z.object({ id: idParam });

/**
 * Branding, logo and PDF export settings of one organisation, and (beyond the original admin API) the logo
 * served back and a PDF preview of unsaved settings. Organisation-scoped: an organisation administrator manages
 * their own organisation's.
 */
export const organizationSettingsEndpoints = {
  branding: defineEndpoint({
    id: 'organizations.branding',
    summary: "The organisation's branding",
    method: 'get',
    path: 'admin/organizations/:id/branding',
    params: byId,
    answer: branding,
    access: organizationInPath,
  }),
  updateBranding: defineEndpoint({
    id: 'organizations.updateBranding',
    summary: 'Changes colours, brand font and company details; answers a message and the branding',
    method: 'put',
    path: 'admin/organizations/:id/branding',
    params: byId,
    body: brandingWrite,
    answer: brandingSaved,
    audit: organizationRecord,
    access: organizationInPath,
  }),
  uploadLogo: defineEndpoint({
    id: 'organizations.uploadLogo',
    summary: 'Uploads the logo (multipart field logo: png, jpg, gif or svg, checked by content)',
    method: 'post',
    path: 'admin/organizations/:id/logo',
    params: byId,
    form: logoUploadFields,
    fileField: 'logo',
    answer: logoUploaded,
    audit: organizationRecord,
    access: organizationInPath,
  }),
  logo: defineEndpoint({
    id: 'organizations.logo',
    summary:
      'The logo, served so that it cannot run script (sandboxing CSP, nosniff, type set by the server)',
    method: 'get',
    path: 'admin/organizations/:id/logo',
    params: byId,
    answerKind: 'file',
    fileMediaType: ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'],
    conditional: true,
    access: organizationInPath,
  }),
  pdfSettings: defineEndpoint({
    id: 'organizations.pdfSettings',
    summary: 'The PDF export settings (null: the default layout)',
    method: 'get',
    path: 'admin/organizations/:id/pdf-export-settings',
    params: byId,
    answer: pdfSettingsAnswer,
    access: organizationInPath,
  }),
  updatePdfSettings: defineEndpoint({
    id: 'organizations.updatePdfSettings',
    summary: 'Saves the PDF export settings (null: back to the default layout); answers a message',
    method: 'put',
    path: 'admin/organizations/:id/pdf-export-settings',
    params: byId,
    body: pdfSettingsWrite,
    answer: pdfSettingsSaved,
    audit: organizationRecord,
    access: organizationInPath,
  }),
  previewPdf: defineEndpoint({
    id: 'organizations.previewPdf',
    summary: 'Renders a sample summary as PDF with the given (unsaved) settings, the branding and the logo',
    method: 'post',
    path: 'admin/organizations/:id/pdf-export-settings/preview',
    params: byId,
    body: pdfSettingsWrite,
    answerKind: 'file',
    fileMediaType: 'application/pdf',
    errors: [503],
    audit: recordsNothing('The preview renders unsaved settings and stores nothing.'),
    access: organizationInPath,
  }),
};
