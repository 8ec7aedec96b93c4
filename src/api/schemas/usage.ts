import { z } from 'zod';
import { idNumber, idParam, queryInt, text } from './common';
import { statsOrganization, statsQuery } from './stats';
import { sortDirections, STATS_PAGE_MAX, STATS_PAGE_SIZE } from './statsSummary';

/**
 * Usage and cost (beyond the original admin API): prices per model and the date from which each holds, the
 * cost of the token usage per organisation, user and model, monthly budgets per organisation with alerts at
 * thresholds, and a CSV for finance. Amounts are euros.
 *
 * Cost is computed per day with the price that held that day (the price with the latest `valid_from` on or
 * before it), so a past month keeps the prices it had. Tokens of a day without a price for their model (or
 * without a recorded model) have no cost: answers count them as `unpriced_tokens`, and the console shows their
 * cost as unknown, never as zero. The cached tokens are part of the input tokens: the input price is for the
 * input tokens not served from the cache, the cached price for the cached ones.
 *
 * Rounding: a line is one organisation and one model in the period (users without an organisation together).
 * A line's cost is its exact cost rounded to cents (half away from zero); every total (per organisation, per
 * model, of the period) is the sum of its lines, as on an invoice, so the CSV's lines add up to the screen's
 * totals. A user's cost is their own exact cost rounded to cents.
 */

/** The most euros a price per million tokens may be. */
export const PRICE_MAX_EUR = 100_000;
/** Decimals of a price per million tokens. */
export const PRICE_DECIMALS = 4;
/** The longest model name. */
export const MODEL_NAME_MAX = 100;

/** The three token kinds a price has, with their field and their Dutch name. */
export const priceFields = {
  input: 'input_per_million',
  cached: 'cached_per_million',
  output: 'output_per_million',
} as const;
export type PriceKind = keyof typeof priceFields;
export const priceKindNames: Record<PriceKind, string> = {
  input: 'invoertokens',
  cached: 'gecachete tokens',
  output: 'uitvoertokens',
};

/** Whether `value` has at most `decimals` decimals (as typed: 0.1 + 0.2 is not what a form sends). */
const hasDecimals = (value: number, decimals: number) =>
  Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6;

const pricePerMillion = (kind: PriceKind) => {
  const name = priceKindNames[kind];
  return z
    .number({ error: `De prijs voor ${name} moet een bedrag in euro zijn.` })
    .min(0, { error: `De prijs voor ${name} kan niet negatief zijn.` })
    .max(PRICE_MAX_EUR, {
      error: `De prijs voor ${name} is hoogstens € ${PRICE_MAX_EUR.toLocaleString('nl-NL')}.`,
    })
    .refine((value) => hasDecimals(value, PRICE_DECIMALS), {
      error: `De prijs voor ${name} heeft hoogstens ${PRICE_DECIMALS} decimalen.`,
    });
};

/** A calendar date, YYYY-MM-DD (UTC days, as the statistics). */
export const calendarDate = text().pipe(z.iso.date({ error: 'Geef een geldige datum (JJJJ-MM-DD).' }));

/** `POST admin/usage/prices`, `PUT admin/usage/prices/{id}`: a model's price from a date on, per million tokens. */
export const modelPriceWrite = z.strictObject({
  model: text()
    .trim()
    .min(1, { error: 'Kies of typ een model.' })
    .max(MODEL_NAME_MAX, { error: `Een modelnaam is hoogstens ${MODEL_NAME_MAX} tekens.` }),
  valid_from: calendarDate,
  input_per_million: pricePerMillion('input'),
  cached_per_million: pricePerMillion('cached'),
  output_per_million: pricePerMillion('output'),
});
export type ModelPriceWrite = z.infer<typeof modelPriceWrite>;

/** Why a price cannot be saved: the model has another price from that date (409). */
export const priceDateTakenMessage = (model: string, validFrom: string) =>
  `Voor ${model} bestaat al een prijs vanaf ${validFrom}.`;
/** A price that is not there (404). */
export const PRICE_NOT_FOUND_MESSAGE = 'Deze prijs bestaat niet (meer).';

/** One price period of a model, as stored. */
export const modelPrice = z.object({
  id: idNumber,
  model: z.string(),
  valid_from: z.string(),
  input_per_million: z.number(),
  cached_per_million: z.number(),
  output_per_million: z.number(),
  /** Until the day before the model's next price; null: still in force. */
  valid_until: z.string().nullable(),
  updated_at: z.string(),
  /** Who set it last; null when the account is gone. */
  updated_by: z.string().nullable(),
});
export type ModelPrice = z.infer<typeof modelPrice>;

/** A model the prices screen lists: the contract's four, those with usage, those with a price. */
export const pricedModel = z.object({
  model: z.string(),
  /** The price in force today; null: none (its usage from today has no known cost). */
  current: modelPrice.nullable(),
  /** The last UTC day with usage of it; null: none recorded. */
  last_used: z.string().nullable(),
  /** Tokens of it without a price on their day, over all time: cost unknown. */
  unpriced_tokens: z.number(),
});
export type PricedModel = z.infer<typeof pricedModel>;

/** `GET admin/usage/prices`: every price period (by model, newest first) and every model known. */
export const modelPrices = z.object({
  prices: z.array(modelPrice),
  models: z.array(pricedModel),
});
export type ModelPrices = z.infer<typeof modelPrices>;

/** `POST`/`PUT admin/usage/prices…`: the price as saved, and a message. */
export const modelPriceSaved = z.object({ message: z.string(), price: modelPrice });
export type ModelPriceSaved = z.infer<typeof modelPriceSaved>;

/** Token usage and its cost; `cost_eur` is of the priced tokens only, `unpriced_tokens` have no known cost. */
export const costNumbers = z.object({
  /** Recorded model calls. */
  requests: z.number(),
  tokens_in: z.number(),
  tokens_cached: z.number(),
  tokens_out: z.number(),
  /** Euros, cents. */
  cost_eur: z.number(),
  /** Tokens (input, cached and output) without a price on their day: their cost is unknown. */
  unpriced_tokens: z.number(),
});
export type CostNumbers = z.infer<typeof costNumbers>;

/** The name the answers give usage without a recorded model (as the statistics per model do). */
export const UNKNOWN_MODEL = 'onbekend';

/**
 * Query of the cost answers: the last `days` days or the calendar month `month` (YYYYMM), optionally of one
 * organisation (an organisation administrator always gets their own).
 */
export const usageQuery = statsQuery.pick({ days: true, month: true, organization_id: true });
export type UsageQuery = z.input<typeof usageQuery>;

/**
 * `GET admin/usage/cost`: the period (inclusive UTC dates), its totals with the transcriptions, audio minutes
 * and summaries beside the cost, and the cost per model (by name; `onbekend` for usage without a model).
 */
export const usageCost = z.object({
  from: z.string(),
  to: z.string(),
  totals: costNumbers.extend({ transcriptions: z.number(), minutes: z.number(), summaries: z.number() }),
  models: z.array(costNumbers.extend({ model: z.string() })),
});
export type UsageCost = z.infer<typeof usageCost>;

const page = {
  limit: queryInt(1, STATS_PAGE_MAX, STATS_PAGE_SIZE),
  offset: queryInt(0, 1_000_000_000, 0),
};

export const usageOrganizationSorts = ['organization', 'tokens', 'cost'] as const;
export type UsageOrganizationSort = (typeof usageOrganizationSorts)[number];
export const usageUserSorts = ['username', 'organization', 'tokens', 'cost'] as const;
export type UsageUserSort = (typeof usageUserSorts)[number];

/** `GET admin/usage/organizations`: the period, the order (highest cost first unless given) and the page. */
export const usageOrganizationsQuery = usageQuery.extend({
  sort: z.enum(usageOrganizationSorts).default('cost'),
  order: z.enum(sortDirections).default('desc'),
  ...page,
});
export type UsageOrganizationsQuery = z.input<typeof usageOrganizationsQuery>;

/** `GET admin/usage/users`: as the organisations page, per user with usage. */
export const usageUsersQuery = usageQuery.extend({
  sort: z.enum(usageUserSorts).default('cost'),
  order: z.enum(sortDirections).default('desc'),
  ...page,
});
export type UsageUsersQuery = z.input<typeof usageUsersQuery>;

/** One organisation's usage and cost in the period; `organization` null: the users without one. */
export const usageOrganizationRow = costNumbers.extend({
  organization: statsOrganization.nullable(),
  transcriptions: z.number(),
  minutes: z.number(),
  summaries: z.number(),
});
export type UsageOrganizationRow = z.infer<typeof usageOrganizationRow>;

/** One user's usage and cost in the period (users with token usage only). */
export const usageUserRow = costNumbers.extend({
  user_id: z.number(),
  username: z.string(),
  organization: statsOrganization.nullable(),
});
export type UsageUserRow = z.infer<typeof usageUserRow>;

export const usageOrganizationsPage = z.object({ total: z.number(), items: z.array(usageOrganizationRow) });
export type UsageOrganizationsPage = z.infer<typeof usageOrganizationsPage>;
export const usageUsersPage = z.object({ total: z.number(), items: z.array(usageUserRow) });
export type UsageUsersPage = z.infer<typeof usageUsersPage>;

/** What a budget counts: euros of cost, or tokens (input, cached and output together). */
export const budgetKinds = ['eur', 'tokens'] as const;
export type BudgetKind = (typeof budgetKinds)[number];
export const budgetKindNames: Record<BudgetKind, string> = { eur: 'Euro', tokens: 'Tokens' };

/** The thresholds of a new budget, in percent of it. */
export const DEFAULT_BUDGET_THRESHOLDS = [80, 100] as const;
export const BUDGET_THRESHOLDS_MAX = 5;
export const BUDGET_THRESHOLD_MAX_PERCENT = 1000;
export const BUDGET_EUR_MAX = 100_000_000;
export const BUDGET_TOKENS_MAX = 1_000_000_000_000;

/** `PUT admin/organizations/{id}/budget`: the monthly budget and its thresholds (percent, ascending, unique). */
export const budgetWrite = z
  .strictObject({
    kind: z.enum(budgetKinds, { error: 'Kies of het budget in euro of in tokens is.' }),
    amount: z
      .number({ error: 'Het budget moet een getal zijn.' })
      .positive({ error: 'Het budget moet groter zijn dan nul.' }),
    thresholds: z
      .array(
        z
          .number({ error: 'Een drempel is een heel percentage.' })
          .int({ error: 'Een drempel is een heel percentage.' })
          .min(1, { error: 'Een drempel is minstens 1 %.' })
          .max(BUDGET_THRESHOLD_MAX_PERCENT, {
            error: `Een drempel is hoogstens ${BUDGET_THRESHOLD_MAX_PERCENT} %.`,
          }),
      )
      .min(1, { error: 'Geef minstens één drempel.' })
      .max(BUDGET_THRESHOLDS_MAX, { error: `Geef hoogstens ${BUDGET_THRESHOLDS_MAX} drempels.` })
      .refine((list) => new Set(list).size === list.length, { error: 'Elke drempel komt één keer voor.' })
      .default([...DEFAULT_BUDGET_THRESHOLDS]),
  })
  .superRefine((budget, context) => {
    const euros = budget.kind === 'eur';
    const max = euros ? BUDGET_EUR_MAX : BUDGET_TOKENS_MAX;
    if (euros ? !hasDecimals(budget.amount, 2) : !Number.isInteger(budget.amount))
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: euros
          ? 'Een budget in euro heeft hoogstens 2 decimalen.'
          : 'Een budget in tokens is een heel aantal.',
      });
    if (budget.amount > max)
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Het budget is hoogstens ${max.toLocaleString('nl-NL')}${euros ? ' euro' : ' tokens'}.`,
      });
  });
export type BudgetWrite = z.output<typeof budgetWrite>;
export type BudgetWriteInput = z.input<typeof budgetWrite>;

/** An organisation's budget as stored (thresholds ascending). */
export const budget = z.object({
  kind: z.enum(budgetKinds),
  amount: z.number(),
  thresholds: z.array(z.number()),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type Budget = z.infer<typeof budget>;

/** One raised alert: a threshold crossed in a month, once. */
export const budgetAlert = z.object({
  /** YYYYMM. */
  month: z.string(),
  threshold: z.number(),
  raised_at: z.string(),
  kind: z.enum(budgetKinds),
  /** The budget and the usage (in its kind) when it was raised. */
  amount: z.number(),
  used: z.number(),
});
export type BudgetAlert = z.infer<typeof budgetAlert>;

/**
 * The current month of a budgeted organisation: usage in the budget's kind (`used`; for euros the priced
 * cost, with `unpriced_tokens` beside it), the share of the budget, the forecast at the month's pace so far
 * (`used` / elapsed part of the month), and the highest threshold alerted this month (null: none).
 */
export const budgetStatus = z.object({
  organization: statsOrganization,
  budget,
  /** YYYYMM, UTC. */
  month: z.string(),
  used: z.number(),
  unpriced_tokens: z.number(),
  percent: z.number(),
  forecast: z.number(),
  forecast_percent: z.number(),
  alerted_threshold: z.number().nullable(),
});
export type BudgetStatus = z.infer<typeof budgetStatus>;

/** `GET admin/usage/budgets`: every budgeted organisation's current month (an organisation administrator's own). */
export const budgetStatuses = z.object({ month: z.string(), items: z.array(budgetStatus) });
export type BudgetStatuses = z.infer<typeof budgetStatuses>;

/** How many of an organisation's latest alerts its budget answer lists. */
export const BUDGET_ALERTS_SHOWN = 24;

/** `GET admin/organizations/{id}/budget`: its budget and month (null: no budget) and its latest alerts. */
export const organizationBudget = z.object({
  status: budgetStatus.nullable(),
  alerts: z.array(budgetAlert),
});
export type OrganizationBudget = z.infer<typeof organizationBudget>;

export const budgetSaved = z.object({ message: z.string() });

/** `GET admin/usage/export`: the month of the finance CSV (required). */
export const usageExportQuery = z.object({
  month: text().regex(/^\d{4}(0[1-9]|1[0-2])$/, { error: 'Kies een maand (JJJJMM).' }),
});
export type UsageExportQuery = z.input<typeof usageExportQuery>;

export const priceIdParams = z.object({ id: idParam });
