import type { Branding } from '../api/schemas/branding';
import { resourceAtom } from './resources';
import type { Store } from './store';

/**
 * The edit modes of an organisation's pdf and branding tabs (each has its own), per organisation: what is typed,
 * beside what was loaded. Held in atoms, not in the tabs, so the palette's commands (save, reset to the example,
 * clear, cancel) reach them, and a tab left and opened again shows the same draft.
 */

// PDF export settings: the JSON text.

export interface PdfSettingsEditor {
  /** The text as typed. */
  text: string;
  /** The saved settings as text when editing started (PDF save only when the text changed). */
  saved: string;
}

export const pdfEditorsAtom = resourceAtom<Readonly<Record<number, PdfSettingsEditor>>>({});

/** The organisation's PDF settings editor, when it is in edit mode. */
export const pdfEditorOf = (store: Store, organizationId: number): PdfSettingsEditor | null =>
  store.get(pdfEditorsAtom)[organizationId] ?? null;

export const pdfTextChanged = (editor: PdfSettingsEditor | null): boolean =>
  editor !== null && editor.text !== editor.saved;

/** Edit mode, starting from `saved` (or `text` when given: an example, an empty text). */
export function openPdfEditor(store: Store, organizationId: number, saved: string, text = saved): void {
  store.set(pdfEditorsAtom, (all) => ({ ...all, [organizationId]: { saved, text } }));
}

/** Replaces the typed text; keeps what was saved. Nothing when the editor is not open. */
export function setPdfEditorText(store: Store, organizationId: number, text: string): void {
  store.set(pdfEditorsAtom, (all) => {
    const editor = all[organizationId];
    return editor ? { ...all, [organizationId]: { ...editor, text } } : all;
  });
}

/** Back to view mode; the draft is dropped. */
export function closePdfEditor(store: Store, organizationId: number): void {
  store.set(pdfEditorsAtom, (all) => {
    const { [organizationId]: _closed, ...rest } = all;
    return rest;
  });
}

// Branding: the eight writable fields (the logo goes through its own upload).

export const brandingFields = [
  'primary_color',
  'secondary_color',
  'accent_color',
  'brand_font',
  'company_website',
  'company_address',
  'company_phone',
  'company_email',
] as const;
export type BrandingField = (typeof brandingFields)[number];

/** The fields as typed (empty is "not set"). */
export type BrandingDraft = Readonly<Record<BrandingField, string>>;

export interface BrandingEditor {
  draft: BrandingDraft;
  /** The fields as loaded when editing started. */
  saved: BrandingDraft;
}

export const brandingEditorsAtom = resourceAtom<Readonly<Record<number, BrandingEditor>>>({});

/** A loaded branding as fields to edit (null as empty). */
export function brandingDraftOf(branding: Branding | null | undefined): BrandingDraft {
  return Object.fromEntries(
    brandingFields.map((field) => [field, branding?.[field] ?? '']),
  ) as unknown as BrandingDraft;
}

export const brandingEditorOf = (store: Store, organizationId: number): BrandingEditor | null =>
  store.get(brandingEditorsAtom)[organizationId] ?? null;

export const brandingChangedIn = (editor: BrandingEditor | null): boolean =>
  editor !== null && brandingFields.some((field) => editor.draft[field] !== editor.saved[field]);

export function openBrandingEditor(store: Store, organizationId: number, branding: Branding | null): void {
  const saved = brandingDraftOf(branding);
  store.set(brandingEditorsAtom, (all) => ({ ...all, [organizationId]: { draft: saved, saved } }));
}

export function changeBrandingDraft(
  store: Store,
  organizationId: number,
  patch: Partial<Record<BrandingField, string>>,
): void {
  store.set(brandingEditorsAtom, (all) => {
    const editor = all[organizationId];
    return editor ? { ...all, [organizationId]: { ...editor, draft: { ...editor.draft, ...patch } } } : all;
  });
}

export function closeBrandingEditor(store: Store, organizationId: number): void {
  store.set(brandingEditorsAtom, (all) => {
    const { [organizationId]: _closed, ...rest } = all;
    return rest;
  });
}
