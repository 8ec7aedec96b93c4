import { Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { forwardRef, type KeyboardEvent } from 'react';
import { spellingKey } from '../../api/rules/taxonomies';
import { TERM_SEPARATOR } from '../../commands/taxonomies/termLines';
import { messages } from '../../messages';

const t = messages.taxonomies.terms;

/** `values` plus the trimmed `value` unless it is empty or a value of the same spelling is there already. */
export function withAlternative(values: readonly string[], value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed || values.some((known) => spellingKey(known) === spellingKey(trimmed))) return [...values];
  return [...values, trimmed];
}

export interface AlternativesInputProps {
  id: string;
  describedBy?: string | undefined;
  values: readonly string[];
  /** The alternative being typed, not added yet. */
  pending: string;
  onChange(values: string[], pending: string): void;
  /** Enter in the empty field: the term is done. */
  onDone(): void;
}

/**
 * The alternatives of a term as removable chips and a field for the next one (Enter adds an alternative). Enter
 * in the empty field finishes the term; Backspace there removes the last chip; typing or pasting `;` splits
 * into chips.
 */
export const AlternativesInput = forwardRef<HTMLInputElement, AlternativesInputProps>(
  function AlternativesInput({ id, describedBy, values, pending, onChange, onDone }, ref) {
    const type = (text: string) => {
      if (!text.includes(TERM_SEPARATOR)) return onChange([...values], text);
      const parts = text.split(TERM_SEPARATOR);
      const rest = parts.pop() ?? '';
      onChange(parts.reduce(withAlternative, [...values]), rest.trimStart());
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
        event.preventDefault();
        if (pending.trim()) onChange(withAlternative(values, pending), '');
        else onDone();
      } else if (event.key === 'Backspace' && pending === '' && values.length > 0) {
        event.preventDefault();
        onChange(values.slice(0, -1), '');
      }
    };
    return (
      <Flex direction="column" gap="2">
        {values.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t.addedAlternatives}>
            {values.map((value) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full border border-[var(--gray-a6)] bg-[var(--gray-a3)] py-0.5 pl-2.5 pr-1"
              >
                <Text size="2">{value}</Text>
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  color="gray"
                  highContrast
                  radius="full"
                  aria-label={t.removeAlternative(value)}
                  onClick={() =>
                    onChange(
                      values.filter((x) => x !== value),
                      pending,
                    )
                  }
                >
                  <span aria-hidden="true">×</span>
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        <TextField.Root
          ref={ref}
          id={id}
          value={pending}
          aria-describedby={describedBy}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Flex>
    );
  },
);
