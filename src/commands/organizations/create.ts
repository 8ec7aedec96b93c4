import { z } from 'zod';
import { organization } from '../../api/schemas/organizations';
import { messages } from '../../messages';
import { loadOrganizations } from '../../state/organizations';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';

const t = messages.organizations;

/** Organisation name: trimmed, required (spec 5). */
export const organizationNameArg = z.string().trim().min(1, t.nameRequired).max(200);

/** The dialog's check before it runs the command: the message to show, or null. */
export function organizationNameError(name: string): string | null {
  const parsed = organizationNameArg.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? t.nameRequired);
}

/** Creates an organisation (name only) and opens it; the palette asks for the name as free text. */
export const createOrganization = defineCommand({
  id: 'organizations.create',
  title: t.create,
  group: 'organizations',
  keywords: ['nieuwe organisatie', 'new organization', 'organisation', 'aanmaken', 'create', 'toevoegen'],
  args: z.object({ name: organizationNameArg }),
  argPickers: { name: textPicker(t.namePicker, t.createAs) },
  contexts: ['organizations'],
  run: async ({ name }, ctx) => {
    let created;
    try {
      created = await ctx.api.post('admin/organizations', { json: { name }, schema: organization });
    } catch (cause) {
      throw failure(t.createFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.created(created.name) });
    ctx.navigate(`/organizations/${created.id}`);
    await loadOrganizations(ctx.store, ctx.api).catch(() => undefined);
  },
});
