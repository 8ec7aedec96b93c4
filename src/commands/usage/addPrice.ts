import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { costResources } from '../../state/usage';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';
import { pickModel, pickPriceField, priceBodyOfArgs, priceFieldArgs, usageAvailable } from './shared';

const t = messages.usage;

/**
 * Adds a model's price per million tokens from a date on (`POST admin/usage/prices`), checked as the server
 * checks it; the cost of the days from then on follows it.
 */
export const addPrice = defineCommand({
  id: 'usage.addPrice',
  title: t.commands.addPrice,
  group: 'operations',
  keywords: ['prijs', 'modelprijs', 'price', 'kosten', 'cost', 'tokens', 'toevoegen', 'add'],
  calls: [endpoints.usage.createPrice],
  args: z.object({ model: z.string(), ...priceFieldArgs }),
  argPickers: {
    model: pickModel,
    validFrom: textPicker(t.commands.pickValidFrom, t.commands.typed, () =>
      new Date().toISOString().slice(0, 10),
    ),
    input: pickPriceField(t.commands.pickInput),
    cached: pickPriceField(t.commands.pickCached),
    output: pickPriceField(t.commands.pickOutput),
  },
  contexts: ['usage'],
  when: usageAvailable,
  invalidates: costResources,
  run: async ({ model, ...args }, ctx) => {
    const body = priceBodyOfArgs(model, args);
    let saved;
    try {
      saved = await ctx.api.call(endpoints.usage.createPrice, { body });
    } catch (cause) {
      throw failure(t.prices.addFailed, cause);
    }
    ctx.notify({ kind: 'success', message: saved.message });
  },
});
