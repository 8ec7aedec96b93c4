// The price and budget forms and the money texts: Dutch amounts in, the contract's refusals per field out.
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/messages';
import { formatEuro } from '../../../src/messages/format';
import {
  budgetDraftErrors,
  budgetDraftOf,
  newPriceDraft,
  parseAmount,
  parseThresholds,
  priceDraftErrors,
} from '../../../src/state/usageForms';

const t = messages.usage;
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('is euros the Dutch way, with more decimals for a price', () => {
    expect(nbsp(formatEuro(1234.56))).toBe('€ 1.234,56');
    expect(nbsp(formatEuro(0.075, 4))).toBe('€ 0,075');
    expect(nbsp(formatEuro(3, 4))).toBe('€ 3,00');
  });

  it('never shows unpriced usage as € 0,00', () => {
    expect(nbsp(t.cost(12.34, 0))).toBe('€ 12,34');
    expect(nbsp(t.cost(12.34, 500))).toBe('€ 12,34 + onbekend');
    expect(t.cost(0, 500)).toBe('Prijs onbekend');
    expect(nbsp(t.cost(0, 0))).toBe('€ 0,00');
  });
});

describe('amounts as typed', () => {
  it('read Dutch and English decimals', () => {
    expect(parseAmount('1,25')).toBe(1.25);
    expect(parseAmount('1.25')).toBe(1.25);
    expect(parseAmount('1.234,5')).toBe(1234.5);
    expect(parseAmount(' € 3 ')).toBe(3);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('drie')).toBeNaN();
    expect(parseThresholds('80, 100')).toEqual([80, 100]);
    expect(parseThresholds('80;x')).toEqual([80, Number.NaN]);
  });
});

describe('the price form', () => {
  it("shows the contract's refusal at each field", () => {
    const draft = { ...newPriceDraft('', '2026-11-01'), input: '-1', cached: '', output: '100001' };
    expect(priceDraftErrors(draft)).toEqual({
      model: 'Kies of typ een model.',
      input: 'De prijs voor invoertokens kan niet negatief zijn.',
      cached: 'De prijs voor gecachete tokens moet een bedrag in euro zijn.',
      output: 'De prijs voor uitvoertokens is hoogstens € 100.000.',
    });
    expect(priceDraftErrors({ ...draft, validFrom: '2026-13-01' }).validFrom).toBe(
      'Geef een geldige datum (JJJJ-MM-DD).',
    );
    expect(
      priceDraftErrors({ model: 'qwen', validFrom: '2026-11-01', input: '0,5', cached: '0', output: '2' }),
    ).toEqual({});
  });
});

describe('the budget form', () => {
  it('starts in euros with the thresholds 80 and 100, and refuses in the contract’s words', () => {
    const draft = budgetDraftOf(null);
    expect(draft).toEqual({ kind: 'eur', amount: '', thresholds: '80, 100' });
    expect(budgetDraftErrors({ ...draft, amount: '0' }).amount).toBe('Het budget moet groter zijn dan nul.');
    expect(budgetDraftErrors({ ...draft, amount: '10,005' }).amount).toBe(
      'Een budget in euro heeft hoogstens 2 decimalen.',
    );
    expect(budgetDraftErrors({ ...draft, amount: '10', thresholds: '' }).thresholds).toBe(
      'Geef minstens één drempel.',
    );
    expect(budgetDraftErrors({ ...draft, amount: '10', thresholds: '80, 2000' }).thresholds).toBe(
      'Een drempel is hoogstens 1000 %.',
    );
    expect(budgetDraftErrors({ ...draft, amount: '250' })).toEqual({});
  });
});
