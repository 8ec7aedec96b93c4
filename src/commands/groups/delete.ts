import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { mayDeleteGroup } from '../../api/rules/groups';
import { messages } from '../../messages';
import { groupById } from '../../state/groups';
import { TOAST_DURATION } from '../../state/toasts';
import { groupFailure } from '../shared/failure';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { groupsChanged } from './changes';
import { groupIdArg, groupName, groupOnScreen, groupPicker, knownGroup } from './pickGroup';

const t = messages.groups;

/**
 * Deletes a group after confirmation: its users are unlinked and linked templates released. The
 * default group cannot be deleted: refused before the confirmation when it is known to be the default (the
 * button is disabled with the reason), and the palette does not offer it.
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
  when: (args, ctx) => {
    const organizationId = organizationIdArg.safeParse(args.organizationId);
    const groupId = groupIdArg.safeParse(args.groupId);
    if (!organizationId.success || !groupId.success) return true;
    const group = knownGroup(ctx, organizationId.data, groupId.data);
    return group && mayDeleteGroup(group) ? { reason: t.defaultCannotBeDeleted } : true;
  },
  confirm: ({ organizationId, groupId }, ctx) => ({
    title: t.deleteTitle,
    description: t.deleteDescription(groupName(ctx, organizationId, groupId)),
    confirmLabel: t.deleteConfirm,
  }),
  // Its members are unlinked.
  invalidates: ({ organizationId }) => groupsChanged(organizationId),
  run: async ({ organizationId, groupId }, ctx) => {
    const remove = async () => {
      // Not known before (the palette on another screen): the server's group decides.
      const group = await groupById(ctx.store, ctx.api, organizationId, groupId);
      if (mayDeleteGroup(group)) return { refused: true, name: group.name };
      await ctx.api.call(endpoints.groups.delete, { params: { id: organizationId, groupId } });
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
  },
});
