import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { budgetKinds } from '../../api/schemas/usage';
import { messages } from '../../messages';
import { budgetResources, organizationBudgetAtom } from '../../state/usage';
import { budgetDraftOf, budgetWriteOf } from '../../state/usageForms';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand, type CommandContext } from '../types';
import { amountArg, pickBudgetKind, showBudgetTab, usageAvailable } from './shared';

const t = messages.usage;

/** The organisation's budget as loaded, as the palette's present values (new: the default thresholds). */
const present = (ctx: CommandContext, args: Readonly<Record<string, unknown>>) =>
  budgetDraftOf(
    ctx.store.get(organizationBudgetAtom)[Number(args.organizationId)]?.data?.status?.budget ?? null,
  );

/**
 * Sets an organisation's monthly budget in euros or tokens with its thresholds (`PUT …/budget`), checked as the
 * server checks it. An organisation administrator sets their own organisation's.
 */
export const setBudget = defineCommand({
  id: 'organizations.setBudget',
  title: t.commands.setBudget,
  group: 'organizations',
  keywords: ['budget', 'instellen', 'set', 'kosten', 'cost', 'drempel', 'threshold', 'limiet', 'limit'],
  calls: [endpoints.usage.setBudget],
  args: z.object({
    organizationId: organizationIdArg,
    kind: z.enum(budgetKinds),
    amount: amountArg,
    thresholds: z.union([z.string(), z.array(z.number())]),
  }),
  argPickers: {
    organizationId: pickOrganization,
    kind: pickBudgetKind,
    amount: textPicker(t.commands.pickAmount, t.commands.typed, (ctx, args) => present(ctx, args).amount),
    thresholds: textPicker(
      t.commands.pickThresholds,
      t.commands.typed,
      (ctx, args) => present(ctx, args).thresholds,
    ),
  },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: usageAvailable,
  invalidates: ({ organizationId }) => budgetResources(organizationId),
  run: async ({ organizationId, kind, amount, thresholds }, ctx) => {
    const body = budgetWriteOf({
      kind,
      amount: String(amount),
      thresholds: typeof thresholds === 'string' ? thresholds : thresholds.join(', '),
    });
    let saved;
    try {
      saved = await ctx.api.call(endpoints.usage.setBudget, { params: { id: organizationId }, body });
    } catch (cause) {
      throw failure(t.budget.saveFailed, cause);
    }
    showBudgetTab(ctx, organizationId);
    ctx.notify({ kind: 'success', message: saved.message });
  },
});
