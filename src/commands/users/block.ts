import { z } from 'zod';
import { userActionResult, type User } from '../../api/schemas/users';
import { messages } from '../../messages';
import { applyUserAtom, loadUser } from '../../state/users';
import { defineCommand, type Command, type CommandContext } from '../types';
import { failure } from '../shared/failure';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users;

interface BlockSpec {
  id: 'users.block' | 'users.unblock';
  undoId: 'users.block' | 'users.unblock';
  title: string;
  path: 'block' | 'unblock';
  failure: string;
  done: (name: string) => string;
  keywords: readonly string[];
}

async function toggleBlock(spec: BlockSpec, userId: number, ctx: CommandContext): Promise<void> {
  let changed: User;
  try {
    const answer = await ctx.api.post(`admin/users/${userId}/${spec.path}`, { schema: userActionResult });
    // Spec 4: the user is reloaded afterwards; the answer carries it, else it is fetched.
    changed = answer.user ?? (await loadUser(ctx.store, ctx.api, userId));
  } catch (cause) {
    throw failure(spec.failure, cause);
  }
  ctx.store.set(applyUserAtom, changed);
  ctx.notify({
    kind: 'success',
    message: spec.done(changed.username),
    undo: { commandId: spec.undoId, args: { userId } },
  });
}

function blockCommand(spec: BlockSpec): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    group: 'users',
    keywords: spec.keywords,
    args: z.object({ userId: userIdArg }),
    argPickers: { userId: userPicker },
    screenArgs: onScreenUser,
    contexts: ['users', 'userDetail'],
    run: ({ userId }, ctx) => toggleBlock(spec, userId, ctx),
  });
}

/** Blocks an account (spec 4: active → blocked); the toast offers to undo it. */
export const blockUser = blockCommand({
  id: 'users.block',
  undoId: 'users.unblock',
  title: t.commands.block,
  path: 'block',
  failure: t.errors.block,
  done: t.done.blocked,
  keywords: ['block user', 'blokkeren', 'deactivate', 'deactiveren', 'disable'],
});

/** Unblocks an account (blocked → active); the toast offers to undo it. */
export const unblockUser = blockCommand({
  id: 'users.unblock',
  undoId: 'users.block',
  title: t.commands.unblock,
  path: 'unblock',
  failure: t.errors.unblock,
  done: t.done.unblocked,
  keywords: ['unblock user', 'deblokkeren', 'activate', 'activeren', 'enable'],
});
