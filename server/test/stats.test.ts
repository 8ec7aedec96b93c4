import { sql } from 'kysely';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/api/schemas/organizations';
import { dailyStats, monthlyStats, tokenUsageStats } from '../../src/api/schemas/stats';
import {
  statsOrganizationsPage,
  statsOverview,
  statsUserDaysPage,
  statsUsersPage,
} from '../../src/api/schemas/statsSummary';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(backends)('statistics (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof jsonClient>;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  let orgA: { id: number; name: string };
  let orgB: { id: number; name: string };
  let now: Date;
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);

  const transcription = async (user: TestUser, at: Date, seconds: number | null) =>
    (
      await t.db
        .insertInto('transcriptions')
        .values({
          user_id: user.id,
          name: 'Overleg',
          file_key: `transcriptions/${at.getTime()}.txt`,
          audio_duration: seconds,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const summary = async (transcriptionId: number, at: Date) =>
    (
      await t.db
        .insertInto('summaries')
        .values({
          transcription_id: transcriptionId,
          meeting_type: 'notulen',
          file_key: `summaries/${at.getTime()}.txt`,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const usage = (
    user: TestUser,
    at: Date,
    tokens: [number, number, number],
    model: string | null = 'claude',
    summaryId: number | null = null,
  ) =>
    t.db
      .insertInto('token_usage')
      .values({
        user_id: user.id,
        occurred_at: at,
        tokens_in: tokens[0],
        tokens_cached: tokens[1],
        tokens_out: tokens[2],
        model,
        summary_id: summaryId,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.adminToken();
    api = jsonClient(t, () => token);
    now = new Date();
    orgA = organization.parse((await api.post('/api/admin/organizations', { name: 'Stat A' })).body);
    orgB = organization.parse((await api.post('/api/admin/organizations', { name: 'Stat B' })).body);
    [alice, bob, carol, dave] = [
      await t.createUser({ username: 'alice' }),
      await t.createUser({ username: 'bob' }),
      await t.createUser({ username: 'carol' }),
      await t.createUser({ username: 'dave' }),
    ];
    await api.post(`/api/admin/organizations/${orgA.id}/users/add`, { user_ids: [alice.id, bob.id] });
    await api.post(`/api/admin/organizations/${orgB.id}/users/add`, { user_ids: [dave.id] });

    // Today: alice two transcriptions, one summary and two model calls; dave one transcription.
    const t1 = await transcription(alice, now, 600);
    await transcription(alice, now, 300);
    const s1 = await summary(t1, now);
    await usage(alice, now, [1000, 200, 300], 'claude', s1);
    await usage(alice, now, [500, 0, 100], null);
    await transcription(dave, now, null);
    // Three days ago: bob one transcription with two summaries; carol (no organisation) a model call.
    const t2 = await transcription(bob, daysAgo(3), 120);
    await summary(t2, daysAgo(3));
    await summary(t2, daysAgo(3));
    await usage(carol, daysAgo(3), [700, 100, 50], 'gemini');
    // Ten days ago: outside the default week.
    await transcription(alice, daysAgo(10), 60);

    // February 2024 (a leap year), with activity just inside and just outside the month.
    const t3 = await transcription(alice, new Date('2024-02-10T12:00:00Z'), 90);
    await summary(t3, new Date('2024-02-10T12:05:00Z'));
    await usage(alice, new Date('2024-02-10T12:05:00Z'), [4000, 1000, 800], 'claude');
    await usage(carol, new Date('2024-02-29T23:30:00Z'), [100, 0, 10], 'claude');
    await transcription(bob, new Date('2024-03-01T00:10:00Z'), 30);
    await transcription(bob, new Date('2024-01-31T23:59:00Z'), 30);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for admins only', async () => {
    expect((await t.get('/api/admin/transcription-stats')).status).toBe(401);
    const plain = await t.createUser();
    const userToken = (await t.login(plain)).access_token;
    expect((await t.get('/api/admin/transcription-stats', userToken)).status).toBe(403);
    expect((await t.get('/api/admin/token-usage-stats', userToken)).status).toBe(403);
  });

  it('answers the daily map for the last 7 days by default, every day present, oldest first', async () => {
    const res = await api.get('/api/admin/transcription-stats');
    expect(res.status).toBe(200);
    const stats = dailyStats.parse(res.body);
    const days = Object.keys(stats);
    expect(days).toHaveLength(7);
    expect(days[6]).toBe(isoDay(now));
    expect(days[0]).toBe(isoDay(daysAgo(6)));
    expect(stats[isoDay(now)]).toEqual({
      alice: {
        transcriptions: 2,
        summaries: 1,
        tokens_in: 1500,
        tokens_cached: 200,
        tokens_out: 400,
        user_created_at: expect.any(String),
      },
      dave: {
        transcriptions: 1,
        summaries: 0,
        tokens_in: 0,
        tokens_cached: 0,
        tokens_out: 0,
        user_created_at: expect.any(String),
      },
    });
    expect(stats[isoDay(daysAgo(3))]).toMatchObject({
      bob: { transcriptions: 1, summaries: 2, tokens_in: 0 },
      carol: { transcriptions: 0, summaries: 0, tokens_in: 700, tokens_cached: 100, tokens_out: 50 },
    });
    expect(stats[isoDay(daysAgo(1))]).toEqual({});
    expect(Date.parse(stats[isoDay(now)]!.alice!.user_created_at!)).toBeLessThanOrEqual(Date.now());
  });

  it('takes the period and filters by username and organisation', async () => {
    const month = dailyStats.parse((await api.get('/api/admin/transcription-stats?days=30')).body);
    expect(Object.keys(month)).toHaveLength(30);
    expect(month[isoDay(daysAgo(10))]).toMatchObject({ alice: { transcriptions: 1 } });

    const byOrg = dailyStats.parse(
      (await api.get(`/api/admin/transcription-stats?organization_id=${orgA.id}`)).body,
    );
    const names = new Set(Object.values(byOrg).flatMap((day) => Object.keys(day)));
    expect([...names].sort()).toEqual(['alice', 'bob']);

    const byUser = dailyStats.parse(
      (await api.get('/api/admin/transcription-stats?username=carol&days=30')).body,
    );
    expect(Object.values(byUser).flatMap((day) => Object.keys(day))).toEqual(['carol']);

    const blank = await api.get('/api/admin/transcription-stats?username=&days=&month=&organization_id=');
    expect(blank.status).toBe(200);
    expect(Object.keys(blank.body as object)).toHaveLength(7);
  });

  it('answers the month per day with minutes and organisation, UTC days', async () => {
    const res = await api.get('/api/admin/transcription-stats?month=202402');
    expect(res.status).toBe(200);
    const { data } = monthlyStats.parse(res.body);
    const days = Object.keys(data);
    expect(days).toHaveLength(29);
    expect(days[0]).toBe('2024-02-01');
    expect(days[28]).toBe('2024-02-29');
    expect(data['2024-02-10']).toEqual({
      alice: {
        transcriptions: 1,
        total_minutes: 1.5,
        summaries: 1,
        tokens_in: 4000,
        tokens_cached: 1000,
        tokens_out: 800,
        organization: { id: orgA.id, name: 'Stat A' },
      },
    });
    expect(data['2024-02-29']).toEqual({
      carol: {
        transcriptions: 0,
        total_minutes: 0,
        summaries: 0,
        tokens_in: 100,
        tokens_cached: 0,
        tokens_out: 10,
        organization: null,
      },
    });
    const total = Object.values(data).reduce(
      (sum, day) => sum + Object.values(day).reduce((s, u) => s + u.transcriptions, 0),
      0,
    );
    expect(total).toBe(1);

    const other = monthlyStats.parse(
      (await api.get(`/api/admin/transcription-stats?month=202402&organization_id=${orgB.id}`)).body,
    );
    expect(Object.values(other.data).every((day) => Object.keys(day).length === 0)).toBe(true);
  });

  it('answers token usage with totals, models and days', async () => {
    const res = await api.get('/api/admin/token-usage-stats');
    expect(res.status).toBe(200);
    const stats = tokenUsageStats.parse(res.body);
    expect(stats.from).toBe(isoDay(daysAgo(6)));
    expect(stats.to).toBe(isoDay(now));
    expect(Object.keys(stats.days)).toHaveLength(7);
    expect(stats.totals).toEqual({ tokens_in: 2200, tokens_cached: 300, tokens_out: 450, requests: 3 });
    expect(stats.models).toEqual({
      claude: { tokens_in: 1000, tokens_cached: 200, tokens_out: 300, requests: 1 },
      onbekend: { tokens_in: 500, tokens_cached: 0, tokens_out: 100, requests: 1 },
      gemini: { tokens_in: 700, tokens_cached: 100, tokens_out: 50, requests: 1 },
    });
    expect(stats.days[isoDay(now)]).toEqual({
      alice: { tokens_in: 1500, tokens_cached: 200, tokens_out: 400, requests: 2 },
    });

    const feb = tokenUsageStats.parse(
      (await api.get(`/api/admin/token-usage-stats?month=202402&organization_id=${orgA.id}`)).body,
    );
    expect(feb).toMatchObject({ from: '2024-02-01', to: '2024-02-29' });
    expect(feb.totals).toEqual({ tokens_in: 4000, tokens_cached: 1000, tokens_out: 800, requests: 1 });
    const carolOnly = tokenUsageStats.parse(
      (await api.get('/api/admin/token-usage-stats?username=carol&month=202402')).body,
    );
    expect(carolOnly.totals.requests).toBe(1);
  });

  it('validates the query', async () => {
    for (const query of [
      'days=8',
      'days=abc',
      'month=202413',
      'month=2024-02',
      'month=24021',
      'organization_id=abc',
      'organization_id=0',
    ]) {
      for (const path of ['transcription-stats', 'token-usage-stats']) {
        const res = await api.get(`/api/admin/${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(422);
      }
    }
    for (const path of ['transcription-stats', 'token-usage-stats']) {
      const res = await api.get(`/api/admin/${path}?organization_id=999999`);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(messages.organizations.notFound);
    }
    for (const days of [7, 30, 90, 180, 365]) {
      const res = await api.get(`/api/admin/transcription-stats?days=${days}`);
      expect(Object.keys(res.body as object)).toHaveLength(days);
    }
  });

  it('answers the period per day, in totals and per model (beyond the spec)', async () => {
    const week = statsOverview.parse((await api.get('/api/admin/stats/overview')).body);
    expect(week.from).toBe(isoDay(daysAgo(6)));
    expect(week.days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => isoDay(daysAgo(6 - i))),
    );
    expect(week.days[6]).toEqual({
      date: isoDay(now),
      transcriptions: 3,
      minutes: 15,
      summaries: 1,
      tokens_in: 1500,
      tokens_cached: 200,
      tokens_out: 400,
      requests: 2,
      active_users: 2,
    });
    expect(week.totals).toEqual({
      transcriptions: 4,
      minutes: 17,
      summaries: 3,
      tokens_in: 2200,
      tokens_cached: 300,
      tokens_out: 450,
      requests: 3,
      active_users: 4,
    });
    expect(week.models.map((m) => [m.model, m.requests])).toEqual([
      ['claude', 1],
      ['gemini', 1],
      ['onbekend', 1],
    ]);

    const orgWeek = statsOverview.parse(
      (await api.get(`/api/admin/stats/overview?organization_id=${orgA.id}`)).body,
    );
    expect(orgWeek.totals).toMatchObject({ transcriptions: 3, summaries: 3, active_users: 2 });
    const carolFeb = statsOverview.parse(
      (await api.get('/api/admin/stats/overview?username=carol&month=202402')).body,
    );
    expect(carolFeb.days).toHaveLength(29);
    expect(carolFeb.totals).toMatchObject({ tokens_in: 100, requests: 1, active_users: 1 });
    expect(carolFeb.days[28]).toMatchObject({ date: '2024-02-29', active_users: 1 });
    const nobody = statsOverview.parse((await api.get('/api/admin/stats/overview?username=nobody')).body);
    expect(nobody.totals.active_users).toBe(0);
  });

  it('agrees with the spec daily map summed per day', async () => {
    const map = dailyStats.parse((await api.get('/api/admin/transcription-stats?days=30')).body);
    const { days } = statsOverview.parse((await api.get('/api/admin/stats/overview?days=30')).body);
    for (const day of days) {
      const users = Object.values(map[day.date] ?? {});
      expect(day.transcriptions).toBe(users.reduce((sum, u) => sum + u.transcriptions, 0));
      expect(day.summaries).toBe(users.reduce((sum, u) => sum + u.summaries, 0));
      expect(day.tokens_in).toBe(users.reduce((sum, u) => sum + u.tokens_in, 0));
      expect(day.active_users).toBe(users.length);
    }
  });

  it('pages the users of a period, sorted on the server', async () => {
    const byMinutes = statsUsersPage.parse((await api.get('/api/admin/stats/users?days=7')).body);
    expect(byMinutes.total).toBe(4);
    expect(byMinutes.items.map((u) => u.username)).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(byMinutes.items[0]).toMatchObject({
      minutes: 15,
      transcriptions: 2,
      organization: { id: orgA.id, name: 'Stat A' },
    });
    expect(byMinutes.items[2]!.organization).toBeNull();

    const byName = statsUsersPage.parse(
      (await api.get('/api/admin/stats/users?days=7&sort=username&order=desc&limit=2&offset=1')).body,
    );
    expect(byName).toMatchObject({ total: 4 });
    expect(byName.items.map((u) => u.username)).toEqual(['carol', 'bob']);
    const pastEnd = statsUsersPage.parse((await api.get('/api/admin/stats/users?days=7&offset=10')).body);
    expect(pastEnd).toEqual({ total: 4, items: [] });
    const byTokens = statsUsersPage.parse((await api.get('/api/admin/stats/users?days=7&sort=tokens')).body);
    expect(byTokens.items.map((u) => u.username).slice(0, 2)).toEqual(['alice', 'carol']);
    for (const bad of ['sort=level', 'order=up', 'limit=0', 'limit=501', 'offset=-1']) {
      expect((await api.get(`/api/admin/stats/users?${bad}`)).status, bad).toBe(422);
    }
  });

  it('pages the user-days of a period, newest day first, users by name', async () => {
    const page = statsUserDaysPage.parse((await api.get('/api/admin/stats/user-days?days=7')).body);
    expect(page.total).toBe(4);
    expect(page.items.map((row) => [row.date, row.username])).toEqual([
      [isoDay(now), 'alice'],
      [isoDay(now), 'dave'],
      [isoDay(daysAgo(3)), 'bob'],
      [isoDay(daysAgo(3)), 'carol'],
    ]);
    expect(page.items[0]).toMatchObject({ transcriptions: 2, summaries: 1, tokens_in: 1500, minutes: 15 });
    expect(Date.parse(page.items[0]!.user_created_at)).toBeLessThanOrEqual(Date.now());
    const second = statsUserDaysPage.parse(
      (await api.get(`/api/admin/stats/user-days?days=7&limit=3&offset=3&organization_id=${orgA.id}`)).body,
    );
    expect(second).toEqual({ total: 2, items: [] });
  });

  it('answers the month per organisation, the users without one together', async () => {
    const feb = statsOrganizationsPage.parse(
      (await api.get('/api/admin/stats/organizations?month=202402')).body,
    );
    expect(feb.total).toBe(2);
    expect(feb.items).toEqual([
      expect.objectContaining({ organization: { id: orgA.id, name: 'Stat A' }, users: 1, minutes: 1.5 }),
      expect.objectContaining({ organization: null, users: 1, tokens_in: 100, minutes: 0 }),
    ]);
    const byName = statsOrganizationsPage.parse(
      (await api.get('/api/admin/stats/organizations?days=7&sort=organization&order=asc')).body,
    );
    expect(byName.items.map((row) => row.organization?.name ?? null)).toEqual(['Stat A', 'Stat B', null]);
  });

  it('keeps an organisation administrator to their own organisation', async () => {
    const orgAdmin = await t.createUser({ username: 'stat-org-admin' });
    await api.post(`/api/admin/organizations/${orgB.id}/users/add`, {
      user_ids: [orgAdmin.id],
      make_admin: true,
    });
    const orgToken = (await t.login(orgAdmin)).access_token;
    const own = await t.get('/api/admin/stats/users?days=7', orgToken);
    expect(own.status, await own.clone().text()).toBe(200);
    expect(statsUsersPage.parse(await own.json()).items.map((u) => u.username)).toEqual(['dave']);
    expect((await t.get(`/api/admin/stats/overview?organization_id=${orgA.id}`, orgToken)).status).toBe(404);
    const orgs = statsOrganizationsPage.parse(
      await (await t.get('/api/admin/stats/organizations', orgToken)).json(),
    );
    expect(orgs.items.map((row) => row.organization?.id)).toEqual([orgB.id]);
  });

  it('streams a long spec answer compressed, every row in it, and follows a user to another organisation', async () => {
    // 1,200 users with a transcription on each of five days: 6,000 user-days, more than one batch.
    await sql`insert into users (username, email, password_hash, user_uuid, organization_id)
      select 'bulk-' || n, 'bulk-' || n || '@example.com', 'x', gen_random_uuid(), ${orgB.id}
      from generate_series(1, 1200) n`.execute(t.db);
    await sql`insert into transcriptions (user_id, name, file_key, audio_duration, created_at)
      select u.id, 'bulk', 'k', 60, now() - d * interval '1 day'
      from users u cross join generate_series(1, 5) d where u.username like 'bulk-%'`.execute(t.db);
    const res = await t.request('/api/admin/transcription-stats?days=7', {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const map = dailyStats.parse(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()));
    expect(Object.keys(map)).toHaveLength(7);
    expect(Object.values(map).reduce((sum, day) => sum + Object.keys(day).length, 0)).toBe(6004);
    expect(Object.keys(map[isoDay(daysAgo(1))]!)).toHaveLength(1200);

    const before = statsOrganizationsPage.parse(
      (await api.get('/api/admin/stats/organizations?days=7')).body,
    );
    expect(before.items.find((row) => row.organization?.id === orgB.id)).toMatchObject({ users: 1201 });
    const { numUpdatedRows } = await t.db
      .updateTable('users')
      .set({ organization_id: orgA.id })
      .where('username', 'like', 'bulk-1%')
      .executeTakeFirstOrThrow();
    const moved = Number(numUpdatedRows);
    expect(moved).toBe(312); // bulk-1, -10…19, -100…199, -1000…1200
    const after = statsOrganizationsPage.parse((await api.get('/api/admin/stats/organizations?days=7')).body);
    expect(after.items.find((row) => row.organization?.id === orgB.id)).toMatchObject({
      users: 1201 - moved,
    });
    expect(after.items.find((row) => row.organization?.id === orgA.id)).toMatchObject({ users: 2 + moved });
    await sql`delete from users where username like 'bulk-%'`.execute(t.db);
  });

  it('answers a period of whole months and loose days as the sum of its days', async () => {
    // Activity spread over the last year, so that the longer periods hold whole months and days either side.
    await sql`insert into transcriptions (user_id, name, file_key, audio_duration, created_at)
      select u, 'spread', 'k', 6 * d, now() - d * interval '1 day' - d * interval '7 minutes'
      from unnest(${[alice.id, bob.id, dave.id]}::int[]) u cross join generate_series(4, 360, 9) d`.execute(
      t.db,
    );
    await sql`insert into token_usage (user_id, occurred_at, tokens_in, tokens_cached, tokens_out, model)
      select ${carol.id}, now() - d * interval '1 day', d, 1, 2, 'gemini' from generate_series(2, 300, 13) d`.execute(
      t.db,
    );
    type Sums = Record<string, number[]>;
    const numbers = (row: {
      transcriptions: number;
      minutes: number;
      summaries: number;
      tokens_in: number;
    }) => [row.transcriptions, row.minutes, row.summaries, row.tokens_in];
    const add = (sums: Sums, name: string, row: Parameters<typeof numbers>[0]) => {
      const n = numbers(row);
      sums[name] = (sums[name] ?? [0, 0, 0, 0]).map((value, i) => Math.round((value + n[i]!) * 100) / 100);
    };
    for (const period of ['days=30', 'days=90', 'days=365', `days=365&organization_id=${orgA.id}`]) {
      const users = statsUsersPage.parse((await api.get(`/api/admin/stats/users?${period}&limit=500`)).body);
      const fromDays: Sums = {};
      for (let offset = 0; ; offset += 500) {
        const page = statsUserDaysPage.parse(
          (await api.get(`/api/admin/stats/user-days?${period}&limit=500&offset=${offset}`)).body,
        );
        for (const row of page.items) add(fromDays, row.username, row);
        if (offset + 500 >= page.total) break;
      }
      const fromUsers: Sums = {};
      for (const row of users.items) add(fromUsers, row.username, row);
      expect(fromUsers, period).toEqual(fromDays);
      expect(users.total, period).toBe(Object.keys(fromDays).length);
    }

    // A whole month alone, and a user who moves takes their months along.
    const feb = statsUsersPage.parse((await api.get('/api/admin/stats/users?month=202402')).body);
    expect(
      feb.items.map((row) => [row.username, row.transcriptions, row.minutes, row.summaries, row.tokens_in]),
    ).toEqual([
      ['alice', 1, 1.5, 1, 4000],
      ['carol', 0, 0, 0, 100],
    ]);
    await t.db.updateTable('users').set({ organization_id: orgB.id }).where('id', '=', alice.id).execute();
    const inB = statsUsersPage.parse(
      (await api.get(`/api/admin/stats/users?month=202402&organization_id=${orgB.id}`)).body,
    );
    expect(inB.items.map((row) => row.username)).toEqual(['alice']);
    const inA = statsUsersPage.parse(
      (await api.get(`/api/admin/stats/users?month=202402&organization_id=${orgA.id}&offset=5`)).body,
    );
    expect(inA).toEqual({ total: 0, items: [] });
  });
});
