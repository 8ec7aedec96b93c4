import { Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import type { TaxonomyTerm } from '../../api/schemas/taxonomies';
import type { TaxonomyRef } from '../../commands/taxonomies/pickTaxonomy';
import { pasteTerms } from '../../commands/taxonomies/pasteTerms';
import { conflictText } from '../../commands/taxonomies/termInput';
import { planPaste, type LineProblem, type PastePlan } from '../../commands/taxonomies/termLines';
import { ALTERNATIVES_MAX, TERM_MAX, TERMS_BATCH_MAX } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { DialogActions } from '../common/DialogActions';
import { FormField } from '../common/FormField';
import { useCommand } from '../common/useCommand';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.taxonomies;
const p = t.paste;

/** Rows of each preview list shown; the rest is counted. */
const SHOWN = 50;

const problemText = (problem: LineProblem) =>
  problem.kind === 'noCorrectForm'
    ? t.correctFormRequired
    : problem.kind === 'tooLong'
      ? p.tooLong(TERM_MAX)
      : p.tooManyAlternatives(ALTERNATIVES_MAX);

function More({ total }: { total: number }) {
  return total > SHOWN ? <li className="text-[var(--gray-11)]">{p.more(total - SHOWN)}</li> : null;
}

/** What pasting will do: the terms added (with their conflicts), the lines skipped and those it cannot read. */
function Preview({ plan }: { plan: PastePlan }) {
  const conflicted = plan.add.filter((entry) => entry.conflicts.length > 0);
  const skipped = [
    ...plan.skipped.map((s) => ({ line: s.line, text: skippedText(s) })),
    ...plan.problems.map((x) => ({ line: x.line, text: `${x.text}: ${problemText(x)}` })),
  ].sort((a, b) => a.line - b.line);
  return (
    <Flex direction="column" gap="2" aria-live="polite">
      <Text as="p" size="2" weight="medium">
        {p.toAdd(plan.add.length)}
        {conflicted.length > 0 && ` (${p.withConflicts(conflicted.length)})`}
      </Text>
      {plan.tooMany && (
        <Text as="p" size="2" color="red">
          {t.refusals.tooManyTerms(TERMS_BATCH_MAX)}
        </Text>
      )}
      {plan.add.length > 0 && (
        <ul
          className="flex max-h-48 flex-col gap-1 overflow-auto text-sm"
          aria-label={p.toAdd(plan.add.length)}
        >
          {plan.add.slice(0, SHOWN).map(({ line, term, conflicts }) => (
            <li key={line}>
              <span className="font-medium">{term.correct_form}</span>
              {term.alternatives.length > 0 && (
                <span className="text-[var(--gray-11)]"> · {term.alternatives.join(', ')}</span>
              )}
              {conflicts.map((conflict, index) => (
                <span key={index} className="block text-[var(--amber-11)]">
                  {conflictText(conflict)}
                </span>
              ))}
            </li>
          ))}
          <More total={plan.add.length} />
        </ul>
      )}
      {skipped.length > 0 && (
        <>
          <Text as="p" size="2" weight="medium">
            {p.skipped(skipped.length)}
          </Text>
          <ul
            className="flex max-h-40 flex-col gap-1 overflow-auto text-sm"
            aria-label={p.skipped(skipped.length)}
          >
            {skipped.slice(0, SHOWN).map(({ line, text }) => (
              <li key={line}>
                <span className="font-medium">{p.line(line)}:</span> {text}
              </li>
            ))}
            <More total={skipped.length} />
          </ul>
        </>
      )}
    </Flex>
  );
}

function skippedText(entry: PastePlan['skipped'][number]): string {
  return entry.earlierLine
    ? p.duplicateInPaste(entry.conflict.value, entry.earlierLine)
    : conflictText(entry.conflict);
}

/**
 * Pastes many terms at once (one per line: correct form, then alternatives after `;`): a preview of what will be
 * added and what conflicts, then one batch (on a new taxonomy: its local terms). Mounted while open.
 */
export function PasteTermsDialog({
  taxonomy,
  terms,
  onClose,
}: {
  taxonomy: TaxonomyRef;
  terms: readonly TaxonomyTerm[];
  onClose(): void;
}) {
  const paste = useCommand(pasteTerms, { taxonomyId: taxonomy });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // The preview follows the text without holding up typing (a long paste against thousands of terms).
  const shownText = useDeferredValue(text);
  const plan = useMemo(() => (shownText.trim() ? planPaste(shownText, terms) : null), [shownText, terms]);
  const ready = plan !== null && shownText === text && plan.add.length > 0 && !plan.tooMany;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    const result = await paste.run({ text });
    setBusy(false);
    if (result.status === 'done') onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="680px" className="max-h-[80vh]">
        <Dialog.Title>{p.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {p.description}
        </Dialog.Description>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
          <FormField label={p.textLabel}>
            {(field) => (
              <TextArea
                {...field}
                rows={8}
                value={text}
                placeholder={p.placeholder}
                className="font-mono"
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <section aria-label={p.previewHeading} className="rounded-md border border-[var(--gray-a5)] p-3">
            {plan ? (
              <Preview plan={plan} />
            ) : (
              <Text as="p" size="2" color="gray" highContrast>
                {p.nothingYet}
              </Text>
            )}
          </section>
          <DialogActions
            cancel={p.cancel}
            submit={busy ? p.submitting : p.submit(plan?.add.length ?? 0)}
            disabled={!ready || busy || !paste.available}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
