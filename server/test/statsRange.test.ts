import { describe, expect, it } from 'vitest';
import { rangeParts } from '../src/stats/range';

describe('a period split into whole months and loose days', () => {
  it('takes a calendar month whole', () => {
    expect(rangeParts({ first: '2024-02-01', last: '2024-02-29' })).toEqual({
      months: { first: '2024-02-01', until: '2024-03-01' },
      days: [],
    });
  });

  it('keeps the days before and after the whole months', () => {
    expect(rangeParts({ first: '2025-11-29', last: '2026-11-28' })).toEqual({
      months: { first: '2025-12-01', until: '2026-11-01' },
      days: [
        { first: '2025-11-29', last: '2025-11-30' },
        { first: '2026-11-01', last: '2026-11-28' },
      ],
    });
    expect(rangeParts({ first: '2026-10-01', last: '2026-11-28' })).toEqual({
      months: { first: '2026-10-01', until: '2026-11-01' },
      days: [{ first: '2026-11-01', last: '2026-11-28' }],
    });
    expect(rangeParts({ first: '2026-09-30', last: '2026-10-31' })).toEqual({
      months: { first: '2026-10-01', until: '2026-11-01' },
      days: [{ first: '2026-09-30', last: '2026-09-30' }],
    });
  });

  it('answers days only when no month lies whole inside', () => {
    for (const range of [
      { first: '2026-11-22', last: '2026-11-28' },
      { first: '2026-10-30', last: '2026-11-28' },
      { first: '2026-12-31', last: '2027-01-30' },
      { first: '2026-11-28', last: '2026-11-28' },
    ]) {
      expect(rangeParts(range)).toEqual({ days: [range] });
    }
  });
});
