import { describe, expect, it } from 'vitest';
import { parseTermLines, planPaste, plannedTerms } from '../../../src/commands/taxonomies/termLines';
import { TERM_MAX, TERMS_BATCH_MAX } from '../../../src/api/schemas/taxonomies';

describe('the paste parser (one term per line: correct form; alternatives)', () => {
  it('reads the correct form and its alternatives, trimmed, empties and repeats dropped', () => {
    expect(
      parseTermLines('Kubernetes; kubernetis ;cubernetes;;KUBERNETIS\n\n  PostgreSQL  \r\nHelm;helm chart'),
    ).toEqual({
      terms: [
        { line: 1, term: { correct_form: 'Kubernetes', alternatives: ['kubernetis', 'cubernetes'] } },
        { line: 3, term: { correct_form: 'PostgreSQL', alternatives: [] } },
        { line: 4, term: { correct_form: 'Helm', alternatives: ['helm chart'] } },
      ],
      problems: [],
    });
  });

  it('names the lines it cannot take, keeping their numbers', () => {
    const long = 'x'.repeat(TERM_MAX + 1);
    expect(parseTermLines(`; alleen alternatief\nGoed\n${long}\nOok; ${long}`).problems).toEqual([
      { line: 1, text: '; alleen alternatief', kind: 'noCorrectForm' },
      { line: 3, text: long, kind: 'tooLong' },
      { line: 4, text: `Ook; ${long}`, kind: 'tooLong' },
    ]);
  });
});

describe('the paste plan against the taxonomy', () => {
  const existing = [
    { id: 1, correct_form: 'Kubernetes', alternatives: ['k8s'] },
    { id: -1, correct_form: 'Lokaal', alternatives: [] },
  ];

  it('adds the new terms with their conflicts, skips correct forms the taxonomy or an earlier line has', () => {
    const plan = planPaste(
      'Docker; dokker\nkubernetes; kube\nHelm; K8S\ndocker\nLOKAAL\nNieuw; dokker',
      existing,
    );
    expect(plan.add.map((a) => [a.line, a.term.correct_form, a.conflicts.map((c) => c.kind)])).toEqual([
      [1, 'Docker', []],
      [3, 'Helm', ['alternativeIsAlternative']],
      [6, 'Nieuw', ['alternativeIsAlternative']],
    ]);
    expect(plan.skipped.map((s) => [s.line, s.conflict.kind, s.earlierLine])).toEqual([
      [2, 'duplicateCorrectForm', undefined],
      [4, 'duplicateCorrectForm', 1],
      [5, 'duplicateCorrectForm', undefined],
    ]);
    expect(plannedTerms(plan)).toEqual([
      { correct_form: 'Docker', alternatives: ['dokker'] },
      { correct_form: 'Helm', alternatives: ['K8S'] },
      { correct_form: 'Nieuw', alternatives: ['dokker'] },
    ]);
    expect(plan.tooMany).toBe(false);
  });

  it('says when there are more terms than one batch may carry', () => {
    const text = Array.from({ length: TERMS_BATCH_MAX + 1 }, (_, i) => `Term ${i}`).join('\n');
    const plan = planPaste(text, []);
    expect(plan.tooMany).toBe(true);
    expect(plan.add).toHaveLength(TERMS_BATCH_MAX + 1);
  });
});
