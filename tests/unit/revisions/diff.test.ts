import { describe, expect, it } from 'vitest';
import { compareRevisions, fieldsOf, olderFirst, wordDiff } from '../../../src/state/revisionDiff';
import { revisionJson } from './support';

const shown = (parts: ReturnType<typeof wordDiff>) =>
  parts
    .map((part) => (part.kind === 'same' ? part.text : `${part.kind === 'added' ? '+' : '-'}[${part.text}]`))
    .join('');

describe('wordDiff', () => {
  it('marks the removed and the inserted word, keeping the rest and its whitespace', () => {
    expect(wordDiff('alpha beta gamma', 'alpha delta gamma')).toEqual([
      { text: 'alpha ', kind: 'same' },
      { text: 'beta', kind: 'removed' },
      { text: 'delta', kind: 'added' },
      { text: ' gamma', kind: 'same' },
    ]);
  });

  it('works on words, not characters, and keeps line breaks', () => {
    expect(shown(wordDiff('Schrijf de notulen.\nKort.', 'Schrijf de korte notulen.\nKort.'))).toBe(
      'Schrijf de +[korte ]notulen.\nKort.',
    );
    expect(shown(wordDiff('Notulen van de raad', 'Notulen van het college'))).toBe(
      'Notulen van -[de raad]+[het college]',
    );
  });

  it('gives one unchanged part for equal texts and none for two empty ones', () => {
    expect(wordDiff('gelijk', 'gelijk')).toEqual([{ text: 'gelijk', kind: 'same' }]);
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'nieuw')).toEqual([{ text: 'nieuw', kind: 'added' }]);
    expect(wordDiff('weg', '')).toEqual([{ text: 'weg', kind: 'removed' }]);
  });

  it('past too many changes shows the whole older text removed and the newer one added', () => {
    const words = (prefix: string) => Array.from({ length: 1_200 }, (_, i) => `${prefix}${i}`).join(' ');
    const parts = wordDiff(words('a'), words('b'));
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added']);
  });
});

describe('compareRevisions', () => {
  it('compares every field, the older first, with the settings of CUSTOM', () => {
    const older = revisionJson(1);
    const newer = revisionJson(2, {
      title: 'Notulen raad',
      complexity: 'CUSTOM',
      settings: {
        max_tokens: '4000',
        system_message: 'Je bent notulist.',
        opdracht: '',
        additional_settings: '',
      },
    });
    const fields = compareRevisions(older, newer);
    expect(fields.map((field) => field.field)).toEqual([
      'title',
      'description',
      'complexity',
      'max_tokens',
      'system_message',
      'opdracht',
      'additional_settings',
      'content',
    ]);
    const changed = Object.fromEntries(fields.filter((f) => f.changed).map((f) => [f.field, shown(f.parts)]));
    expect(changed).toEqual({
      title: 'Notulen +[raad]',
      complexity: '-[SMALL]+[CUSTOM]',
      max_tokens: '+[4000]',
      system_message: '+[Je bent notulist.]',
      content: 'Versie -[1]+[2] van de notulen',
    });
    expect(fields.find((f) => f.field === 'description')).toMatchObject({ changed: false });
  });

  it('reads absent settings and complexity as empty, and orders two versions by number', () => {
    const revision = revisionJson(4, { complexity: null, settings: null });
    expect(fieldsOf(revision)).toMatchObject({ complexity: '', max_tokens: '', opdracht: '' });
    const [a, b] = olderFirst(revisionJson(5), revisionJson(2));
    expect([a.revision_number, b.revision_number]).toEqual([2, 5]);
  });
});
