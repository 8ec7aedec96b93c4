import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { groupMembers } from '../../state/groups';
import { organizationUsers } from '../../state/organizations';
import { TOAST_DURATION } from '../../state/toasts';
import { filterUsers } from '../../state/users';
import { organizationIdArg, chosenOrganization, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { USER_SUGGESTIONS, userIdArg, userOption } from '../users/pickUser';
import { defineCommand, type ArgPicker, type CommandContext } from '../types';
import { groupsChanged } from './changes';
import { chosenGroup, groupIdArg, groupName, groupOnScreen, pickGroup } from './pickGroup';

const t = messages.groups;

/** Users of the organisation who are not in the group yet (the available users, searched by name or e-mail). */
async function availableForGroup(ctx: CommandContext, organizationId: number, groupId: number) {
  const [users, members] = await Promise.all([
    organizationUsers(ctx.store, ctx.api, organizationId),
    groupMembers(ctx.store, ctx.api, organizationId, groupId),
  ]);
  const inGroup = new Set(members.map((m) => m.id));
  return users.filter((u) => !inGroup.has(u.id));
}

const pickNonMember: ArgPicker = {
  title: t.pickNonMember,
  options: async (ctx, query, args) =>
    filterUsers(
      await availableForGroup(ctx, chosenOrganization(args), chosenGroup(args)),
      query,
      USER_SUGGESTIONS,
    ).map(userOption),
};

const pickMember: ArgPicker = {
  title: t.pickMember,
  options: async (ctx, query, args) =>
    filterUsers(
      await groupMembers(ctx.store, ctx.api, chosenOrganization(args), chosenGroup(args)),
      query,
      USER_SUGGESTIONS,
    ).map(userOption),
};

const memberArgs = z.object({ organizationId: organizationIdArg, groupId: groupIdArg, userId: userIdArg });

/** The member's username, from the organisation's users as loaded. */
async function usernameOf(ctx: CommandContext, organizationId: number, userId: number): Promise<string> {
  const users = await organizationUsers(ctx.store, ctx.api, organizationId).catch(() => []);
  return users.find((u) => u.id === userId)?.username ?? `#${userId}`;
}

/** Links a user of the organisation to a group (moving them out of their present group). */
export const addGroupMember = defineCommand({
  id: 'groups.addMember',
  title: t.addMember,
  group: 'organizations',
  keywords: ['lid toevoegen', 'add member', 'koppelen', 'link user', 'groep'],
  args: memberArgs,
  argPickers: { organizationId: pickOrganization, groupId: pickGroup, userId: pickNonMember },
  screenArgs: groupOnScreen,
  contexts: ['organizationDetail'],
  invalidates: ({ organizationId, userId }) => groupsChanged(organizationId, [userId]),
  run: async ({ organizationId, groupId, userId }, ctx) => {
    try {
      await ctx.api.call(endpoints.groups.linkMember, {
        params: { id: organizationId, groupId },
        body: { user_id: userId },
      });
    } catch (cause) {
      throw failure(t.linkFailed, cause);
    }
    ctx.notify({
      kind: 'success',
      message: t.memberAdded(
        await usernameOf(ctx, organizationId, userId),
        groupName(ctx, organizationId, groupId),
      ),
      durationMs: TOAST_DURATION.long,
    });
  },
});

/** Unlinks a member from a group; they stay in the organisation. The toast offers to link them again. */
export const removeGroupMember = defineCommand({
  id: 'groups.removeMember',
  title: t.removeMember,
  group: 'organizations',
  keywords: ['lid ontkoppelen', 'remove member', 'unlink user', 'ontkoppelen', 'groep'],
  args: memberArgs,
  argPickers: { organizationId: pickOrganization, groupId: pickGroup, userId: pickMember },
  screenArgs: groupOnScreen,
  contexts: ['organizationDetail'],
  invalidates: ({ organizationId, userId }) => groupsChanged(organizationId, [userId]),
  run: async ({ organizationId, groupId, userId }, ctx) => {
    try {
      await ctx.api.call(endpoints.groups.unlinkMember, { params: { id: organizationId, groupId, userId } });
    } catch (cause) {
      throw failure(t.unlinkFailed, cause);
    }
    ctx.notify({
      kind: 'success',
      message: t.memberRemoved(
        await usernameOf(ctx, organizationId, userId),
        groupName(ctx, organizationId, groupId),
      ),
      durationMs: TOAST_DURATION.long,
      undo: { commandId: addGroupMember.id, args: { organizationId, groupId, userId } },
    });
  },
});
