import { z } from 'zod';
import { errorMessage } from '../../api/errors';
import { endpoints } from '../../api/endpoints';
import { DEFAULT_LEVEL, type User } from '../../api/schemas/users';
import { messages } from '../../messages';
import { applyUserAtom, bulkOutcomeAtom, usersResource, type BulkOutcome } from '../../state/users';
import { bulkBlocker, parseBulkLines } from '../shared/bulkLines';
import { defineCommand } from '../types';
import { openNewUserDialog } from './create';

const t = messages.users.bulk;

/** Bulk-created users get a random 8-character password. */
export const BULK_PASSWORD_LENGTH = 8;
/** The dialog closes 1.5 s after a bulk success, only when nothing failed. */
export const BULK_AUTO_CLOSE_MS = 1500;

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password from a cryptographic source (letters and digits, no look-alikes). */
export function randomPassword(length = BULK_PASSWORD_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** The success and problem lines for an outcome (`{n} gebruiker(s) succesvol aangemaakt`, per-address errors). */
export function bulkSummary(outcome: BulkOutcome): { success: string | null; problem: string | null } {
  return {
    success: outcome.created > 0 ? t.created(outcome.created) : null,
    problem:
      outcome.failures.length === 0
        ? null
        : outcome.created === 0
          ? `${t.problems(outcome.failures.length)}. ${t.noneCreated}`
          : t.problems(outcome.failures.length),
  };
}

/**
 * Creates a user for every address: the single-create call once per address, username = the address, a random
 * 8-character password, level Lite, no admin rights. Without arguments it opens the New User dialog on
 * "Bulk Toevoegen".
 */
export const bulkCreateUsers = defineCommand({
  id: 'users.bulkCreate',
  title: messages.users.commands.bulkCreate,
  group: 'users',
  keywords: ['bulk', 'bulk add users', 'import users', 'meerdere gebruikers', 'e-mailadressen', 'importeren'],
  args: z.object({ text: z.string().optional() }),
  contexts: ['users'],
  invalidates: ({ text }) => (text === undefined ? [] : [usersResource.at()]),
  run: async ({ text }, ctx) => {
    if (text === undefined) {
      openNewUserDialog(ctx.store, ctx, 'bulk');
      return;
    }
    const parsed = parseBulkLines('users', text);
    const blocker = bulkBlocker(parsed);
    if (blocker) throw new Error(blocker);
    ctx.store.set(bulkOutcomeAtom, null);
    const created: User[] = [];
    const failures: string[] = [];
    try {
      for (const { email } of parsed.entries) {
        const body = {
          username: email,
          email,
          password: randomPassword(),
          level: DEFAULT_LEVEL,
          is_admin: false,
        };
        let user: User;
        try {
          user = await ctx.api.call(endpoints.users.create, { body });
        } catch (error) {
          const reason = error instanceof Error && error.message ? error.message : t.unknownReason;
          failures.push(t.createError(email, reason));
          continue;
        }
        created.push(user);
        ctx.store.set(applyUserAtom, user);
      }
    } catch (error) {
      throw new Error(t.unexpected(errorMessage(error)), { cause: error });
    }
    const outcome: BulkOutcome = { created: created.length, failures };
    ctx.store.set(bulkOutcomeAtom, outcome);
    const { success, problem } = bulkSummary(outcome);
    if (success) ctx.notify({ kind: 'success', message: success });
    if (problem) ctx.notify({ kind: 'error', message: problem });
  },
});
