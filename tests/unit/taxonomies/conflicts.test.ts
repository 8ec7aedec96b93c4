import { describe, expect, it } from 'vitest';
import { blocksTerm, indexTerms, spellingKey, termConflicts } from '../../../src/api/rules/taxonomies';

const terms = [
  { id: 1, correct_form: 'Kubernetes', alternatives: ['kubernetis', 'K8s'] },
  { id: 2, correct_form: 'PostgreSQL', alternatives: ['postgres'] },
];
const index = indexTerms(terms);
const kinds = (correct_form: string, alternatives: string[], id?: number) =>
  termConflicts(index, { id, correct_form, alternatives }).map((c) => [
    c.kind,
    c.value,
    'other' in c ? c.other.id : null,
  ]);

describe('conflicts of a term with the other terms of its taxonomy (api/rules/taxonomies)', () => {
  it('finds nothing for a term whose spellings are its own', () => {
    expect(kinds('Docker', ['dokker', 'docka'])).toEqual([]);
  });

  it('an alternative that is another term’s correct form or alternative, case-insensitively and trimmed', () => {
    expect(kinds('Helm', ['  POSTGRESQL ', 'k8S'])).toEqual([
      ['alternativeIsCorrectForm', 'POSTGRESQL', 2],
      ['alternativeIsAlternative', 'k8S', 1],
    ]);
  });

  it('a correct form listed as its own alternative', () => {
    expect(kinds('Helm', ['helm', 'HELM'])).toEqual([['ownCorrectForm', 'helm', null]]);
  });

  it('a correct form that exists (blocking) or is another term’s alternative', () => {
    const found = termConflicts(index, { correct_form: ' kubernetes', alternatives: [] });
    expect(found.map((c) => c.kind)).toEqual(['duplicateCorrectForm']);
    expect(blocksTerm(found[0]!)).toBe(true);
    expect(kinds('Postgres', [])).toEqual([['correctFormIsAlternative', 'Postgres', 2]]);
    expect(termConflicts(index, { correct_form: 'Postgres', alternatives: [] }).some(blocksTerm)).toBe(false);
  });

  it('does not count the term being edited against itself', () => {
    expect(kinds('Kubernetes', ['kubernetis', 'k8s'], 1)).toEqual([]);
    expect(kinds('Kubernetes', [], 2)).toEqual([['duplicateCorrectForm', 'Kubernetes', 1]]);
  });

  it('ignores empty spellings and an alternative repeated within the term', () => {
    expect(kinds('', ['', '  ', 'Nieuw', 'nieuw'])).toEqual([]);
  });

  it('compares as the alternatives are cleaned', () => {
    expect(spellingKey('  ÉÉN Woord ')).toBe('één woord');
  });

  it('takes more terms in as they come (a paste, line by line)', () => {
    const growing = indexTerms([]);
    growing.add({ id: -1, correct_form: 'Eerste', alternatives: ['een'] });
    expect(termConflicts(growing, { correct_form: 'Tweede', alternatives: ['EEN'] })[0]?.kind).toBe(
      'alternativeIsAlternative',
    );
  });
});
