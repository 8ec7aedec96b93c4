import { z } from 'zod';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { defineCommand } from '../types';
import { userIdArg, userPicker } from './pickUser';

/** Opens a user's detail screen; the palette asks for the user. */
export const openUser = defineCommand({
  id: 'users.open',
  title: messages.users.commands.open,
  group: 'users',
  keywords: ['open user', 'gebruiker openen', 'details', 'zoek gebruiker', 'find user'],
  args: z.object({ userId: userIdArg }),
  argPickers: { userId: userPicker },
  run: ({ userId }, ctx) => ctx.navigate(href(routes.userDetail, { id: userId })),
});
