import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { DEFAULT_LEVEL } from '../../api/schemas/users';
import { messages } from '../../messages';
import { bulkBlocker, bulkLineProblems, parseBulkLines, type BulkEntry } from '../shared/bulkLines';
import { linesPicker } from '../shared/textPicker';
import { randomPassword } from '../users/bulkCreate';
import { defineCommand } from '../types';
import { makeAdminArg, pickRole } from './addUsers';
import { membershipChanged } from './membership';
import { failure } from '../shared/failure';
import { organizationIdArg, organizationOnScreen, pickOrganization } from './pickOrganization';

const t = messages.organizations;

/**
 * The list form of `POST …/users/bulk` for the organisation dialog's lines: username = the name before
 * the comma, else the address; a random 8-character password; level Lite; no admin rights.
 */
function bulkUsers(entries: readonly BulkEntry[], makeAdmin: boolean) {
  return entries.map((entry) => ({
    username: entry.name ?? entry.email,
    email: entry.email,
    password: randomPassword(),
    level: DEFAULT_LEVEL,
    is_admin: false,
    is_org_admin: makeAdmin,
  }));
}

/**
 * Creates users from lines of `naam, e-mailadres` or an address straight into an organisation; the palette asks
 * for the lines in a text area that checks them while they are typed.
 */
export const bulkAddUsersToOrganization = defineCommand({
  id: 'organizations.bulkAddUsers',
  title: t.bulkAddUsers,
  group: 'organizations',
  keywords: ['bulk toevoegen', 'bulk add', 'gebruikers aanmaken', 'create users', 'e-mailadressen', 'emails'],
  args: z.object({ organizationId: organizationIdArg, lines: z.string(), makeAdmin: makeAdminArg }),
  argPickers: {
    organizationId: pickOrganization,
    lines: linesPicker(
      t.pickLines,
      { hint: t.linesHint, check: (text, complete) => bulkLineProblems('organization', text, complete) },
      (text) => t.addLines(parseBulkLines('organization', text).entries.length),
    ),
    makeAdmin: pickRole,
  },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  invalidates: ({ organizationId }) => membershipChanged(organizationId),
  run: async ({ organizationId, lines, makeAdmin }, ctx) => {
    const parsed = parseBulkLines('organization', lines);
    const blocker = bulkBlocker(parsed);
    if (blocker) throw new Error([blocker, ...parsed.errors].join(' '));
    let result;
    try {
      result = await ctx.api.call(endpoints.organizations.bulkAddUsers, {
        params: { id: organizationId },
        body: { users: bulkUsers(parsed.entries, makeAdmin), make_admin: makeAdmin },
      });
    } catch (cause) {
      throw failure(t.bulkFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.bulkCreated(result.created.length) });
  },
});
