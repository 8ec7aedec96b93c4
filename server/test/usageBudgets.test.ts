// Budgets and their alerts: an organisation's monthly budget (its own administrators too, another organisation's
// 404), the month's usage, share and forecast, and the budget check raising each threshold once per month with
// one mail per recipient: also with two checks at once on two connections, after a run that failed halfway
// (a restart) and when run again; mails of different thresholds and organisations do not replace each other.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetStatuses, organizationBudget } from '../../src/api/schemas/usage';
import type { AppDeps } from '../src/deps';
import { openDatabase, pgliteDirOf } from '../src/db/connect';
import { jobHandlers } from '../src/jobs/handlers';
import { alertRecipients, checkBudgets, monthOf } from '../src/usage/budgets';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const budgetPath = (id: number) => `/api/admin/organizations/${id}/budget`;

describe.each(backends)('budgets and alerts (%s)', (backend) => {
  let t: TestApp;
  let admin: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let plain: ReturnType<typeof jsonClient>;
  let orgA: number;
  let orgB: number;
  let a1: TestUser;
  let b1: TestUser;
  let orgAdminUser: TestUser;
  const now = new Date();

  const use = (user: TestUser, tokens: number) =>
    t.db
      .insertInto('token_usage')
      .values({ user_id: user.id, occurred_at: now, tokens_in: tokens, model: 'claude' })
      .execute();

  /** Who an alert of `organizationId` mails (the check's own query). */
  const recipients = async (organizationId: number) =>
    (await alertRecipients(t.db, organizationId)).map((row) => row.id);

  const alertMails = (subject: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['user_id', 'status'])
      .where('kind', '=', 'budget_alert')
      .where('subject', 'like', subject)
      .execute();

  const alertsOf = (organizationId: number) =>
    t.db
      .selectFrom('budget_alerts')
      .select(['threshold', sql<string>`used::text`.as('used')])
      .where('organization_id', '=', organizationId)
      .orderBy('threshold')
      .execute();

  beforeAll(async () => {
    // No worker: the test runs the checks itself.
    t = await createTestApp(backend, { WORKERS: '0' });
    const token = await t.adminToken();
    admin = jsonClient(t, () => token);
    orgA = (await admin.post<{ id: number }>('/api/admin/organizations', { name: 'Budget A' })).body.id;
    orgB = (await admin.post<{ id: number }>('/api/admin/organizations', { name: 'Budget B' })).body.id;
    [a1, b1, orgAdminUser] = [await t.createUser(), await t.createUser(), await t.createUser()];
    await admin.post(`/api/admin/organizations/${orgA}/users/add`, { user_ids: [a1.id] });
    await admin.post(`/api/admin/organizations/${orgA}/users/add`, {
      user_ids: [orgAdminUser.id],
      make_admin: true,
    });
    await admin.post(`/api/admin/organizations/${orgB}/users/add`, { user_ids: [b1.id] });
    const orgToken = (await t.login(orgAdminUser)).access_token;
    orgAdmin = jsonClient(t, () => orgToken);
    const plainUser = await t.createUser();
    const plainToken = (await t.login(plainUser)).access_token;
    plain = jsonClient(t, () => plainToken);
    // € 10 per million input tokens since long ago.
    await admin.post('/api/admin/usage/prices', {
      model: 'claude',
      valid_from: '2000-01-01',
      input_per_million: 10,
      cached_per_million: 1,
      output_per_million: 30,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets an organisation budget (its administrator too), audited, with a budget check queued', async () => {
    expect(organizationBudget.parse((await orgAdmin.get(budgetPath(orgA))).body)).toEqual({
      status: null,
      alerts: [],
    });
    const saved = await orgAdmin.put(budgetPath(orgA), { kind: 'eur', amount: 10 });
    expect(saved).toEqual({ status: 200, body: { message: 'Budget opgeslagen.' } });
    const answer = organizationBudget.parse((await orgAdmin.get(budgetPath(orgA))).body);
    expect(answer.status).toMatchObject({
      organization: { id: orgA, name: 'Budget A' },
      budget: { kind: 'eur', amount: 10, thresholds: [80, 100], updated_by: orgAdminUser.username },
      month: monthOf(new Date()).key,
      used: 0,
      percent: 0,
      forecast: 0,
      alerted_threshold: null,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_type', 'target_id', 'organization_id'])
      .where('action', '=', 'usage.setBudget')
      .where('outcome', '=', 'success')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ target_type: 'organization', target_id: orgA, organization_id: orgA });
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from pgboss.job where name = 'budgetCheck' and state = 'created'`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("keeps another organisation's budget from an organisation administrator, and budgets from users", async () => {
    expect((await orgAdmin.get(budgetPath(orgB))).status).toBe(404);
    expect((await orgAdmin.put(budgetPath(orgB), { kind: 'eur', amount: 5 })).status).toBe(404);
    expect((await orgAdmin.del(budgetPath(orgB))).status).toBe(404);
    expect((await plain.get(budgetPath(orgA))).status).toBe(403);
    expect((await plain.get('/api/admin/usage/budgets')).status).toBe(403);
    expect((await admin.get(budgetPath(999_999))).status).toBe(404);
    for (const body of [
      { kind: 'eur', amount: 0 },
      { kind: 'eur', amount: 1.234 },
      { kind: 'tokens', amount: 10.5 },
      { kind: 'eur', amount: 10, thresholds: [80, 80] },
      { kind: 'eur', amount: 10, thresholds: [] },
      { kind: 'dollar', amount: 10 },
    ]) {
      expect((await admin.put(budgetPath(orgB), body)).status, JSON.stringify(body)).toBe(422);
    }
    expect(organizationBudget.parse((await admin.get(budgetPath(orgB))).body).status).toBeNull();
  });

  it('reads the month: used, share and forecast at its pace; raises 80 % once with a mail to each recipient', async () => {
    await use(a1, 850_000); // € 8.50: 85 %
    const earliest = monthOf(new Date()).elapsed;
    const before = organizationBudget.parse((await admin.get(budgetPath(orgA))).body).status!;
    const latest = monthOf(new Date()).elapsed;
    expect(before).toMatchObject({ used: 8.5, percent: 85, unpriced_tokens: 0, alerted_threshold: null });
    // At the month's pace: used / the part of the month passed when the server answered.
    expect(before.forecast).toBeGreaterThanOrEqual(Math.floor((8.5 / latest) * 100) / 100);
    expect(before.forecast).toBeLessThanOrEqual(Math.ceil((8.5 / earliest) * 100) / 100);
    expect(before.forecast_percent).toBe(Math.round((before.forecast / 10) * 1000) / 10);

    await jobHandlers.budgetCheck(t.deps, {}, { id: 'test', retryCount: 0, retryLimit: 0 });
    expect(await alertsOf(orgA)).toEqual([{ threshold: 80, used: '8.5' }]);
    const mails = await alertMails('Budget Budget A: 80 %%');
    expect(mails.map((m) => m.user_id).sort()).toEqual((await recipients(orgA)).sort());
    expect(mails.map((m) => m.user_id)).toContain(orgAdminUser.id);
    expect(mails.map((m) => m.user_id)).not.toContain(a1.id);
    expect(mails.length).toBeGreaterThan(1);

    const after = organizationBudget.parse((await orgAdmin.get(budgetPath(orgA))).body);
    expect(after.status?.alerted_threshold).toBe(80);
    expect(after.alerts).toMatchObject([
      { month: monthOf(new Date()).key, threshold: 80, kind: 'eur', amount: 10, used: 8.5 },
    ]);
  });

  it('raises 100 % once with two checks at once on two connections, and not again on a later run', async () => {
    await use(a1, 200_000); // € 10.50
    // PGlite has one connection per directory: there the second check shares it.
    const second =
      backend === 'postgres'
        ? await openDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: pgliteDirOf(t.config.dataDir) })
        : undefined;
    const other: AppDeps = second ? { ...t.deps, db: second.db } : t.deps;
    try {
      const runs = await Promise.all([checkBudgets(t.deps, now), checkBudgets(other, now)]);
      expect(runs.map((run) => run.raised).sort()).toEqual([0, 1]);
      const again = await checkBudgets(other, now);
      expect(again.raised).toBe(0);
    } finally {
      await second?.close();
    }
    expect(await alertsOf(orgA)).toEqual([
      { threshold: 80, used: '8.5' },
      { threshold: 100, used: '10.5' },
    ]);
    const mails = await alertMails('Budget Budget A: 100 %%');
    expect(mails.map((m) => m.user_id).sort()).toEqual((await recipients(orgA)).sort());
    expect((await alertMails('Budget Budget A: 80 %%')).length).toBe(mails.length);
  });

  it('raises nothing when the run fails halfway, and raises it once on the next run (a restart)', async () => {
    expect(
      (await admin.put(budgetPath(orgB), { kind: 'tokens', amount: 1000, thresholds: [50] })).status,
    ).toBe(200);
    await t.db
      .insertInto('token_usage')
      .values({ user_id: b1.id, occurred_at: now, tokens_in: 400, tokens_out: 200, model: 'gemini' })
      .execute();
    const failing: AppDeps = {
      ...t.deps,
      jobs: {
        ...t.deps.jobs,
        enqueue: () => Promise.reject(new Error('de wachtrij is weg')),
      } as unknown as AppDeps['jobs'],
    };
    await expect(checkBudgets(failing, now)).rejects.toThrow('de wachtrij is weg');
    expect(await alertsOf(orgB)).toEqual([]);
    expect(await alertMails('Budget Budget B:%')).toEqual([]);

    expect((await checkBudgets(t.deps, now)).raised).toBe(1);
    expect((await checkBudgets(t.deps, now)).raised).toBe(0);
    expect(await alertsOf(orgB)).toEqual([{ threshold: 50, used: '600' }]);
    const mails = await alertMails('Budget Budget B: 50 %%');
    expect(mails.map((m) => m.user_id).sort()).toEqual((await recipients(orgB)).sort());
    expect(mails.map((m) => m.user_id)).not.toContain(orgAdminUser.id);
  });

  it("keeps every alert's mail: other thresholds and organisations do not replace a pending one", async () => {
    const platformAdmin = (await recipients(orgB))[0]!;
    const pending = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'status'])
      .where('kind', '=', 'budget_alert')
      .where('user_id', '=', platformAdmin)
      .orderBy('id')
      .execute();
    expect(pending.map((m) => m.status)).toEqual(['pending', 'pending', 'pending']);
    expect(pending.map((m) => m.subject.replace(/ in .*/, ''))).toEqual([
      'Budget Budget A: 80 % bereikt',
      'Budget Budget A: 100 % bereikt',
      'Budget Budget B: 50 % bereikt',
    ]);
  });

  it('lists every budgeted organisation (an organisation administrator their own), and removes a budget', async () => {
    const all = budgetStatuses.parse((await admin.get('/api/admin/usage/budgets')).body);
    expect(all.items.map((s) => [s.organization.name, s.used, s.percent, s.alerted_threshold])).toEqual([
      ['Budget A', 10.5, 105, 100],
      ['Budget B', 600, 60, 50],
    ]);
    const own = budgetStatuses.parse((await orgAdmin.get('/api/admin/usage/budgets')).body);
    expect(own.items.map((s) => s.organization.id)).toEqual([orgA]);

    expect(await orgAdmin.del(budgetPath(orgA))).toEqual({
      status: 200,
      body: { message: 'Budget verwijderd.' },
    });
    const gone = organizationBudget.parse((await orgAdmin.get(budgetPath(orgA))).body);
    expect(gone.status).toBeNull();
    expect(gone.alerts.map((a) => a.threshold)).toEqual([100, 80]);
    expect(await orgAdmin.del(budgetPath(orgA))).toEqual({
      status: 200,
      body: { message: 'Deze organisatie heeft geen budget.' },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('outcome')
      .where('action', '=', 'usage.removeBudget')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});
