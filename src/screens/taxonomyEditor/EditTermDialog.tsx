import { Dialog } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { blocksTerm, type TermIndex } from '../../api/rules/taxonomies';
import type { TaxonomyTerm } from '../../api/schemas/taxonomies';
import { editTerm } from '../../commands/taxonomies/editTerm';
import type { TaxonomyRef } from '../../commands/taxonomies/pickTaxonomy';
import { correctFormError } from '../../commands/taxonomies/termInput';
import { messages } from '../../messages';
import { DialogActions } from '../common/DialogActions';
import { useCommand } from '../common/useCommand';
import { draftAlternatives, TermFields, useTermConflicts, type TermDraft } from './TermFields';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.taxonomies.terms;

/** Edits one term (mounted while open): its correct form and alternatives, the conflicts shown as you type. */
export function EditTermDialog({
  taxonomy,
  term,
  index,
  onClose,
}: {
  taxonomy: TaxonomyRef;
  term: TaxonomyTerm;
  index: TermIndex;
  onClose(): void;
}) {
  const edit = useCommand(editTerm, { taxonomyId: taxonomy, termId: term.id });
  const [draft, setDraft] = useState<TermDraft>({
    correctForm: term.correct_form,
    alternatives: [...term.alternatives],
    pending: '',
  });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const conflicts = useTermConflicts(index, draft, term.id);
  const error = tried ? correctFormError(draft.correctForm) : null;

  async function save(event?: FormEvent) {
    event?.preventDefault();
    setTried(true);
    if (busy || correctFormError(draft.correctForm) || conflicts.some(blocksTerm)) return;
    setBusy(true);
    const result = await edit.run({ correctForm: draft.correctForm, alternatives: draftAlternatives(draft) });
    setBusy(false);
    if (result.status === 'done') onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="560px" className="max-h-[80vh]">
        <Dialog.Title>{t.editTitle}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.editDescription}
        </Dialog.Description>
        <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-3">
          <TermFields
            draft={draft}
            onChange={setDraft}
            conflicts={conflicts}
            error={error}
            onDone={() => void save()}
            hint={t.editAlternativesHint}
          />
          <DialogActions
            cancel={t.cancel}
            submit={busy ? t.saving : t.save}
            disabled={busy || !edit.available}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
