import { messages } from '../../messages';
import { ensureUsers, filterUsers, usersResource } from '../../state/users';
import { defineSearchProvider, SEARCH_LIMIT } from '../search';
import { openUser } from './open';

/** Users by username or e-mail in the palette; choosing one opens its detail screen. */
export const userSearch = defineSearchProvider({
  id: 'users',
  title: messages.users.group,
  sources: [usersResource.at()],
  search: async (ctx, query) =>
    filterUsers(await ensureUsers(ctx.store, ctx.api), query, SEARCH_LIMIT).map((user) => ({
      key: String(user.id),
      label: user.username,
      description: user.email,
      commandId: openUser.id,
      args: { userId: user.id },
    })),
});
