import { z } from 'zod';
import { messages } from '../../messages';
import { groupById, groupPath, loadGroups } from '../../state/groups';
import { TOAST_DURATION } from '../../state/toasts';
import { groupFailure } from '../shared/failure';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { groupIdArg, groupName, groupOnScreen, groupPicker } from './pickGroup';

const t = messages.groups;

/**
 * Deletes a group after confirmation: its users are unlinked and linked templates released (spec 4). The
 * default group cannot be deleted; the palette does not offer it.
 */
export const deleteGroup = defineCommand({
  id: 'groups.delete',
  title: t.delete,
  group: 'organizations',
  keywords: ['groep verwijderen', 'delete group', 'remove group', 'wissen'],
  args: z.object({ organizationId: organizationIdArg, groupId: groupIdArg }),
  argPickers: { organizationId: pickOrganization, groupId: groupPicker(t.pickGroup, (g) => !g.is_default) },
  screenArgs: groupOnScreen,
  contexts: ['organizationDetail'],
  confirm: ({ organizationId, groupId }, ctx) => ({
    title: t.deleteTitle,
    description: t.deleteDescription(groupName(ctx, organizationId, groupId)),
    confirmLabel: t.deleteConfirm,
  }),
  run: async ({ organizationId, groupId }, ctx) => {
    const remove = async () => {
      const group = await groupById(ctx.store, ctx.api, organizationId, groupId);
      if (group.is_default) return { refused: true, name: group.name };
      await ctx.api.delete(groupPath(organizationId, groupId));
      return { refused: false, name: group.name };
    };
    let outcome;
    try {
      outcome = await remove();
    } catch (cause) {
      throw groupFailure(t.deleteFailed, cause);
    }
    if (outcome.refused) throw new Error(t.defaultCannotBeDeleted);
    ctx.notify({ kind: 'success', message: t.deleted(outcome.name), durationMs: TOAST_DURATION.long });
    await loadGroups(ctx.store, ctx.api, organizationId).catch(() => undefined);
  },
});
