import { sql } from 'kysely';
import type {
  BudgetAlert,
  BudgetKind,
  BudgetStatus,
  BudgetWrite,
  OrganizationBudget,
} from '../../../src/api/schemas/usage';
import { BUDGET_ALERTS_SHOWN } from '../../../src/api/schemas/usage';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import { queueMail } from '../jobs/mail';
import { messages } from '../messages';
import { roundedLines } from './cost';

/**
 * Monthly budgets per organisation (euros of priced cost, or tokens: input, cached and output together) and
 * their alerts. A budget's month is the current UTC calendar month; its usage is read from the rollups as the
 * cost screens read it (an organisation's cost is the sum of its lines).
 *
 * Alerts: the `budgetCheck` job (on its schedule and after a budget is saved) reads every budgeted
 * organisation's month and, for each threshold its usage has reached, inserts the alert with
 * `on conflict do nothing returning`: the primary key (organisation, month, threshold) lets exactly one
 * transaction raise it, whichever of several workers or runs gets there first (a concurrent insert waits for
 * the first to commit and then finds the conflict). The mails to the organisation's administrators and the
 * platform administrators are queued in that same transaction, so an alert and its mails exist together or
 * not at all, and a run after a crash or restart finds the alert raised and mails nobody again.
 */

/** The current UTC month: YYYYMM, its first and last day, and the part of it that has passed (0–1). */
export function monthOf(now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = Date.UTC(year, month, 1);
  const end = Date.UTC(year, month + 1, 1);
  const first = new Date(start).toISOString().slice(0, 10);
  const last = new Date(end - 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    key: `${year}${String(month + 1).padStart(2, '0')}`,
    first,
    last,
    elapsed: Math.min(1, Math.max(0, (now.getTime() - start) / (end - start))),
  };
}

interface StatusRow {
  organization_id: number;
  name: string;
  kind: BudgetKind;
  amount: string;
  thresholds: number[];
  updated_at: Date;
  updated_by: string | null;
  cost: string;
  tokens: string;
  unpriced_tokens: string;
  alerted: number[] | null;
}

/** A budget status with the thresholds already alerted this month (ascending). */
export interface BudgetMonth extends BudgetStatus {
  alerted: number[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const cents = (value: number) => Math.round(value * 100);

/** The statuses of every budgeted organisation (or one), by name. */
export async function budgetMonths(
  db: Db,
  organizationId: number | undefined,
  now = new Date(),
): Promise<BudgetMonth[]> {
  const month = monthOf(now);
  const only = organizationId === undefined ? sql`` : sql`and b.organization_id = ${organizationId}`;
  const lines = roundedLines({
    range: month,
    organizations: sql`select b.organization_id from organization_budgets b where true ${only}`,
  });
  const { rows } = await sql<StatusRow>`
    select b.organization_id, o.name, b.kind, b.amount::text as amount, b.thresholds, b.updated_at,
      u.username as updated_by, coalesce(l.cost, 0)::text as cost, coalesce(l.tokens, 0)::text as tokens,
      coalesce(l.unpriced_tokens, 0)::text as unpriced_tokens,
      (select array_agg(a.threshold order by a.threshold) from budget_alerts a
        where a.organization_id = b.organization_id and a.month = ${month.first}::date) as alerted
    from organization_budgets b join organizations o on o.id = b.organization_id
    left join users u on u.id = b.updated_by
    left join (
      select l.organization_id, sum(l.cost) as cost,
        sum(l.tokens_in + l.tokens_cached + l.tokens_out) as tokens, sum(l.unpriced_tokens) as unpriced_tokens
      from (${lines}) l group by l.organization_id
    ) l on l.organization_id = b.organization_id
    where true ${only}
    order by lower(o.name), b.organization_id`.execute(db);
  return rows.map((row) => {
    const amount = Number(row.amount);
    const euros = row.kind === 'eur';
    const used = Number(euros ? row.cost : row.tokens);
    const pace = month.elapsed > 0 ? used / month.elapsed : used;
    const forecast = euros ? cents(pace) / 100 : Math.round(pace);
    const alerted = (row.alerted ?? []).map(Number);
    return {
      organization: { id: row.organization_id, name: row.name },
      budget: {
        kind: row.kind,
        amount,
        thresholds: [...row.thresholds].map(Number).sort((a, b) => a - b),
        updated_at: row.updated_at.toISOString(),
        updated_by: row.updated_by,
      },
      month: month.key,
      used,
      unpriced_tokens: Number(row.unpriced_tokens),
      percent: round1((used / amount) * 100),
      forecast,
      forecast_percent: round1((forecast / amount) * 100),
      alerted_threshold: alerted.length > 0 ? alerted[alerted.length - 1]! : null,
      alerted,
    };
  });
}

const statusOf = ({ alerted: _alerted, ...status }: BudgetMonth): BudgetStatus => status;

/** `GET admin/usage/budgets`: every budgeted organisation's month (or the one given). */
export async function budgetStatuses(db: Db, organizationId: number | undefined, now = new Date()) {
  const months = await budgetMonths(db, organizationId, now);
  return { month: monthOf(now).key, items: months.map(statusOf) };
}

/** `GET admin/organizations/{id}/budget`: its month (null without a budget) and its latest alerts. */
export async function organizationBudget(
  db: Db,
  organizationId: number,
  now = new Date(),
): Promise<OrganizationBudget> {
  const [months, alerts] = await Promise.all([
    budgetMonths(db, organizationId, now),
    db
      .selectFrom('budget_alerts')
      .select([
        sql<string>`to_char(month, 'YYYYMM')`.as('month'),
        'threshold',
        'raised_at',
        'kind',
        sql<string>`amount::text`.as('amount'),
        sql<string>`used::text`.as('used'),
      ])
      .where('organization_id', '=', organizationId)
      .orderBy('month', 'desc')
      .orderBy('threshold', 'desc')
      .limit(BUDGET_ALERTS_SHOWN)
      .execute(),
  ]);
  return {
    status: months[0] ? statusOf(months[0]) : null,
    alerts: alerts.map((a): BudgetAlert => ({
      month: a.month,
      threshold: a.threshold,
      raised_at: a.raised_at.toISOString(),
      kind: a.kind,
      amount: Number(a.amount),
      used: Number(a.used),
    })),
  };
}

/** Sets an organisation's budget (thresholds ascending). */
export async function saveBudget(db: Db, organizationId: number, budget: BudgetWrite, userId: number) {
  const row = {
    kind: budget.kind,
    amount: budget.amount,
    thresholds: [...budget.thresholds].sort((a, b) => a - b),
    updated_at: new Date(),
    updated_by: userId,
  };
  await db
    .insertInto('organization_budgets')
    .values({ organization_id: organizationId, ...row })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(row))
    .execute();
}

/** Removes an organisation's budget (its alerts stay); whether there was one. */
export async function removeBudget(db: Db, organizationId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('organization_budgets')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether `used` has reached `threshold` percent of `amount` (euros compared in whole cents). */
export function reached(kind: BudgetKind, used: number, amount: number, threshold: number): boolean {
  return kind === 'eur' ? cents(used) * 100 >= cents(amount) * threshold : used * 100 >= amount * threshold;
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const count = new Intl.NumberFormat('nl-NL');
const monthName = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An amount in a budget's kind, the Dutch way. */
const amountText = (kind: BudgetKind, value: number) =>
  kind === 'eur' ? euro.format(value) : `${count.format(value)} tokens`;

/** Who an organisation's budget alerts mail: its administrators and the platform's, active, with an address. */
export function alertRecipients(db: Db, organizationId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where('is_active', '=', true)
    .where('email', '<>', '')
    .where((eb) =>
      eb.or([
        eb('is_admin', '=', true),
        eb('is_superuser', '=', true),
        eb.and([eb('is_org_admin', '=', true), eb('organization_id', '=', organizationId)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/**
 * One run of the budget check: raises every reached threshold of the current month not raised yet, each with
 * one mail per recipient (see above). Answers the budgeted organisations and the alerts raised.
 */
export async function checkBudgets(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'jwtSecret'>,
  now = new Date(),
): Promise<{ organizations: number; raised: number }> {
  const month = monthOf(now);
  const months = await budgetMonths(deps.db, undefined, now);
  let raised = 0;
  for (const status of months) {
    const { kind, amount, thresholds } = status.budget;
    const due = thresholds.filter(
      (t) => !status.alerted.includes(t) && status.used > 0 && reached(kind, status.used, amount, t),
    );
    if (due.length === 0) continue;
    raised += await deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('budget_alerts')
        .values(
          due.map((threshold) => ({
            organization_id: status.organization.id,
            month: month.first,
            threshold,
            kind,
            amount,
            used: status.used,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('threshold')
        .execute();
      if (inserted.length === 0) return 0;
      const recipients = await alertRecipients(trx, status.organization.id);
      const monthText = monthName.format(new Date(`${month.first}T00:00:00Z`));
      for (const { threshold } of inserted.sort((a, b) => a.threshold - b.threshold)) {
        for (const user of recipients) {
          await queueMail(
            deps,
            trx,
            {
              kind: 'budget_alert',
              userId: user.id,
              username: user.username,
              to: user.email,
              subject: messages.usage.alertSubject(status.organization.name, threshold, monthText),
              text: messages.usage.alertText({
                organization: status.organization.name,
                month: monthText,
                threshold,
                used: amountText(kind, status.used),
                amount: amountText(kind, amount),
                percent: count.format(status.percent),
              }),
            },
            { replacePending: false },
          );
        }
      }
      return inserted.length;
    });
  }
  return { organizations: months.length, raised };
}
