import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { PRICE_NOT_FOUND_MESSAGE } from '../../api/schemas/usage';
import { messages } from '../../messages';
import { costResources, ensureUsagePrices, knownPrice } from '../../state/usage';
import { amountText } from '../../state/usageForms';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';
import {
  pickPrice,
  pickPriceField,
  priceBodyOfArgs,
  priceFieldArgs,
  priceIdArg,
  usageAvailable,
} from './shared';

const t = messages.usage;

/**
 * Changes a price period (`PUT admin/usage/prices/{id}`): its date and its amounts (the model stays unless
 * given). The palette offers each present value.
 */
export const editPrice = defineCommand({
  id: 'usage.editPrice',
  title: t.commands.editPrice,
  group: 'operations',
  keywords: ['prijs', 'modelprijs', 'price', 'kosten', 'cost', 'wijzigen', 'edit', 'bewerken'],
  calls: [endpoints.usage.prices, endpoints.usage.updatePrice],
  args: z.object({ priceId: priceIdArg, model: z.string().optional(), ...priceFieldArgs }),
  argPickers: {
    priceId: pickPrice,
    validFrom: textPicker(t.commands.pickValidFrom, t.commands.typed, (ctx, args) =>
      args.priceId === undefined ? undefined : knownPrice(ctx.store, Number(args.priceId))?.valid_from,
    ),
    input: pickPriceField(t.commands.pickInput, (price) => amountText(price.input_per_million)),
    cached: pickPriceField(t.commands.pickCached, (price) => amountText(price.cached_per_million)),
    output: pickPriceField(t.commands.pickOutput, (price) => amountText(price.output_per_million)),
  },
  contexts: ['usage'],
  when: usageAvailable,
  invalidates: costResources,
  run: async ({ priceId, model, ...args }, ctx) => {
    const price = (await ensureUsagePrices(ctx.store, ctx.api)).prices.find((p) => p.id === priceId);
    if (!price) throw new Error(PRICE_NOT_FOUND_MESSAGE);
    const body = priceBodyOfArgs(model ?? price.model, args);
    let saved;
    try {
      saved = await ctx.api.call(endpoints.usage.updatePrice, { params: { id: priceId }, body });
    } catch (cause) {
      throw failure(t.prices.changeFailed, cause);
    }
    ctx.notify({ kind: 'success', message: saved.message });
  },
});
