import { z } from 'zod';
import { text } from './common';

/**
 * An organisation's branding: three colours, a brand font, the logo and the company's contact details. The PDF
 * export uses them (colours as placeholders, the logo on the cover and in the header, the contact line in the
 * footer).
 */

/** `#` followed by 6 or 3 hexadecimal digits. */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** The contract's exact text, not to be reworded (docs/contract.md, Texts and errors). */
export const HEX_COLOR_MESSAGE = 'Ongeldige HEX kleur (gebruik formaat #RRGGBB)';

/** Logo types by extension; the server also checks the content. */
export const logoExtensions = ['png', 'jpg', 'jpeg', 'gif', 'svg'] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;
/** What the file input offers. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';

/** Whether a file name has one of the logo extensions (any case). */
export function isLogoFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && (logoExtensions as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

export const brandingColorFields = ['primary_color', 'secondary_color', 'accent_color'] as const;
export type BrandingColorField = (typeof brandingColorFields)[number];

/** The branding as answered: every field may be null (not set). */
export const branding = z.looseObject({
  primary_color: z.string().nullable().optional(),
  secondary_color: z.string().nullable().optional(),
  accent_color: z.string().nullable().optional(),
  brand_font: z.string().nullable().optional(),
  /** Where the server keeps the logo; null without one. The logo itself: `GET …/logo`. */
  logo_path: z.string().nullable().optional(),
  company_website: z.string().nullable().optional(),
  company_address: z.string().nullable().optional(),
  company_phone: z.string().nullable().optional(),
  company_email: z.string().nullable().optional(),
});
export type Branding = z.output<typeof branding>;

/** An empty or blank text is "not set" (null). */
const optionalText = <S extends z.ZodType<string | null>>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

const hexColor = text().trim().regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE);

/**
 * `PUT …/branding`: the eight writable fields (the logo goes through its upload). Colours `#RGB` or `#RRGGBB`,
 * the e-mail address and website checked; empty means not set.
 */
export const brandingWrite = z.object({
  primary_color: optionalText(hexColor),
  secondary_color: optionalText(hexColor),
  accent_color: optionalText(hexColor),
  brand_font: optionalText(text().trim().max(100)),
  company_website: optionalText(
    text()
      .trim()
      .max(300)
      .pipe(z.url({ protocol: /^https?$/, message: 'Ongeldig webadres (begin met https://).' })),
  ),
  company_address: optionalText(text().trim().max(500)),
  company_phone: optionalText(
    text()
      .trim()
      .max(40)
      .regex(/^\+?[0-9 ()./-]{6,}$/, 'Ongeldig telefoonnummer.'),
  ),
  company_email: optionalText(
    text()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'Ongeldig e-mailadres.' })),
  ),
});
export type BrandingWrite = z.input<typeof brandingWrite>;

export const brandingSaved = z.looseObject({ message: z.string(), branding: branding.optional() });

/** `POST …/logo` answers the message and where the logo now lives. */
export const logoUploaded = z.looseObject({
  message: z.string(),
  logo_path: z.string().nullable().optional(),
});

/** The multipart upload has no text fields: the file travels as `logo`. */
export const logoUploadFields = z.object({});
