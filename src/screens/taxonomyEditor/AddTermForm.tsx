import { Button, Flex, Heading } from '@radix-ui/themes';
import { memo, useId, useRef, useState } from 'react';
import { blocksTerm, type TermIndex } from '../../api/rules/taxonomies';
import { addTerm } from '../../commands/taxonomies/addTerm';
import type { TaxonomyRef } from '../../commands/taxonomies/pickTaxonomy';
import { correctFormError } from '../../commands/taxonomies/termInput';
import { messages } from '../../messages';
import { useCommand } from '../common/useCommand';
import {
  draftAlternatives,
  emptyTermDraft,
  TermFields,
  useTermConflicts,
  type TermDraft,
} from './TermFields';

const t = messages.taxonomies.terms;

/**
 * A new term for the taxonomy: the correct form and its alternatives by keyboard (Enter adds an alternative,
 * Enter in the empty field adds the term), through the add-term command (at once on a saved taxonomy, kept
 * locally on a new one). The field is cleared and takes the focus again for the next term.
 */
export const AddTermForm = memo(function AddTermForm({
  taxonomy,
  index,
}: {
  taxonomy: TaxonomyRef;
  index: TermIndex;
}) {
  const add = useCommand(addTerm, { taxonomyId: taxonomy });
  const [draft, setDraft] = useState<TermDraft>(emptyTermDraft);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const correctForm = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const conflicts = useTermConflicts(index, draft);
  const error = tried ? correctFormError(draft.correctForm) : null;

  async function submit() {
    setTried(true);
    if (busy || correctFormError(draft.correctForm) || conflicts.some(blocksTerm)) {
      correctForm.current?.focus();
      return;
    }
    setBusy(true);
    const result = await add.run({ correctForm: draft.correctForm, alternatives: draftAlternatives(draft) });
    setBusy(false);
    if (result.status !== 'done') return;
    setDraft(emptyTermDraft);
    setTried(false);
    correctForm.current?.focus();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-[var(--gray-a5)] p-4"
    >
      <Heading as="h3" size="3" id={headingId}>
        {t.addHeading}
      </Heading>
      <TermFields
        draft={draft}
        onChange={setDraft}
        conflicts={conflicts}
        error={error}
        onDone={() => void submit()}
        correctFormRef={correctForm}
        hint={t.alternativesHint}
      />
      <Flex gap="2">
        <Button onClick={() => void submit()} disabled={busy || !add.available}>
          {busy ? t.adding : t.add}
        </Button>
      </Flex>
    </section>
  );
});
