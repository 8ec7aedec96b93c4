import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { retentionAvailable, showRetentionTab } from './shared';

const t = messages.retention;

/** Opens an organisation's retention tab: what applies, the form, the dry run, the changes and the removal log. */
export const viewOrganizationRetention = defineCommand({
  id: 'organizations.viewRetention',
  title: t.commands.viewOrganization,
  group: 'organizations',
  keywords: ['bewaarbeleid', 'bewaartermijn', 'retention', 'avg', 'gdpr', 'verwijderen', 'bewaren'],
  calls: [endpoints.retention.organization],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: retentionAvailable,
  run: ({ organizationId }, ctx) => showRetentionTab(ctx, organizationId),
});
