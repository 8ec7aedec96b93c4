import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { User } from '../../api/schemas/users';
import { messages } from '../../messages';
import { applyUserAtom, knownUser, loadUser, userResource, usersResource } from '../../state/users';
import { defineCommand, type Availability, type Command, type CommandContext } from '../types';
import { failure } from '../shared/failure';
import { mayBlockOrDelete, mayManage } from './access';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users;

const blockArgs = z.object({ userId: userIdArg });
type BlockArgs = typeof blockArgs;

interface BlockSpec {
  id: 'users.block' | 'users.unblock';
  /** The opposite command, offered as undo on the toast. */
  undo: () => Command<BlockArgs>;
  title: string;
  endpoint: typeof endpoints.users.block | typeof endpoints.users.unblock;
  failure: string;
  done: (name: string) => string;
  keywords: readonly string[];
  /** The shared rule for the user, then whether a known user is in the state this command leaves. */
  allowed(args: { userId?: unknown }, ctx: CommandContext): Availability;
  /** The reason when the known user is already as this command would leave them. */
  already: { active: boolean; reason: string };
}

async function toggleBlock(spec: BlockSpec, userId: number, ctx: CommandContext): Promise<void> {
  let changed: User;
  try {
    const answer = await ctx.api.call(spec.endpoint, { params: { id: userId } });
    // The user is reloaded afterwards; the answer carries it, else it is fetched.
    changed = answer.user ?? (await loadUser(ctx.store, ctx.api, userId));
  } catch (cause) {
    throw failure(spec.failure, cause);
  }
  ctx.store.set(applyUserAtom, changed);
  ctx.notify({
    kind: 'success',
    message: spec.done(changed.username),
    undo: { commandId: spec.undo().id, args: { userId } },
  });
}

function blockCommand(spec: BlockSpec): Command<BlockArgs> {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    group: 'users',
    keywords: spec.keywords,
    args: blockArgs,
    argPickers: { userId: userPicker },
    screenArgs: onScreenUser,
    contexts: ['users', 'userDetail'],
    when: (args, ctx) => {
      const allowed = spec.allowed(args, ctx);
      if (allowed !== true || args.userId === undefined) return allowed;
      const user = knownUser(ctx.store, Number(args.userId));
      return user && user.is_active === spec.already.active ? { reason: spec.already.reason } : true;
    },
    // The list or the user is reloaded afterwards (the answer is shown at once meanwhile).
    invalidates: ({ userId }) => [usersResource.at(), userResource.at(userId)],
    run: ({ userId }, ctx) => toggleBlock(spec, userId, ctx),
  });
}

/** Blocks an account (active → blocked); the toast offers to undo it. Not one's own account. */
export const blockUser = blockCommand({
  id: 'users.block',
  undo: () => unblockUser,
  title: t.commands.block,
  endpoint: endpoints.users.block,
  failure: t.errors.block,
  done: t.done.blocked,
  keywords: ['block user', 'blokkeren', 'deactivate', 'deactiveren', 'disable'],
  allowed: mayBlockOrDelete(t.refusals.blockSelf),
  already: { active: false, reason: t.refusals.alreadyBlocked },
});

/** Unblocks an account (blocked → active); the toast offers to undo it. */
export const unblockUser = blockCommand({
  id: 'users.unblock',
  undo: () => blockUser,
  title: t.commands.unblock,
  endpoint: endpoints.users.unblock,
  failure: t.errors.unblock,
  done: t.done.unblocked,
  keywords: ['unblock user', 'deblokkeren', 'activate', 'activeren', 'enable'],
  allowed: mayManage,
  already: { active: true, reason: t.refusals.notBlocked },
});

/** The one of block and unblock that applies to this user now: a row and the detail screen offer it. */
export function blockToggleFor(user: Pick<User, 'is_active'>): Command<BlockArgs> {
  return user.is_active ? blockUser : unblockUser;
}
