import { z } from 'zod';
import { idNumber, answerText, xmlText } from './common';

/**
 * Taxonomies: which spelling a transcription should use. A taxonomy belongs to a user or to an organisation
 * (`owner_type`); it holds terms, each a correct form plus its alternatives (the spellings a transcription may
 * produce for it). A taxonomy applies to templates: per template it is active or not (a link), and
 * `default_active` says what a template without a link gets.
 *
 * Which taxonomies can apply to a template (reference server):
 * - a personal template: its user's taxonomies, and the organisation-wide ones (`is_org_wide`) of the user's
 *   organisation;
 * - an organisation template: every taxonomy of that organisation;
 * - a default template: none (default templates are platform-wide; taxonomies belong to one owner).
 */

export const taxonomyOwnerTypes = ['user', 'organization'] as const;
export const taxonomyOwnerType = z.enum(taxonomyOwnerTypes);
export type TaxonomyOwnerType = z.infer<typeof taxonomyOwnerType>;

export const TAXONOMY_NAME_MAX = 200;
export const TAXONOMY_DESCRIPTION_MAX = 2_000;
export const TAXONOMY_CONTEXT_MAX = 10_000;
export const TERM_MAX = 500;
export const ALTERNATIVES_MAX = 200;
/** Most terms one batch call (or a create with terms) may carry. */
export const TERMS_BATCH_MAX = 5_000;

/** A term as answered. Unknown fields are kept. */
export const taxonomyTerm = z.looseObject({
  id: z.number(),
  correct_form: z.string(),
  alternatives: z
    .array(z.string())
    .nullable()
    .optional()
    .transform((v) => v ?? []),
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type TaxonomyTerm = z.output<typeof taxonomyTerm>;

/** A taxonomy as a list shows it (without terms). Unknown fields are kept. */
export const taxonomySummary = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: answerText(),
  taxonomy_context: answerText(),
  is_org_wide: z.boolean().optional().default(false),
  default_active: z.boolean().optional().default(false),
  owner_type: taxonomyOwnerType.nullable().optional(),
  owner_name: z.string().nullable().optional(),
  /** The owning user's or organisation's id (reference server; other servers may leave it out). */
  owner_id: z.number().nullable().optional(),
  term_count: z.number().optional().default(0),
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type TaxonomySummary = z.output<typeof taxonomySummary>;

/** One taxonomy with its terms (by correct form) and its XML preview. */
export const taxonomyDetail = taxonomySummary.extend({
  terms: z
    .array(taxonomyTerm)
    .nullable()
    .optional()
    .transform((v) => v ?? []),
  xml_preview: answerText(),
});
export type TaxonomyDetail = z.output<typeof taxonomyDetail>;

/**
 * A list of taxonomies: `{ taxonomies: [...] }` or a bare array. Anything else is "Onverwacht formaat voor
 * taxonomieën data" in the console.
 */
export const taxonomyList = z.union([
  z.array(taxonomySummary),
  z.looseObject({ taxonomies: z.array(taxonomySummary) }).transform((o) => o.taxonomies),
]);

/** A taxonomy as a template's TAXONOMIEËN section lists it: with its state for that template. */
export const templateTaxonomy = taxonomySummary.extend({
  /** Active for this template: the link's state, else the taxonomy's `default_active`. */
  is_active: z.boolean(),
});
export type TemplateTaxonomy = z.output<typeof templateTaxonomy>;

export const templateTaxonomyList = z.union([
  z.array(templateTaxonomy),
  z.looseObject({ taxonomies: z.array(templateTaxonomy) }).transform((o) => o.taxonomies),
]);

/**
 * Alternatives as sent: trimmed, empties dropped, duplicates within the term dropped (case-insensitively, the
 * first spelling kept). The server applies the same (`cleanAlternatives`), so both sides store alike.
 */
export function cleanAlternatives(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLocaleLowerCase('nl-NL');
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** What both sides say when a term's correct form is empty after trimming. */
export const CORRECT_FORM_REQUIRED_MESSAGE = 'Voer een correcte vorm in';

/** A term as sent: a correct form (required after trimming: `CORRECT_FORM_REQUIRED_MESSAGE`) and alternatives. */
export const termWrite = z.object({
  correct_form: xmlText().trim().max(TERM_MAX),
  alternatives: z
    .array(xmlText().max(TERM_MAX))
    .max(ALTERNATIVES_MAX)
    .optional()
    .default([])
    .transform(cleanAlternatives),
});
export type TermWrite = z.input<typeof termWrite>;

/** `POST admin/taxonomies/{id}/terms/batch`: several terms at once, all or nothing. A bare array is read too. */
export const termBatchWrite = z.union([
  z.object({ terms: z.array(termWrite).min(1).max(TERMS_BATCH_MAX) }).transform((o) => o.terms),
  z.array(termWrite).min(1).max(TERMS_BATCH_MAX),
]);
export type TermBatchWrite = z.input<typeof termBatchWrite>;

export const termBatchAnswer = z.union([
  z.array(taxonomyTerm),
  z.looseObject({ terms: z.array(taxonomyTerm) }).transform((o) => o.terms),
]);

/** What both sides say when a taxonomy's name or description is empty after trimming. */
export const TAXONOMY_FIELDS_REQUIRED_MESSAGE = 'Naam en beschrijving zijn verplicht';

/**
 * Update body of a taxonomy: name and description required after trimming
 * (`TAXONOMY_FIELDS_REQUIRED_MESSAGE`), the context optional, the two flags.
 */
export const taxonomyWrite = z.object({
  name: xmlText().trim().max(TAXONOMY_NAME_MAX),
  description: xmlText().trim().max(TAXONOMY_DESCRIPTION_MAX),
  taxonomy_context: xmlText().max(TAXONOMY_CONTEXT_MAX).nullable().optional(),
  is_org_wide: z.boolean().optional().default(false),
  default_active: z.boolean().optional().default(false),
});
export type TaxonomyWrite = z.input<typeof taxonomyWrite>;

/**
 * Create body (under a user or an organisation): the taxonomy, and optionally the terms made while it was not
 * saved yet (kept locally with temporary negative ids, sent with the taxonomy), stored in the same transaction.
 */
export const taxonomyCreate = taxonomyWrite.extend({
  terms: z.array(termWrite).max(TERMS_BATCH_MAX).optional().default([]),
});
export type TaxonomyCreate = z.input<typeof taxonomyCreate>;

/** A taxonomy's state is set only for a template whose list holds that taxonomy; else both sides say this. */
export const NOT_FOR_TEMPLATE_MESSAGE = 'Deze taxonomie hoort niet bij dit template.';

/** `PUT admin/meeting-templates/{id}/taxonomies/{taxId}`. */
export const taxonomyActiveWrite = z.object({ is_active: z.boolean() });

/** `PUT admin/meeting-templates/{id}/taxonomies/batch`: each taxonomy's state, all or nothing. */
export const taxonomyActiveBatch = z.object({
  taxonomies: z
    .array(z.object({ id: idNumber, is_active: z.boolean() }))
    .min(1)
    .max(1_000),
});
export type TaxonomyActiveBatch = z.input<typeof taxonomyActiveBatch>;

/** Answer of setting one taxonomy's state for a template. */
export const taxonomyActiveAnswer = z.looseObject({
  taxonomy_id: z.number(),
  is_active: z.boolean(),
  message: z.string().optional(),
});
