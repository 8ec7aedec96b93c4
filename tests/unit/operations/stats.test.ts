import { describe, expect, it } from 'vitest';
import type { MonthlyUserStats } from '../../../src/api/schemas/stats';
import {
  isCurrentOrLater,
  monthTotals,
  nextSort,
  organizationTotals,
  sortRows,
} from '../../../src/state/stats';

const day = (
  minutes: number,
  organization: MonthlyUserStats['organization'],
  extra: Partial<MonthlyUserStats> = {},
): MonthlyUserStats => ({
  transcriptions: 1,
  total_minutes: minutes,
  summaries: 1,
  tokens_in: 10,
  tokens_out: 5,
  organization,
  ...extra,
});

const acme = { id: 1, name: 'Acme' };
const zeta = { id: 2, name: 'Zeta' };

describe('shared month statistics', () => {
  it('keeps each user’s organisation as the latest day names it, and totals per organisation', () => {
    const { users, total } = monthTotals({
      data: {
        '2025-03-02': { anna: day(2, zeta), bram: day(10, null), carl: day(3, acme) },
        '2025-03-01': { anna: day(1, acme), dirk: day(4, acme) },
      },
    });
    expect(users.map((u) => [u.username, u.organization?.name ?? null])).toEqual([
      ['bram', null],
      ['dirk', 'Acme'],
      ['anna', 'Zeta'],
      ['carl', 'Acme'],
    ]);
    expect(total.minutes).toBe(20);

    const perOrganization = organizationTotals(users);
    expect(perOrganization.map((o) => [o.organization?.name ?? null, o.users, o.minutes])).toEqual([
      [null, 1, 10],
      ['Acme', 2, 7],
      ['Zeta', 1, 3],
    ]);
    expect(perOrganization[1]).toMatchObject({
      transcriptions: 2,
      summaries: 2,
      tokensIn: 20,
      tokensOut: 10,
    });
  });

  it('sorts rows by a column, numbers by size and names in Dutch order, keeping ties in place', () => {
    const rows = [
      { name: 'émile', n: 2 },
      { name: 'Bram', n: 10 },
      { name: 'anna', n: 2 },
    ];
    const value = (row: (typeof rows)[number], key: 'name' | 'n') => row[key];
    expect(sortRows(rows, { key: 'n', direction: 'descending' }, value).map((r) => r.name)).toEqual([
      'Bram',
      'émile',
      'anna',
    ]);
    expect(sortRows(rows, { key: 'name', direction: 'ascending' }, value).map((r) => r.name)).toEqual([
      'anna',
      'Bram',
      'émile',
    ]);
    expect(nextSort({ key: 'n', direction: 'descending' }, 'n')).toEqual({
      key: 'n',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'n', direction: 'ascending' }, 'name', 'ascending')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });

  it('knows when there is no next month', () => {
    const now = new Date(Date.UTC(2025, 2, 15));
    expect(isCurrentOrLater('202503', now)).toBe(true);
    expect(isCurrentOrLater('202504', now)).toBe(true);
    expect(isCurrentOrLater('202502', now)).toBe(false);
  });
});
