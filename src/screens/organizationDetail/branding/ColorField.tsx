import { Flex, TextField } from '@radix-ui/themes';
import { HEX_COLOR_PATTERN } from '../../../api/schemas/branding';
import { messages } from '../../../messages';
import { FormField } from '../../common/FormField';

const t = messages.organizationSettings.branding;

/** `#RGB` as `#RRGGBB`, which the colour picker needs; null for anything that is not a HEX colour. */
function pickerValue(value: string): string | null {
  const hex = value.trim();
  if (!HEX_COLOR_PATTERN.test(hex)) return null;
  return hex.length === 4
    ? `#${[...hex.slice(1)].map((d) => d + d).join('')}`.toLowerCase()
    : hex.toLowerCase();
}

/**
 * A brand colour: the browser's colour picker (its swatch shows the colour) beside a text field for `#RRGGBB`,
 * with "Ongeldige HEX kleur (gebruik formaat #RRGGBB)" under it when the text is not a HEX colour. Picking
 * writes the text; empty is not set.
 */
export function ColorField({
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const picked = pickerValue(value);
  return (
    <FormField label={label} hint={t.colorHint} error={error}>
      {(field) => (
        <Flex gap="2" align="center">
          <input
            type="color"
            aria-label={t.colorPicker(label)}
            value={picked ?? '#000000'}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            onBlur={onBlur}
            className="h-8 w-10 shrink-0 cursor-pointer rounded-[var(--radius-2)] border border-[var(--gray-a7)] bg-[var(--color-surface)] p-0.5"
          />
          <TextField.Root
            {...field}
            className="min-w-0 flex-1"
            value={value}
            placeholder="#RRGGBB"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </Flex>
      )}
    </FormField>
  );
}
