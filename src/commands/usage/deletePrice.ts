import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { costResources, knownPrice } from '../../state/usage';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { pickPrice, priceIdArg, usageAvailable } from './shared';

const t = messages.usage;

/**
 * Removes a price period after a confirmation (`DELETE admin/usage/prices/{id}`): its days fall under the
 * previous price, or have none (their cost is then unknown).
 */
export const deletePrice = defineCommand({
  id: 'usage.deletePrice',
  title: t.commands.deletePrice,
  group: 'operations',
  keywords: ['prijs', 'modelprijs', 'price', 'verwijderen', 'delete', 'remove'],
  calls: [endpoints.usage.prices, endpoints.usage.deletePrice],
  args: z.object({ priceId: priceIdArg }),
  argPickers: { priceId: pickPrice },
  contexts: ['usage'],
  when: usageAvailable,
  confirm: ({ priceId }, ctx) => {
    const price = knownPrice(ctx.store, priceId);
    return {
      title: t.prices.confirmTitle,
      description: t.prices.confirmDescription(price?.model ?? `#${priceId}`, price?.valid_from ?? '?'),
      confirmLabel: t.prices.confirmLabel,
    };
  },
  invalidates: costResources,
  run: async ({ priceId }, ctx) => {
    let answer;
    try {
      answer = await ctx.api.call(endpoints.usage.deletePrice, { params: { id: priceId } });
    } catch (cause) {
      throw failure(t.prices.removeFailed, cause);
    }
    ctx.notify({ kind: 'success', message: answer.message });
  },
});
