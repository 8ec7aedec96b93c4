import { Flex, Heading } from '@radix-ui/themes';
import { brandingColorFields, HEX_COLOR_PATTERN, type Branding } from '../../../api/schemas/branding';
import { messages } from '../../../messages';
import { ContrastNotice } from './ContrastNotice';

const t = messages.organizationSettings.branding;

const companyFields = ['company_website', 'company_address', 'company_phone', 'company_email'] as const;

/** A colour as a swatch beside its value (the swatch only for a valid HEX colour). */
function Swatch({ value }: { value: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-5 w-5 shrink-0 rounded-[var(--radius-1)] border border-[var(--gray-a7)]"
      style={{ backgroundColor: value }}
    />
  );
}

/** The branding as saved (view mode): colours with swatches, the brand font and the company details. */
export function BrandingView({ branding }: { branding: Branding }) {
  return (
    <Flex direction="column" gap="4">
      <section className="flex flex-col gap-2">
        <Heading as="h3" size="3">
          {t.colorsHeading}
        </Heading>
        <dl className="flex flex-col gap-2 text-sm">
          {brandingColorFields.map((field) => {
            const value = branding[field]?.trim() ?? '';
            return (
              <div key={field} className="flex flex-wrap items-center gap-2">
                <dt className="min-w-36 text-[var(--gray-11)]">{t.fields[field]}</dt>
                <dd className="flex items-center gap-2 font-medium">
                  {HEX_COLOR_PATTERN.test(value) && <Swatch value={value} />}
                  {value || t.notSet}
                </dd>
              </div>
            );
          })}
        </dl>
        <ContrastNotice primary={branding.primary_color} />
      </section>
      <section className="flex flex-col gap-2">
        <Heading as="h3" size="3">
          {t.fontHeading}
        </Heading>
        <dl className="text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <dt className="min-w-36 text-[var(--gray-11)]">{t.fields.brand_font}</dt>
            <dd className="font-medium">{branding.brand_font || t.notSet}</dd>
          </div>
        </dl>
      </section>
      <section className="flex flex-col gap-2">
        <Heading as="h3" size="3">
          {t.companyHeading}
        </Heading>
        <dl className="flex flex-col gap-2 text-sm">
          {companyFields.map((field) => (
            <div key={field} className="flex flex-wrap items-start gap-2">
              <dt className="min-w-36 text-[var(--gray-11)]">{t.fields[field]}</dt>
              <dd className="whitespace-pre-line font-medium">{branding[field] || t.notSet}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Flex>
  );
}
