import { z } from 'zod';
import { level, user as userSchema, userCreate, type Level } from '../../api/schemas/users';
import { messages } from '../../messages';
import { screenContextAtom } from '../../state/screen';
import type { Store } from '../../state/store';
import { applyUserAtom, newUserDialogAtom, type NewUserTab } from '../../state/users';
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

const emailFormat = z.email();

export type IdentityErrors = Partial<Record<'username' | 'email', string>>;

/** Username required, e-mail required and well-formed: for a new user and for edit mode. */
export function validateIdentity(draft: { username: string; email: string }): IdentityErrors {
  const errors: IdentityErrors = {};
  if (!draft.username.trim()) errors.username = t.validation.usernameRequired;
  const email = draft.email.trim();
  if (!email) errors.email = t.validation.emailRequired;
  else if (!emailFormat.safeParse(email).success) errors.email = t.validation.emailInvalid;
  return errors;
}

/** Spec 5 "Single user": username, e-mail (format) and temporary password are required. */
export function validateNewUser(draft: Pick<NewUserDraft, 'username' | 'email' | 'password'>): NewUserErrors {
  const errors: NewUserErrors = validateIdentity(draft);
  if (!draft.password) errors.password = t.validation.passwordRequired;
  else if (draft.password.length < PASSWORD_MIN)
    errors.password = t.validation.passwordTooShort(PASSWORD_MIN);
  return errors;
}

/** Opens the New User dialog on a tab, on the user list. */
export function openNewUserDialog(store: Store, ctx: CommandContext, tab: NewUserTab): void {
  if (store.get(screenContextAtom).screen !== 'users') ctx.navigate('/users');
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
      created = await ctx.api.post('admin/users', {
        json: userCreate.parse({ ...draft, level: args.level, is_admin: args.is_admin }),
        schema: userSchema,
      });
    } catch (cause) {
      throw new Error(t.errors.create, { cause });
    }
    ctx.store.set(applyUserAtom, created);
    ctx.store.set(newUserDialogAtom, (dialog) => ({ ...dialog, open: false }));
    ctx.notify({ kind: 'success', message: t.done.created(created.username) });
  },
});
