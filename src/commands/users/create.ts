import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { level, userCreate, userUpdate, type Level } from '../../api/schemas/users';
import { formErrors } from '../../api/validation';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { screenContextAtom } from '../../state/screen';
import type { Store } from '../../state/store';
import { applyUserAtom, newUserDialogAtom, usersResource, type NewUserTab } from '../../state/users';
import { defineCommand, type CommandContext } from '../types';

const t = messages.users;

/** The server's minimum for a password (`userCreate`). */
export const PASSWORD_MIN = userCreate.shape.password.minLength ?? 8;

export interface NewUserDraft {
  username: string;
  email: string;
  password: string;
  level: Level;
  is_admin: boolean;
}

export type NewUserErrors = Partial<Record<'username' | 'email' | 'password', string>>;

export type IdentityErrors = Partial<Record<'username' | 'email', string>>;

const v = t.validation;

/** An emptied field counts as missing, so the schema's complaint is "required". */
const given = (value: string, trim = true) => ((trim ? value.trim() : value) === '' ? undefined : value);

const identityTexts = {
  username: {
    required: v.usernameRequired,
    too_long: v.usernameTooLong(userCreate.shape.username.maxLength ?? 150),
  },
  email: { required: v.emailRequired, '*': v.emailInvalid },
};

/**
 * Username required, e-mail required and well-formed, checked against the server's body schema
 * (`userUpdate`): for edit mode, and as part of a new user.
 */
export function validateIdentity(draft: { username: string; email: string }): IdentityErrors {
  return formErrors<keyof IdentityErrors>(
    userUpdate.pick({ username: true, email: true }).required(),
    { username: given(draft.username), email: given(draft.email) },
    identityTexts,
  );
}

/**
 * A single user: username, e-mail (format) and temporary password are required, checked against the
 * server's body schema (`userCreate`).
 */
export function validateNewUser(draft: Pick<NewUserDraft, 'username' | 'email' | 'password'>): NewUserErrors {
  return formErrors<keyof NewUserErrors>(
    userCreate.pick({ username: true, email: true, password: true }),
    { username: given(draft.username), email: given(draft.email), password: given(draft.password, false) },
    {
      ...identityTexts,
      password: {
        required: v.passwordRequired,
        too_short: v.passwordTooShort(PASSWORD_MIN),
        too_long: v.passwordTooLong(userCreate.shape.password.maxLength ?? 1024),
      },
    },
  );
}

/** Opens the New User dialog on a tab, on the user list. */
export function openNewUserDialog(store: Store, ctx: CommandContext, tab: NewUserTab): void {
  if (store.get(screenContextAtom).screen !== 'users') ctx.navigate(href(routes.users));
  store.set(newUserDialogAtom, { open: true, tab });
}

/**
 * Creates one user (`POST admin/users`). Without arguments (from the palette) it opens the New User dialog
 * on "Individueel Toevoegen".
 */
export const createUser = defineCommand({
  id: 'users.create',
  title: t.commands.create,
  group: 'users',
  keywords: ['new user', 'create user', 'add user', 'gebruiker toevoegen', 'aanmaken', 'nieuw account'],
  args: z.object({
    username: z.string().optional(),
    email: z.string().optional(),
    password: z.string().optional(),
    level: level.optional(),
    is_admin: z.boolean().optional(),
  }),
  contexts: ['users'],
  invalidates: ({ username, email, password }) =>
    username === undefined && email === undefined && password === undefined ? [] : [usersResource.at()],
  run: async (args, ctx) => {
    const { username, email, password } = args;
    if (username === undefined && email === undefined && password === undefined) {
      openNewUserDialog(ctx.store, ctx, 'single');
      return;
    }
    const draft = { username: username ?? '', email: email ?? '', password: password ?? '' };
    const invalid = Object.values(validateNewUser(draft));
    if (invalid.length > 0) throw new Error(invalid.join(' '));
    let created;
    try {
      created = await ctx.api.call(endpoints.users.create, {
        body: userCreate.parse({ ...draft, level: args.level, is_admin: args.is_admin }),
      });
    } catch (cause) {
      throw new Error(t.errors.create, { cause });
    }
    ctx.store.set(applyUserAtom, created);
    ctx.store.set(newUserDialogAtom, (dialog) => ({ ...dialog, open: false }));
    ctx.notify({ kind: 'success', message: t.done.created(created.username) });
  },
});
