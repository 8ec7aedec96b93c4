import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { knownOrganization, organizationsResource, storeOrganization } from '../../state/organizations';
import { userResource, usersResource } from '../../state/users';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';
import { organizationNameArg } from './create';
import { organizationIdArg, organizationOnScreen, pickOrganization } from './pickOrganization';

const t = messages.organizations;

/** Renames an organisation (the header's inline edit); the palette offers the present name to edit. */
export const renameOrganization = defineCommand({
  id: 'organizations.rename',
  calls: [endpoints.organizations.rename],
  title: t.rename,
  group: 'organizations',
  keywords: ['naam wijzigen', 'rename organization', 'organisation', 'bewerken', 'edit name'],
  args: z.object({ organizationId: organizationIdArg, name: organizationNameArg }),
  argPickers: {
    organizationId: pickOrganization,
    name: textPicker(t.namePicker, t.renameTo, (ctx, args) => {
      const id = organizationIdArg.safeParse(args.organizationId);
      return id.success ? knownOrganization(ctx.store, id.data)?.name : undefined;
    }),
  },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  // The detail and the list show the server's answer at once; users carry their organisation's name.
  invalidates: () => [organizationsResource.at(), usersResource.at(), userResource.at()],
  run: async ({ organizationId, name }, ctx) => {
    let renamed;
    try {
      renamed = await ctx.api.call(endpoints.organizations.rename, {
        params: { id: organizationId },
        body: { name },
      });
    } catch (cause) {
      throw failure(t.updateFailed, cause);
    }
    storeOrganization(ctx.store, renamed);
    ctx.notify({ kind: 'success', message: t.renamed(renamed.name) });
  },
});
