import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { indexTerms } from '../../api/rules/taxonomies';
import type { TaxonomyTerm } from '../../api/schemas/taxonomies';
import { deleteTerm } from '../../commands/taxonomies/deleteTerm';
import { pasteTerms } from '../../commands/taxonomies/pasteTerms';
import type { TaxonomyRef } from '../../commands/taxonomies/pickTaxonomy';
import { messages } from '../../messages';
import { pastingTermsAtom } from '../../state/taxonomyEditor';
import { useCommandRuntime } from '../common/CommandRuntime';
import { useCommand } from '../common/useCommand';
import { AddTermForm } from './AddTermForm';
import { EditTermDialog } from './EditTermDialog';
import { PasteTermsDialog } from './PasteTermsDialog';
import { filterTerms, TermsTable, type TermActions } from './TermsTable';

const t = messages.taxonomies.terms;

/**
 * The terms of a taxonomy: a new term by keyboard, pasting many at once, a filter over the terms and the
 * windowed table with edit (a dialog) and delete (confirmed). `taxonomy` is a saved one's id, each change going
 * to the server at once, or `new`: the terms are kept locally until the first save.
 */
export function TermsSection({ taxonomy, terms }: { taxonomy: TaxonomyRef; terms: readonly TaxonomyTerm[] }) {
  const { ctx } = useCommandRuntime();
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<TaxonomyTerm | null>(null);
  const pasting = useAtomValue(pastingTermsAtom, { store: ctx.store }) === taxonomy;
  const paste = useCommand(pasteTerms, { taxonomyId: taxonomy });
  const remove = useCommand(deleteTerm, { taxonomyId: taxonomy });
  const index = useMemo(() => indexTerms(terms), [terms]);
  // Filtering thousands of terms is a string search each (their text cached); the table renders the rows in view.
  const shown = useMemo(() => filterTerms(terms, filter), [terms, filter]);

  const run = remove.run;
  const actions = useMemo<TermActions | null>(
    () => (remove.available ? { edit: setEditing, remove: (termId) => void run({ termId }) } : null),
    [remove.available, run],
  );
  const closePaste = useCallback(
    () => ctx.store.set(pastingTermsAtom, (open) => (open === taxonomy ? null : open)),
    [ctx.store, taxonomy],
  );
  // The dialog edits the term as it is now (a reload may have changed it meanwhile).
  const editedTerm = editing && (terms.find((term) => term.id === editing.id) ?? null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id={headingId}>
          {t.heading}
        </Heading>
        <Text size="2" color="gray" highContrast aria-live="polite">
          {shown.length === terms.length ? t.count(terms.length) : t.countOf(shown.length, terms.length)}
        </Text>
      </Flex>
      <AddTermForm taxonomy={taxonomy} index={index} />
      <Flex align="end" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" className="min-w-0 max-w-md flex-1">
          <Text as="label" htmlFor={filterId} size="2" weight="medium">
            {t.filterLabel}
          </Text>
          <TextField.Root
            id={filterId}
            type="search"
            value={filter}
            placeholder={t.filterPlaceholder}
            onChange={(event) => setFilter(event.target.value)}
          />
        </Flex>
        <Button variant="soft" disabled={!paste.available} onClick={() => void paste.run()}>
          {t.paste}
        </Button>
      </Flex>
      <TermsTable
        terms={shown}
        filter={filter}
        actions={actions}
        empty={terms.length === 0 ? t.empty : t.noMatch}
      />
      {editedTerm && (
        <EditTermDialog
          taxonomy={taxonomy}
          term={editedTerm}
          index={index}
          onClose={() => setEditing(null)}
        />
      )}
      {pasting && <PasteTermsDialog taxonomy={taxonomy} terms={terms} onClose={closePaste} />}
    </section>
  );
}
