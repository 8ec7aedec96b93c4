import { json, type RecordedCall } from './http';

/**
 * A fake statistics server over one set of activity records: it answers the contract's calls
 * (`transcription-stats`, `token-usage-stats`) and, when `offered`, the bounded ones (`stats/overview`,
 * `stats/users`, `stats/user-days`, `stats/organizations`) from the same records, as a server would. The
 * period asked is ignored: the records' dates are the period.
 */

export interface ActivityRecord {
  date: string;
  username: string;
  organization: { id: number; name: string } | null;
  transcriptions: number;
  minutes: number;
  summaries: number;
  tokens_in: number;
  tokens_cached: number;
  tokens_out: number;
  requests: number;
  model: string;
}

export const USER_CREATED_AT = '2020-01-01T00:00:00Z';

type Numbers = Pick<
  ActivityRecord,
  'transcriptions' | 'minutes' | 'summaries' | 'tokens_in' | 'tokens_cached' | 'tokens_out' | 'requests'
>;

const zero = (): Numbers => ({
  transcriptions: 0,
  minutes: 0,
  summaries: 0,
  tokens_in: 0,
  tokens_cached: 0,
  tokens_out: 0,
  requests: 0,
});

function add(sum: Numbers, r: Numbers): Numbers {
  for (const key of Object.keys(sum) as (keyof Numbers)[]) sum[key] += r[key];
  return sum;
}

const active = (r: Numbers) =>
  r.transcriptions + r.summaries + r.tokens_in + r.tokens_cached + r.tokens_out > 0;

/** `count` users over `days` days of March 2025 (user i in organisation i % 3, the third none). */
export function activity(count: number, days = 3): ActivityRecord[] {
  const organizations = [{ id: 1, name: 'Acme' }, { id: 2, name: 'Zeta' }, null];
  const records: ActivityRecord[] = [];
  for (let day = 1; day <= days; day++)
    for (let i = 0; i < count; i++) {
      if ((i + day) % 4 === 0) continue;
      records.push({
        date: `2025-03-${String(day).padStart(2, '0')}`,
        username: `gebruiker${String(i).padStart(3, '0')}`,
        organization: organizations[i % 3]!,
        transcriptions: (i % 5) + day,
        minutes: i * 1.25 + day * 0.5,
        summaries: i % 2,
        tokens_in: 100 * i + day,
        tokens_cached: i % 7,
        tokens_out: 10 * i,
        requests: 1 + (i % 2),
        model: i % 2 ? 'gpt-klein' : 'gpt-groot',
      });
    }
  return records;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const numbersOf = (records: readonly ActivityRecord[]) => records.reduce(add, zero());
const rowNumbers = (n: Numbers): Numbers => ({
  transcriptions: n.transcriptions,
  minutes: n.minutes,
  summaries: n.summaries,
  tokens_in: n.tokens_in,
  tokens_cached: n.tokens_cached,
  tokens_out: n.tokens_out,
  requests: n.requests,
});

function page<T>(rows: T[], query: URLSearchParams) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 50);
  return { total: rows.length, items: rows.slice(offset, offset + limit) };
}

function sorted<T extends Numbers>(
  rows: T[],
  query: URLSearchParams,
  text: Record<string, (row: T) => string>,
): T[] {
  const sort = query.get('sort') ?? 'minutes';
  const sign = query.get('order') === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('nl-NL', { sensitivity: 'base', numeric: true });
  const value = (row: T): number | string =>
    text[sort]
      ? text[sort](row)
      : sort === 'tokens'
        ? row.tokens_in + row.tokens_out
        : row[sort as keyof Numbers];
  // Ties keep the first order: most minutes first, then by name (as the console's own sort does).
  const first = [...rows].sort(
    (a, b) => b.minutes - a.minutes || collator.compare(text.name!(a), text.name!(b)),
  );
  return first
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row);
      const y = value(b.row);
      const by =
        typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return by * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

export function statsServer(records: readonly ActivityRecord[], options: { offered: boolean }) {
  const dates = [...new Set(records.map((r) => r.date))].sort();
  const byDate = groupBy(records, (r) => r.date);
  const usersOf = (list: readonly ActivityRecord[]) =>
    [...groupBy(list, (r) => r.username)].map(([username, rs]) => ({
      username,
      organization: rs.at(-1)!.organization,
      ...numbersOf(rs),
    }));
  const userRow = (u: ReturnType<typeof usersOf>[number]) => ({
    user_id: Number(u.username.slice(-3)),
    username: u.username,
    user_created_at: USER_CREATED_AT,
    organization: u.organization,
    ...rowNumbers(u),
  });
  const orgName = (row: { organization: { name: string } | null }) =>
    row.organization?.name ?? 'Geen organisatie';

  function spec(path: string, query: URLSearchParams) {
    if (path === 'transcription-stats' && query.has('month'))
      return {
        data: Object.fromEntries(
          dates.map((date) => [
            date,
            Object.fromEntries(
              (byDate.get(date) ?? []).map((r) => [
                r.username,
                {
                  transcriptions: r.transcriptions,
                  total_minutes: r.minutes,
                  summaries: r.summaries,
                  tokens_in: r.tokens_in,
                  tokens_cached: r.tokens_cached,
                  tokens_out: r.tokens_out,
                  organization: r.organization,
                },
              ]),
            ),
          ]),
        ),
      };
    if (path === 'transcription-stats')
      return Object.fromEntries(
        dates.map((date) => [
          date,
          Object.fromEntries(
            (byDate.get(date) ?? []).map((r) => [
              r.username,
              {
                transcriptions: r.transcriptions,
                summaries: r.summaries,
                tokens_in: r.tokens_in,
                tokens_cached: r.tokens_cached,
                tokens_out: r.tokens_out,
                user_created_at: USER_CREATED_AT,
              },
            ]),
          ),
        ]),
      );
    if (path === 'token-usage-stats') {
      const tokens = (rs: readonly ActivityRecord[]) => {
        const n = numbersOf(rs);
        return {
          tokens_in: n.tokens_in,
          tokens_cached: n.tokens_cached,
          tokens_out: n.tokens_out,
          requests: n.requests,
        };
      };
      return {
        from: dates[0],
        to: dates.at(-1),
        totals: tokens(records),
        models: Object.fromEntries([...groupBy(records, (r) => r.model)].map(([m, rs]) => [m, tokens(rs)])),
        days: {},
      };
    }
    return null;
  }

  function bounded(path: string, query: URLSearchParams) {
    if (path === 'stats/overview')
      return {
        from: dates[0],
        to: dates.at(-1),
        totals: {
          ...rowNumbers(numbersOf(records)),
          active_users: new Set(records.filter(active).map((r) => r.username)).size,
        },
        days: dates.map((date) => {
          const rs = byDate.get(date) ?? [];
          return { date, ...rowNumbers(numbersOf(rs)), active_users: rs.filter(active).length };
        }),
        models: [...groupBy(records, (r) => r.model)].map(([model, rs]) => {
          const n = numbersOf(rs);
          return {
            model,
            requests: n.requests,
            tokens_in: n.tokens_in,
            tokens_cached: n.tokens_cached,
            tokens_out: n.tokens_out,
          };
        }),
      };
    if (path === 'stats/users')
      return page(
        sorted(usersOf(records), query, {
          name: (u) => u.username,
          username: (u) => u.username,
          organization: orgName,
        }).map(userRow),
        query,
      );
    if (path === 'stats/user-days') {
      const rows = [...dates]
        .reverse()
        .slice(0, Number(query.get('days') ?? 7))
        .flatMap((date) =>
          (byDate.get(date) ?? [])
            .filter(active)
            .sort((a, b) => a.username.localeCompare(b.username))
            .map((r) => ({ date, ...userRow(r) })),
        );
      return page(rows, query);
    }
    if (path === 'stats/organizations') {
      const rows = [...groupBy(usersOf(records), (u) => String(u.organization?.id ?? 'none'))].map(
        ([, users]) => ({
          organization: users[0]!.organization,
          users: users.length,
          ...rowNumbers(users.reduce(add, zero())),
        }),
      );
      return page(sorted(rows, query, { name: orgName, organization: orgName }), query);
    }
    return null;
  }

  return (call: RecordedCall) => {
    const url = new URL(call.url);
    const path = url.pathname.replace(/^\/api\/admin\//, '');
    const answer = spec(path, url.searchParams) ?? (options.offered ? bounded(path, url.searchParams) : null);
    return answer ? json(200, answer) : json(404, { detail: 'Dit API-adres bestaat niet.' });
  };
}
