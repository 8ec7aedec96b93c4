import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/all';
import { bulkBlocker, bulkLineProblems, parseBulkLines } from '../../../src/commands/shared/bulkLines';
import { fakeContext } from '../support/ctx';

describe('bulk lines of the new-user dialog', () => {
  it('takes one address per line and the last element of a comma line', () => {
    const parse = parseBulkLines('users', 'anna@voorbeeld.nl\n\n  Bram de Boer, bram@voorbeeld.nl  \n');
    expect(parse.errors).toEqual([]);
    expect(parse.entries).toEqual([
      { line: 1, email: 'anna@voorbeeld.nl' },
      { line: 3, email: 'bram@voorbeeld.nl' },
    ]);
    expect(bulkBlocker(parse)).toBeNull();
  });

  it('names the line of an invalid address and of a duplicate', () => {
    const parse = parseBulkLines('users', 'anna@voorbeeld.nl\ngeen adres\nANNA@voorbeeld.nl\nx@y\nc d@e.nl');
    expect(parse.errors).toEqual([
      'Ongeldig e-mailadres op regel 2: geen adres',
      'Dubbel e-mailadres op regel 3: ANNA@voorbeeld.nl',
      'Ongeldig e-mailadres op regel 4: x@y',
      'Ongeldig e-mailadres op regel 5: c d@e.nl',
    ]);
    expect(parse.entries).toHaveLength(1);
    expect(bulkBlocker(parse)).toBe('Los eerst de validatiefouten op voordat je doorgaat.');
  });

  it('refuses an address with two at-signs', () => {
    expect(parseBulkLines('users', 'a@b@c.nl').errors).toEqual(['Ongeldig e-mailadres op regel 1: a@b@c.nl']);
  });

  it('asks for addresses when there are none', () => {
    expect(bulkBlocker(parseBulkLines('users', ' \n\n'))).toBe(
      'Geen geldige e-mailadressen gevonden. Voer e-mailadressen in, één per regel.',
    );
  });
});

describe('bulk lines of the organisation dialog', () => {
  it('reads an optional name before the comma', () => {
    const parse = parseBulkLines('organization', 'Jan Jansen, jan@gemeente.nl\npiet@gemeente.nl');
    expect(parse.entries).toEqual([
      { line: 1, email: 'jan@gemeente.nl', name: 'Jan Jansen' },
      { line: 2, email: 'piet@gemeente.nl' },
    ]);
  });

  it('uses its own message for an invalid address, and the shared one for a duplicate', () => {
    const parse = parseBulkLines('organization', 'Jan, jan@\nJAN@gemeente.nl\njan@gemeente.nl');
    expect(parse.errors).toEqual([
      'Ongeldig e-mailadres: jan@',
      'Dubbel e-mailadres op regel 3: jan@gemeente.nl',
    ]);
  });
});

describe('bulk lines while they are typed', () => {
  it('checks the finished lines only, until the user asks to go on', () => {
    expect(bulkLineProblems('organization', 'jan@', false)).toEqual([]);
    expect(bulkLineProblems('organization', 'jan@\npiet@gem', false)).toEqual(['Ongeldig e-mailadres: jan@']);
    expect(bulkLineProblems('organization', 'a@b.nl\nA@B.nl\n', false)).toEqual([
      'Dubbel e-mailadres op regel 2: A@B.nl',
    ]);
  });

  it('on going on, every line counts and what blocks it comes first', () => {
    expect(bulkLineProblems('organization', 'a@b.nl\npiet@gem', true)).toEqual([
      'Los eerst de validatiefouten op voordat je doorgaat.',
      'Ongeldig e-mailadres: piet@gem',
    ]);
    expect(bulkLineProblems('organization', '\n  \n', true)).toEqual([
      'Geen geldige e-mailadressen gevonden. Voer e-mailadressen in, één per regel.',
    ]);
    expect(bulkLineProblems('organization', 'Jan, jan@gemeente.nl\npiet@gemeente.nl\n', true)).toEqual([]);
  });
});

describe('the palette step of Gebruikers in bulk aanmaken in organisatie', () => {
  const picker = () => registry.resolve('organizations.bulkAddUsers').argPickers.lines!;

  it("is a multi-line text step checked with the organisation dialog's rules", () => {
    const step = picker();
    expect(step.title).toBe('E-mailadressen, één per regel');
    expect(step.text?.multiline).toBe(true);
    expect(step.text?.check?.('Jan, jan@\n', false)).toEqual(['Ongeldig e-mailadres: jan@']);
  });

  it('offers the whole text as its one option once every line is valid', async () => {
    const { ctx } = fakeContext();
    const lines = 'a@gemeente.nl\nBram, b@gemeente.nl\nc@gemeente.nl';
    expect(await picker().options(ctx, lines, {})).toEqual([
      { value: lines, label: '3 gebruiker(s) aanmaken' },
    ]);
    expect(await picker().options(ctx, 'a@gemeente.nl\nb@', {})).toEqual([]);
    expect(await picker().options(ctx, '', {})).toEqual([]);
  });
});
