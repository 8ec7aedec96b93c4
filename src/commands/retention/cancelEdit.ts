import { z } from 'zod';
import { messages } from '../../messages';
import {
  dropOrganizationDraft,
  organizationDraftOfStore,
  platformDraftOfStore,
  setPlatformDraft,
} from '../../state/retentionDrafts';
import { organizationIdArg } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { retentionOnScreen } from './shared';

const t = messages.retention;

/**
 * Drops what is typed in the retention form on screen (an organisation's tab, or the platform's screen without
 * an organisation): the form shows the policy as saved again.
 */
export const cancelRetentionEdit = defineCommand({
  id: 'retention.cancelEdit',
  title: t.commands.cancelEdit,
  group: 'organizations',
  keywords: ['annuleren', 'cancel', 'bewaarbeleid', 'retention', 'wijzigingen weggooien', 'discard'],
  args: z.object({ organizationId: organizationIdArg.optional() }),
  screenArgs: retentionOnScreen,
  contexts: ['organizationDetail', 'retention'],
  recordRecent: false,
  when: ({ organizationId }, ctx) => {
    const typed =
      organizationId === undefined
        ? platformDraftOfStore(ctx.store) !== null
        : organizationDraftOfStore(ctx.store, organizationId) !== null;
    return typed ? true : { reason: t.form.unchanged };
  },
  run: ({ organizationId }, ctx) => {
    if (organizationId === undefined) setPlatformDraft(ctx.store, null);
    else dropOrganizationDraft(ctx.store, organizationId);
  },
});
