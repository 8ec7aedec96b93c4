import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { showBudgetTab, usageAvailable } from './shared';

const t = messages.usage;

/** Opens an organisation's Budget tab: this month against the budget, the forecast, the form and the alerts. */
export const viewBudget = defineCommand({
  id: 'organizations.viewBudget',
  title: t.commands.viewBudget,
  group: 'organizations',
  keywords: ['budget', 'kosten', 'cost', 'drempel', 'threshold', 'verwachting', 'forecast', 'meldingen'],
  calls: [endpoints.usage.budget],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: usageAvailable,
  run: ({ organizationId }, ctx) => showBudgetTab(ctx, organizationId),
});
