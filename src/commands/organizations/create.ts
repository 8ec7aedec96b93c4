import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { organizationName } from '../../api/schemas/organizations';
import { messages } from '../../messages';
import { organizationsResource } from '../../state/organizations';
import { href, routes } from '../../state/routes';
import { bodyTextField } from '../shared/bodyField';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';

const t = messages.organizations;

/** Organisation name as the server takes it (`organizationName`): trimmed, required. */
const name = bodyTextField(organizationName, 'name', { name: { '*': t.nameRequired } });

/** The name argument of create and rename. */
export const organizationNameArg = name.arg;

/** The dialog's check before it runs the command: the message to show, or null. */
export const organizationNameError = (value: string): string | null => name.error(value);

/** Creates an organisation (name only) and opens it; the palette asks for the name as free text. */
export const createOrganization = defineCommand({
  id: 'organizations.create',
  calls: [endpoints.organizations.create],
  title: t.create,
  group: 'organizations',
  keywords: ['nieuwe organisatie', 'new organization', 'organisation', 'aanmaken', 'create', 'toevoegen'],
  args: z.object({ name: organizationNameArg }),
  argPickers: { name: textPicker(t.namePicker, t.createAs) },
  contexts: ['organizations'],
  invalidates: () => [organizationsResource.at()],
  run: async ({ name }, ctx) => {
    let created;
    try {
      created = await ctx.api.call(endpoints.organizations.create, { body: { name } });
    } catch (cause) {
      throw failure(t.createFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.created(created.name) });
    ctx.navigate(href(routes.organizationDetail, { id: created.id }));
  },
});
