// Statistics at a deployment's size, answered in the page (Playwright routes) instead of by the reference
// server: the bounded answers of a server that offers them, or only the contract's answer of a large month.
import type { Page } from '@playwright/test';

const numbers = (i: number) => ({
  transcriptions: 1 + (i % 4),
  minutes: 10 + i * 0.5,
  summaries: i % 3,
  tokens_in: 100 + i,
  tokens_cached: 0,
  tokens_out: 50 + i,
  requests: 1,
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Answers `admin/stats/*` with `total` users (and user-days) a period, each page as asked: the usernames say
 * the order and the row the server gave them (`e2e-username-asc-51`). Returns the requests, as asked.
 */
export async function boundedStats(page: Page, total: number): Promise<URL[]> {
  const asked: URL[] = [];
  await page.route(/\/api\/admin\/stats\/[a-z-]+\?/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const query = url.searchParams;
    const offset = Number(query.get('offset') ?? 0);
    const count = Math.max(0, Math.min(Number(query.get('limit') ?? 50), total - offset));
    const rows = Array.from({ length: count }, (_, i) => offset + i + 1);
    const user = (n: number) => ({
      user_id: n,
      username: `e2e-${query.get('sort') ?? 'dag'}-${query.get('order') ?? 'nieuw'}-${n}`,
      user_created_at: '2020-01-01T00:00:00Z',
      organization: null,
      ...numbers(n),
    });
    const answers: Record<string, unknown> = {
      overview: {
        from: today(),
        to: today(),
        totals: { ...numbers(1), active_users: total },
        days: [{ date: today(), ...numbers(1), active_users: total }],
        models: [],
      },
      users: { total, items: rows.map(user) },
      'user-days': { total, items: rows.map((n) => ({ date: today(), ...user(n) })) },
      organizations: {
        total: 1,
        items: [{ organization: { id: 1, name: 'E2e-organisatie' }, users: total, ...numbers(1) }],
      },
    };
    const name = url.pathname.split('/').at(-1)!;
    await route.fulfill({ json: answers[name] });
  });
  return asked;
}

/**
 * A server with only the contract's statistics (the bounded ones answer 404) whose monthly answer has `total`
 * users, `gebruiker-001` with the fewest minutes. Returns the contract's requests, as asked.
 */
export async function specOnlyMonth(page: Page, total: number): Promise<URL[]> {
  const asked: URL[] = [];
  await page.route(/\/api\/admin\/stats\/[a-z-]+\?/, (route) =>
    route.fulfill({ status: 404, json: { detail: 'Dit API-adres bestaat niet.' } }),
  );
  await page.route(/\/api\/admin\/transcription-stats\?(.*&)?month=/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const month = url.searchParams.get('month')!;
    const day = `${month.slice(0, 4)}-${month.slice(4)}-01`;
    const users = Array.from({ length: total }, (_, i) => {
      const { minutes, ...n } = numbers(i + 1);
      return [
        `gebruiker-${String(i + 1).padStart(3, '0')}`,
        { ...n, total_minutes: minutes, organization: null },
      ];
    });
    await route.fulfill({ json: { data: { [day]: Object.fromEntries(users) } } });
  });
  return asked;
}
