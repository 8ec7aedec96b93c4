import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { budgetResources, organizationBudgetAtom } from '../../state/usage';
import {
  organizationIdArg,
  organizationName,
  organizationOnScreen,
  pickOrganization,
} from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { usageAvailable } from './shared';

const t = messages.usage;

/** Removes an organisation's budget after a confirmation (`DELETE …/budget`); its alerts stay. */
export const removeBudget = defineCommand({
  id: 'organizations.removeBudget',
  title: t.commands.removeBudget,
  group: 'organizations',
  keywords: ['budget', 'verwijderen', 'remove', 'delete', 'kosten', 'cost'],
  calls: [endpoints.usage.removeBudget],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: (args, ctx) => {
    const offered = usageAvailable(args, ctx);
    if (offered !== true || args.organizationId === undefined) return offered;
    // Known to have none (its tab is loaded): nothing to remove.
    const loaded = ctx.store.get(organizationBudgetAtom)[args.organizationId]?.data;
    return loaded && loaded.status === null ? { reason: t.budget.none } : true;
  },
  confirm: ({ organizationId }, ctx) => ({
    title: t.budget.confirmTitle,
    description: t.budget.confirmDescription(organizationName(ctx, organizationId)),
    confirmLabel: t.budget.confirmLabel,
  }),
  invalidates: ({ organizationId }) => budgetResources(organizationId),
  run: async ({ organizationId }, ctx) => {
    let answer;
    try {
      answer = await ctx.api.call(endpoints.usage.removeBudget, { params: { id: organizationId } });
    } catch (cause) {
      throw failure(t.budget.removeFailed, cause);
    }
    ctx.notify({ kind: 'success', message: answer.message });
  },
});
