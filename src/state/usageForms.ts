import {
  budgetWrite,
  DEFAULT_BUDGET_THRESHOLDS,
  modelPriceWrite,
  priceFields,
  type Budget,
  type BudgetKind,
  type BudgetWrite,
  type ModelPrice,
  type ModelPriceWrite,
} from '../api/schemas/usage';

/**
 * The price and budget forms as typed (texts), their bodies, and their problems per field in the contract's
 * Dutch (`modelPriceWrite`, `budgetWrite`): the dialogs show each at its field, the commands refuse with the
 * first, so the palette and the buttons refuse exactly what the server would.
 */

/** An amount as typed, Dutch or not: `1,25`, `1.25`, `1.234,5`; empty or unreadable: NaN (the schema refuses it). */
export function parseAmount(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/\s|€/g, '');
  if (text === '') return Number.NaN;
  const normal = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^-?\d*\.?\d+$/.test(normal) ? Number(normal) : Number.NaN;
}

/** An amount as a field shows it: `1,25`. */
export const amountText = (n: number) => String(n).replace('.', ',');

export interface PriceDraft {
  model: string;
  validFrom: string;
  input: string;
  cached: string;
  output: string;
}

const draftFields = {
  model: 'model',
  validFrom: 'valid_from',
  input: priceFields.input,
  cached: priceFields.cached,
  output: priceFields.output,
} as const satisfies Record<keyof PriceDraft, keyof ModelPriceWrite>;

export type PriceErrors = Partial<Record<keyof PriceDraft, string>>;

/** The draft of a new price: today, the model given (or none), no amounts. */
export const newPriceDraft = (model = '', today = new Date().toISOString().slice(0, 10)): PriceDraft => ({
  model,
  validFrom: today,
  input: '',
  cached: '',
  output: '',
});

/** The draft of a stored price, to change it. */
export const priceDraftOf = (price: ModelPrice): PriceDraft => ({
  model: price.model,
  validFrom: price.valid_from,
  input: amountText(price.input_per_million),
  cached: amountText(price.cached_per_million),
  output: amountText(price.output_per_million),
});

/** The body of a draft, unchecked (an amount may be NaN). */
export const priceBodyOf = (draft: PriceDraft) => ({
  model: draft.model,
  valid_from: draft.validFrom.trim(),
  input_per_million: parseAmount(draft.input),
  cached_per_million: parseAmount(draft.cached),
  output_per_million: parseAmount(draft.output),
});

/** Each field's first problem, in the contract's words. */
export function priceDraftErrors(draft: PriceDraft): PriceErrors {
  const parsed = modelPriceWrite.safeParse(priceBodyOf(draft));
  if (parsed.success) return {};
  const errors: PriceErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (Object.keys(draftFields) as (keyof PriceDraft)[]).find(
      (name) => draftFields[name] === issue.path[0],
    );
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The checked body, or the first problem as an error (a command's refusal). */
export function priceWriteOf(draft: PriceDraft): ModelPriceWrite {
  const parsed = modelPriceWrite.safeParse(priceBodyOf(draft));
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  return parsed.data;
}

export interface BudgetDraft {
  kind: BudgetKind;
  amount: string;
  /** Percentages, separated by commas or spaces. */
  thresholds: string;
}

export type BudgetErrors = Partial<Record<keyof BudgetDraft, string>>;

/** Thresholds as typed (`80, 100`) as numbers; a part that is no number is NaN (the schema refuses it). */
export function parseThresholds(text: string | readonly number[]): number[] {
  if (typeof text !== 'string') return [...text];
  return text
    .split(/[;,\s]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

export const thresholdsText = (thresholds: readonly number[]) => thresholds.join(', ');

/** The draft of a stored budget, or of a new one: euros, the default thresholds. */
export const budgetDraftOf = (budget: Budget | null): BudgetDraft =>
  budget
    ? { kind: budget.kind, amount: amountText(budget.amount), thresholds: thresholdsText(budget.thresholds) }
    : { kind: 'eur', amount: '', thresholds: thresholdsText(DEFAULT_BUDGET_THRESHOLDS) };

const budgetBodyOf = (draft: BudgetDraft) => ({
  kind: draft.kind,
  amount: parseAmount(draft.amount),
  thresholds: parseThresholds(draft.thresholds),
});

export function budgetDraftErrors(draft: BudgetDraft): BudgetErrors {
  const parsed = budgetWrite.safeParse(budgetBodyOf(draft));
  if (parsed.success) return {};
  const errors: BudgetErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof BudgetDraft | undefined;
    if (field && field in draft && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The checked body (thresholds ascending), or the first problem as an error. */
export function budgetWriteOf(draft: BudgetDraft): BudgetWrite {
  const parsed = budgetWrite.safeParse(budgetBodyOf(draft));
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  return { ...parsed.data, thresholds: [...parsed.data.thresholds].sort((a, b) => a - b) };
}
