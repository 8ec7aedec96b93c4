import { describe, expect, it } from 'vitest';
import { bulkBlocker, parseBulkLines } from '../../../src/commands/shared/bulkLines';

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
