import { z } from 'zod';
import { budgetKinds, budgetKindNames } from '../../api/schemas/usage';
import { formatMonth } from '../../messages/format';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { screenContextAtom, type ScreenContext } from '../../state/screen';
import { monthOf, shiftMonth } from '../../state/stats';
import { ensureUsagePrices, knownPrice, usageOffered } from '../../state/usage';
import { priceWriteOf } from '../../state/usageForms';
import { matchesQuery } from '../organizations/pickOrganization';
import { textPicker } from '../shared/textPicker';
import type { ArgPicker, Availability, CommandContext } from '../types';

const t = messages.usage;

/** Unavailable where the server said it has no usage and cost (the original service); available while not known. */
export const usageAvailable = (_args: unknown, ctx: CommandContext): Availability =>
  usageOffered(ctx.store) === false ? { reason: t.notOffered } : true;

/** An amount argument: a number from a form, a text (`1,25`) from the palette. */
export const amountArg = z.union([z.number(), z.string()]);

/** A price's date and amounts as arguments (the model is each command's own). */
export const priceFieldArgs = {
  validFrom: z.string(),
  input: amountArg,
  cached: amountArg,
  output: amountArg,
};

/** The body of a price's arguments, checked as the server checks it (refused with the first problem). */
export const priceBodyOfArgs = (
  model: string,
  args: { validFrom: string; input: string | number; cached: string | number; output: string | number },
) =>
  priceWriteOf({
    model,
    validFrom: args.validFrom,
    input: String(args.input),
    cached: String(args.cached),
    output: String(args.output),
  });

/** A price period's id: a number from a button, a string from the picker. */
export const priceIdArg = z.coerce.number().int().positive();

/** A month, YYYYMM. */
export const monthArg = z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/);

/** Months the palette offers: this one and the eleven before it. */
const PICKED_MONTHS = 12;

export const pickMonth: ArgPicker = {
  title: t.commands.pickMonth,
  options: async (_ctx, query) => {
    const current = monthOf(new Date());
    return Array.from({ length: PICKED_MONTHS }, (_, i) => shiftMonth(current, -i))
      .map((month) => ({ value: month, label: formatMonth(month) }))
      .filter((option) => matchesQuery(query, option.label, option.value));
  },
};

/** The models known (with usage or a price), and what is typed when it is another. */
export const pickModel: ArgPicker = {
  title: t.commands.pickModel,
  text: {},
  options: async (ctx, query) => {
    const prices = await ensureUsagePrices(ctx.store, ctx.api);
    const typed = query.trim();
    const known = prices.models
      .filter((model) => matchesQuery(query, model.model))
      .map((model) => ({
        value: model.model,
        label: model.model,
        ...(model.current ? {} : { description: t.prices.noPrice }),
      }));
    return typed && !known.some((option) => option.value === typed)
      ? [...known, { value: typed, label: t.commands.typed(typed) }]
      : known;
  },
};

/** Every price period, by model and date. */
export const pickPrice: ArgPicker = {
  title: t.commands.pickPrice,
  options: async (ctx, query) =>
    (await ensureUsagePrices(ctx.store, ctx.api)).prices
      .filter((price) => matchesQuery(query, price.model, price.valid_from))
      .map((price) => ({
        value: String(price.id),
        label: t.prices.pickLabel(price.model, price.valid_from),
        description: t.prices.perMillion(
          String(price.input_per_million),
          String(price.cached_per_million),
          String(price.output_per_million),
        ),
      })),
};

/** A typed amount, or (changing a price) the value it has. */
export const pickPriceField = (
  title: string,
  current?: (price: NonNullable<ReturnType<typeof knownPrice>>) => string,
): ArgPicker =>
  textPicker(title, t.commands.typed, (ctx, args) => {
    if (!current || args.priceId === undefined) return undefined;
    const price = knownPrice(ctx.store, Number(args.priceId));
    return price ? current(price) : undefined;
  });

export const pickBudgetKind: ArgPicker = {
  title: t.commands.pickKind,
  options: async (_ctx, query) =>
    budgetKinds
      .map((kind) => ({ value: kind, label: budgetKindNames[kind] }))
      .filter((option) => matchesQuery(query, option.label)),
};

/** Whether the usage screen is on screen. */
export const showsUsage = (ctx: CommandContext): boolean =>
  ctx.store.get(screenContextAtom).screen === 'usage';

/** The month the usage screen shows, as its argument. */
export function usageMonthOnScreen(screen: ScreenContext): Record<string, unknown> {
  return screen.screen === 'usage' ? { month: screen.ids.month } : {};
}

/** Shows the organisation's Budget tab (from the palette, elsewhere), unless it is on screen already. */
export function showBudgetTab(ctx: CommandContext, organizationId: number): void {
  const screen = ctx.store.get(screenContextAtom);
  const shown =
    screen.screen === 'organizationDetail' &&
    screen.ids.organizationId === String(organizationId) &&
    screen.ids.tab === 'budget';
  if (!shown) ctx.navigate(href(routes.organizationDetail, { id: organizationId }, { tab: 'budget' }));
}
