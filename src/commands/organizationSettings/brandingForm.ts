import type { z } from 'zod';
import { brandingWrite } from '../../api/schemas/branding';
import { formErrors, type FieldTexts } from '../../api/validation';
import { messages } from '../../messages';
import {
  brandingFields,
  type BrandingDraft,
  type BrandingField,
} from '../../state/organizationSettingsEditors';

const t = messages.organizationSettings.branding;

const own = (issue: z.core.$ZodIssue) => issue.message;
const tooLong = (field: BrandingField) =>
  `${t.fields[field]} ${messages.organizationSettings.branding.tooLong}`;

/** How each field's problems read: the schema's Dutch messages (the contract's colour text exactly), lengths named. */
const texts: FieldTexts<BrandingField> = Object.fromEntries(
  brandingFields.map((field) => [field, { too_long: tooLong(field), '*': own }]),
);

/**
 * The branding form's problems, one per field, as the server's schema (`brandingWrite`) finds them: colours
 * `#RGB` or `#RRGGBB` ("Ongeldige HEX kleur (gebruik formaat #RRGGBB)"), website, phone and e-mail checked;
 * empty is "not set".
 */
export function brandingErrors(draft: BrandingDraft): Partial<Record<BrandingField, string>> {
  return formErrors<BrandingField>(brandingWrite, draft, texts);
}

/** The first problem with its field's name, for a command that refuses (the form shows each in place). */
export function firstBrandingError(errors: Partial<Record<BrandingField, string>>): string | null {
  const field = brandingFields.find((name) => errors[name] !== undefined);
  return field ? `${t.fields[field]}: ${errors[field]}` : null;
}
