import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import {
  DEFAULT_LEVEL,
  levels,
  userUpdate,
  type Level,
  type User,
  type UserUpdate,
} from '../../api/schemas/users';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { applyUserAtom, editingUserAtom, userResource, usersResource } from '../../state/users';
import { defineCommand } from '../types';
import { failure } from '../shared/failure';
import { mayManage } from './access';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users;

/**
 * Saves changes to a user (`PUT admin/users/{id}`) and leaves edit mode. Without changes (from the palette)
 * it opens the user's detail screen in edit mode.
 */
export const updateUser = defineCommand({
  id: 'users.update',
  title: t.commands.update,
  group: 'users',
  keywords: ['edit user', 'update user', 'wijzigen', 'bewerken', 'level', 'admin rechten', 'organisatie'],
  args: z.object({ userId: userIdArg, changes: userUpdate.optional() }),
  argPickers: { userId: userPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: mayManage,
  invalidates: ({ userId, changes }) => (changes ? [usersResource.at(), userResource.at(userId)] : []),
  run: async ({ userId, changes }, ctx) => {
    if (!changes) {
      ctx.store.set(editingUserAtom, userId);
      ctx.navigate(href(routes.userDetail, { id: userId }));
      return;
    }
    let changed;
    try {
      changed = await ctx.api.call(endpoints.users.update, { params: { id: userId }, body: changes });
    } catch (cause) {
      throw failure(t.errors.update, cause);
    }
    ctx.store.set(applyUserAtom, changed);
    ctx.store.set(editingUserAtom, null);
    ctx.notify({ kind: 'success', message: t.done.updated });
  },
});

/** The editable fields of a user in edit mode (what an update takes, besides the group). */
export interface UserDraft {
  username: string;
  email: string;
  level: Level;
  is_admin: boolean;
  is_org_admin: boolean;
  organization_name: string;
}

export function draftOf(user: User): UserDraft {
  const known = levels.find((l) => l === user.level);
  return {
    username: user.username,
    email: user.email,
    level: known ?? DEFAULT_LEVEL,
    is_admin: user.is_admin,
    is_org_admin: user.is_org_admin,
    organization_name: user.organization_name ?? '',
  };
}

/** Only the fields the draft changes, so an untouched organisation keeps its group link. */
export function changesOf(user: User, draft: UserDraft): UserUpdate {
  const before = draftOf(user);
  const changes: UserUpdate = {};
  if (draft.username.trim() !== before.username) changes.username = draft.username.trim();
  if (draft.email.trim() !== before.email) changes.email = draft.email.trim();
  if (draft.level !== before.level) changes.level = draft.level;
  if (draft.is_admin !== before.is_admin) changes.is_admin = draft.is_admin;
  if (draft.is_org_admin !== before.is_org_admin) changes.is_org_admin = draft.is_org_admin;
  const organization = draft.organization_name.trim();
  if (organization !== before.organization_name) changes.organization_name = organization || null;
  return changes;
}
