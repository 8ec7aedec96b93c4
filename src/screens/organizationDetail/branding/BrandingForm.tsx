import { Flex, Heading, TextArea, TextField } from '@radix-ui/themes';
import { useRef, useState, type FormEvent } from 'react';
import { brandingColorFields } from '../../../api/schemas/branding';
import { brandingErrors } from '../../../commands/organizationSettings/brandingForm';
import { cancelBrandingEdit } from '../../../commands/organizationSettings/cancelBrandingEdit';
import type { UseCommand } from '../../common/useCommand';
import { messages } from '../../../messages';
import {
  brandingFields,
  type BrandingDraft,
  type BrandingField,
} from '../../../state/organizationSettingsEditors';
import { CommandButton } from '../../common/CommandButton';
import { useFirstFieldFocus } from '../../common/firstField';
import { FormField } from '../../common/FormField';
import { SaveCommandButton } from '../SaveCommandButton';
import { ColorField } from './ColorField';
import { ContrastNotice } from './ContrastNotice';

const t = messages.organizationSettings.branding;

type TextFieldType = 'text' | 'url' | 'tel' | 'email';
const inputTypes: Partial<Record<BrandingField, TextFieldType>> = {
  company_website: 'url',
  company_phone: 'tel',
  company_email: 'email',
};
const autoCompletes: Partial<Record<BrandingField, string>> = {
  company_website: 'url',
  company_phone: 'tel',
  company_email: 'email',
  company_address: 'street-address',
};

/**
 * The branding in edit mode: three colours with pickers and the invalid-HEX message inline, the brand font and
 * the company details, each checked as the server checks them (shown once a field was left, or at save);
 * Opslaan and Annuleren.
 */
export function BrandingForm({
  organizationId,
  draft,
  save,
  onChange,
}: {
  organizationId: number;
  draft: BrandingDraft;
  save: Pick<UseCommand<never>, 'available' | 'reason' | 'run'>;
  onChange(patch: Partial<Record<BrandingField, string>>): void;
}) {
  const [left, setLeft] = useState<ReadonlySet<BrandingField>>(new Set());
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = brandingErrors(draft);
  const shown = (field: BrandingField) => (tried || left.has(field) ? errors[field] : undefined);
  const leave = (field: BrandingField) => () => setLeft((all) => new Set(all).add(field));
  const form = useRef<HTMLFormElement>(null);
  useFirstFieldFocus(form, true);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setTried(true);
    if (brandingFields.some((field) => errors[field] !== undefined)) return;
    setSaving(true);
    await save.run();
    setSaving(false);
  }

  const textField = (field: Exclude<BrandingField, (typeof brandingColorFields)[number]>, hint?: string) => (
    <FormField key={field} label={t.fields[field]} hint={hint} error={shown(field)}>
      {(props) =>
        field === 'company_address' ? (
          <TextArea
            {...props}
            value={draft[field]}
            rows={3}
            autoComplete={autoCompletes[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
            onBlur={leave(field)}
          />
        ) : (
          <TextField.Root
            {...props}
            type={inputTypes[field] ?? 'text'}
            value={draft[field]}
            autoComplete={autoCompletes[field] ?? 'off'}
            onChange={(event) => onChange({ [field]: event.target.value })}
            onBlur={leave(field)}
          />
        )
      }
    </FormField>
  );

  return (
    <form
      ref={form}
      aria-label={t.formLabel}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <section className="flex flex-col gap-3">
        <Heading as="h3" size="3">
          {t.colorsHeading}
        </Heading>
        {brandingColorFields.map((field) => (
          <ColorField
            key={field}
            label={t.fields[field]}
            value={draft[field]}
            error={shown(field)}
            onChange={(value) => onChange({ [field]: value })}
            onBlur={leave(field)}
          />
        ))}
        <ContrastNotice primary={errors.primary_color ? null : draft.primary_color} />
      </section>
      <section className="flex flex-col gap-3">
        <Heading as="h3" size="3">
          {t.fontHeading}
        </Heading>
        {textField('brand_font')}
      </section>
      <section className="flex flex-col gap-3">
        <Heading as="h3" size="3">
          {t.companyHeading}
        </Heading>
        {textField('company_website', t.websiteHint)}
        {textField('company_address')}
        {textField('company_phone')}
        {textField('company_email')}
      </section>
      <Flex gap="2" wrap="wrap" align="center">
        <SaveCommandButton
          type="submit"
          command={save}
          label={t.save}
          savingLabel={t.saving}
          saving={saving}
        />
        <CommandButton
          command={cancelBrandingEdit}
          args={{ organizationId }}
          type="button"
          variant="soft"
          color="gray"
        >
          {t.cancel}
        </CommandButton>
      </Flex>
    </form>
  );
}
