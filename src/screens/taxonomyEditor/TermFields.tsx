import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useMemo, type RefObject } from 'react';
import { termConflicts, type TermConflict, type TermIndex } from '../../api/rules/taxonomies';
import { messages } from '../../messages';
import { AlternativesInput } from './AlternativesInput';
import { TermConflicts } from './TermConflicts';

const t = messages.taxonomies.terms;

/** A term as it is being written: its correct form, the alternatives added and the one being typed. */
export interface TermDraft {
  correctForm: string;
  alternatives: string[];
  pending: string;
}

export const emptyTermDraft: TermDraft = { correctForm: '', alternatives: [], pending: '' };

/** The alternatives the draft stands for: the chips and the one still being typed. */
export const draftAlternatives = (draft: TermDraft): string[] =>
  draft.pending.trim() ? [...draft.alternatives, draft.pending] : draft.alternatives;

/** The conflicts of the draft with the other terms (`termId`: the term being edited, not a conflict with itself). */
export function useTermConflicts(index: TermIndex, draft: TermDraft, termId?: number): TermConflict[] {
  const alternatives = draftAlternatives(draft);
  const key = JSON.stringify([draft.correctForm, alternatives]);
  return useMemo(
    () => termConflicts(index, { id: termId, correct_form: draft.correctForm, alternatives }),
    // `key` stands for the draft's spellings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, key, termId],
  );
}

/**
 * The fields of one term: the correct form (required: "Voer een correcte vorm in") and the alternatives as
 * chips (Enter adds one), with the conflicts shown as you type.
 */
export function TermFields({
  draft,
  onChange,
  conflicts,
  error,
  onDone,
  correctFormRef,
  hint,
}: {
  draft: TermDraft;
  onChange(draft: TermDraft): void;
  conflicts: readonly TermConflict[];
  /** The correct form's error, after a try. */
  error: string | null;
  /** Enter in the empty alternative field (add or save the term). */
  onDone(): void;
  correctFormRef?: RefObject<HTMLInputElement | null>;
  hint: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const conflictsId = `${id}-conflicts`;
  const described = [error ? errorId : null, conflicts.length > 0 ? conflictsId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Flex direction="column" gap="3">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={`${id}-form`} size="2" weight="medium">
          {t.correctFormLabel}
        </Text>
        <TextField.Root
          ref={correctFormRef}
          id={`${id}-form`}
          value={draft.correctForm}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange({ ...draft, correctForm: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onDone();
            }
          }}
        />
        {error && (
          <Text id={errorId} size="1" color="red">
            {error}
          </Text>
        )}
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={`${id}-alternative`} size="2" weight="medium">
          {t.alternativesLabel}
        </Text>
        <AlternativesInput
          id={`${id}-alternative`}
          describedBy={hintId}
          values={draft.alternatives}
          pending={draft.pending}
          onChange={(alternatives, pending) => onChange({ ...draft, alternatives, pending })}
          onDone={onDone}
        />
        <Text id={hintId} size="1" color="gray" highContrast>
          {hint}
        </Text>
      </Flex>
      <TermConflicts conflicts={conflicts} id={conflictsId} />
    </Flex>
  );
}
