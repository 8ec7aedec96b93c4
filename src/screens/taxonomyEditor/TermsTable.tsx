import { Button, Flex } from '@radix-ui/themes';
import { memo } from 'react';
import type { TaxonomyTerm } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { VirtualTable, type VirtualColumn } from '../common/VirtualTable';

const t = messages.taxonomies;

const columns: readonly VirtualColumn[] = [
  { key: 'correct', header: t.columns.correctForm, className: 'w-[32%]' },
  { key: 'alternatives', header: t.columns.alternatives, className: 'w-[44%]' },
  { key: 'actions', header: t.columns.actions, className: 'w-[24%] text-right' },
];

const searchText = new WeakMap<TaxonomyTerm, string>();

function textOf(term: TaxonomyTerm): string {
  let text = searchText.get(term);
  if (text === undefined) {
    text = [term.correct_form, ...term.alternatives].join('\n').toLocaleLowerCase('nl-NL');
    searchText.set(term, text);
  }
  return text;
}

/** The terms whose correct form or an alternative contains the filter, case-insensitively; all for an empty one. */
export function filterTerms(terms: readonly TaxonomyTerm[], filter: string): readonly TaxonomyTerm[] {
  const query = filter.trim().toLocaleLowerCase('nl-NL');
  if (!query) return terms;
  return terms.filter((term) => textOf(term).includes(query));
}

/** One handle per action for all rows, so thousands of terms stay cheap to render. */
export interface TermActions {
  edit(term: TaxonomyTerm): void;
  remove(termId: number): void;
}

const cell = 'truncate px-3';
const termKey = (term: TaxonomyTerm) => term.id;

/**
 * The terms of a taxonomy, windowed (only the rows in view are rendered) so 5,000 terms stay within a frame per
 * keystroke of the filter. The list keeps its place when it reloads after a change; a new filter starts at the top.
 * Enter on a row edits its term.
 */
export const TermsTable = memo(function TermsTable({
  terms,
  filter,
  actions,
  empty,
}: {
  terms: readonly TaxonomyTerm[];
  filter: string;
  actions: TermActions | null;
  empty: string;
}) {
  const renderCells = (term: TaxonomyTerm) => {
    const alternatives = term.alternatives.join(', ');
    return (
      <>
        <td className={`${cell} font-medium`} title={term.correct_form}>
          {term.correct_form}
        </td>
        <td className={cell} title={alternatives}>
          {alternatives || <span className="text-[var(--gray-11)]">{t.terms.noAlternatives}</span>}
        </td>
        <td className="px-3" data-row-actions="">
          {actions && (
            <Flex gap="2" justify="end">
              <Button size="1" variant="soft" data-row-open="" onClick={() => actions.edit(term)}>
                {t.edit}
                <span className="sr-only">{t.forRow(term.correct_form)}</span>
              </Button>
              <Button
                size="1"
                variant="soft"
                color="red"
                highContrast
                onClick={() => actions.remove(term.id)}
              >
                {t.delete}
                <span className="sr-only">{t.forRow(term.correct_form)}</span>
              </Button>
            </Flex>
          )}
        </td>
      </>
    );
  };
  return (
    <VirtualTable
      label={t.terms.tableLabel}
      columns={columns}
      items={terms}
      rowKey={termKey}
      renderCells={renderCells}
      rowHeight={44}
      maxHeight="min(32rem, calc(100vh - 12rem))"
      empty={empty}
      resetKey={filter}
    />
  );
});
