import { Checkbox, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { messages } from '../../messages';
import type { TaxonomyFields } from '../../state/taxonomyEditor';
import { FormField } from '../common/FormField';

const t = messages.taxonomies.editor;

/** A checkbox with its label and a hint below it. */
function Flag({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const hintId = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" className="flex items-center gap-2">
        <Checkbox
          checked={checked}
          onCheckedChange={(on) => onChange(on === true)}
          aria-describedby={hintId}
        />
        {label}
      </Text>
      <Text id={hintId} size="1" color="gray" highContrast>
        {hint}
      </Text>
    </Flex>
  );
}

/**
 * The fields of a taxonomy: name, description, context and the two flags. `invalid` marks the empty required
 * fields after a save was tried ("Naam en beschrijving zijn verplicht", shown by the screen).
 */
export function TaxonomyFieldsForm({
  fields,
  onChange,
  invalid,
}: {
  fields: TaxonomyFields;
  onChange(patch: Partial<TaxonomyFields>): void;
  invalid: boolean;
}) {
  const missing = (value: string) => (invalid && !value.trim() ? ({ 'aria-invalid': true } as const) : {});
  return (
    <Flex direction="column" gap="3" role="group" aria-label={t.form} className="max-w-3xl">
      <FormField label={t.nameLabel}>
        {(field) => (
          <TextField.Root
            {...field}
            {...missing(fields.name)}
            value={fields.name}
            required
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t.descriptionLabel}>
        {(field) => (
          <TextArea
            {...field}
            {...missing(fields.description)}
            value={fields.description}
            required
            rows={2}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t.contextLabel} hint={t.contextHint}>
        {(field) => (
          <TextArea
            {...field}
            value={fields.taxonomy_context}
            rows={3}
            onChange={(event) => onChange({ taxonomy_context: event.target.value })}
          />
        )}
      </FormField>
      <Flex gap="5" wrap="wrap">
        <Flag
          label={t.orgWideLabel}
          hint={t.orgWideHint}
          checked={fields.is_org_wide}
          onChange={(is_org_wide) => onChange({ is_org_wide })}
        />
        <Flag
          label={t.defaultActiveLabel}
          hint={t.defaultActiveHint}
          checked={fields.default_active}
          onChange={(default_active) => onChange({ default_active })}
        />
      </Flex>
    </Flex>
  );
}
