import { Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { FormField, selectClass } from '../common/FormField';

/** A titled part of the form (General, HubSpot-specific, Notion-specific). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-3xl flex-col gap-3 rounded-md border border-[var(--gray-a5)] p-4"
    >
      <Heading as="h2" size="4" id={headingId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A native select of fixed choices with their labels, its label, hint and error. */
export function ChoiceField<V extends string>({
  label,
  value,
  choices,
  labels,
  onChange,
  disabled,
  hint,
  error,
}: {
  label: string;
  value: V;
  choices: readonly V[];
  labels: Readonly<Record<string, string>>;
  onChange(value: V): void;
  disabled?: boolean;
  hint?: string;
  error?: string | undefined;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <select
          {...field}
          className={`${selectClass} w-fit`}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice] ?? choice}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox with its label and a hint below it. */
export function FlagField({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" className="flex w-fit items-center gap-2">
        <Checkbox
          checked={checked}
          disabled={disabled}
          onCheckedChange={(on) => onChange(on === true)}
          aria-describedby={hint ? hintId : undefined}
        />
        {label}
      </Text>
      {hint && (
        <Text id={hintId} size="1" color="gray" highContrast>
          {hint}
        </Text>
      )}
    </Flex>
  );
}
