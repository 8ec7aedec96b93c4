import { idParam } from '../../api/schemas/common';
import type { User } from '../../api/schemas/users';
import { messages } from '../../messages';
import type { ScreenContext } from '../../state/screen';
import { ensureUsers, filterUsers } from '../../state/users';
import type { ArgPicker, PickerOption } from '../types';

/** User search suggestions in the palette: at most 10. */
export const USER_SUGGESTIONS = 10;

/** A user id argument: a number, or its text from a route or a picker. */
export const userIdArg = idParam;

export function userOption(user: User): PickerOption {
  return { value: String(user.id), label: user.username, description: user.email };
}

/** Picks a user by username or e-mail, case-insensitive, at most 10 suggestions. */
export const userPicker: ArgPicker = {
  title: messages.users.commands.pickUser,
  options: async (ctx, query) =>
    filterUsers(await ensureUsers(ctx.store, ctx.api), query, USER_SUGGESTIONS).map(userOption),
};

/** `screenArgs` of the user commands: the user on the detail screen. */
export function onScreenUser(screen: ScreenContext): { userId?: string } {
  return screen.screen === 'userDetail' && screen.ids.userId ? { userId: screen.ids.userId } : {};
}
