import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Usage and cost:
 * - `model_prices`: a model's price per million input, cached and output tokens (euros, 4 decimals, not
 *   negative) from `valid_from` on, until the model's next price; one price per model and date.
 * - `organization_budgets`: an organisation's monthly budget, in euros or tokens, with its thresholds (percent).
 * - `budget_alerts`: a threshold crossed in a month (its first day), with the budget and the usage when it was
 *   raised; the primary key makes an alert exist once per organisation, month and threshold, whoever raises it.
 *   Kept when the budget goes; removed with the organisation.
 * The model `''` (usage without a recorded model) has no price: the rollups' model column uses it.
 */
export const usageCost: Migration = {
  async up(db: Kysely<unknown>) {
    const price = (name: string) => sql.raw(`${name} numeric(14, 4) not null check (${name} >= 0)`);
    await sql`create table model_prices (
      id serial primary key,
      model text not null check (model <> ''),
      valid_from date not null,
      ${price('input_per_million')},
      ${price('cached_per_million')},
      ${price('output_per_million')},
      updated_at timestamptz not null default now(),
      updated_by integer references users (id) on delete set null,
      unique (model, valid_from)
    )`.execute(db);
    await sql`create table organization_budgets (
      organization_id integer primary key references organizations (id) on delete cascade,
      kind text not null check (kind in ('eur', 'tokens')),
      amount numeric not null check (amount > 0),
      thresholds integer[] not null,
      updated_at timestamptz not null default now(),
      updated_by integer references users (id) on delete set null
    )`.execute(db);
    await sql`create table budget_alerts (
      organization_id integer not null references organizations (id) on delete cascade,
      month date not null,
      threshold integer not null,
      kind text not null check (kind in ('eur', 'tokens')),
      amount numeric not null,
      used numeric not null,
      raised_at timestamptz not null default now(),
      primary key (organization_id, month, threshold)
    )`.execute(db);
    await sql`alter table mail_outbox drop constraint mail_outbox_kind_check`.execute(db);
    await sql`alter table mail_outbox add constraint mail_outbox_kind_check
      check (kind in ('two_factor_code', 'new_password', 'budget_alert'))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from mail_outbox where kind = 'budget_alert'`.execute(db);
    await sql`alter table mail_outbox drop constraint mail_outbox_kind_check`.execute(db);
    await sql`alter table mail_outbox add constraint mail_outbox_kind_check
      check (kind in ('two_factor_code', 'new_password'))`.execute(db);
    await sql`drop table budget_alerts`.execute(db);
    await sql`drop table organization_budgets`.execute(db);
    await sql`drop table model_prices`.execute(db);
  },
};
