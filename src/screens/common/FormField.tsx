import { Flex, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled form field with an optional hint and error, both tied to the control for assistive technology. */
export function FormField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <Text id={hintId} size="1" color="gray" highContrast>
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}

/** A native select styled like the Radix text fields (native for its keyboard and form behaviour). */
export const selectClass =
  'h-8 rounded-[var(--radius-2)] border border-[var(--gray-a7)] bg-[var(--color-surface)] px-2 text-sm text-[var(--gray-12)]';
