import { z } from 'zod';
import { messages } from '../../messages';
import { organizationsResource } from '../../state/organizations';
import { href, routes } from '../../state/routes';
import { defineSearchProvider } from '../search';
import { defineCommand } from '../types';
import { findOrganizations, organizationIdArg, pickOrganization } from './pickOrganization';

const t = messages.organizations;

/** Opens an organisation's detail screen. */
export const openOrganization = defineCommand({
  id: 'organizations.open',
  title: t.open,
  group: 'organizations',
  keywords: ['organisatie openen', 'open organization', 'organisation', 'details', 'zoeken', 'search'],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  run: ({ organizationId }, ctx) => ctx.navigate(href(routes.organizationDetail, { id: organizationId })),
});

/** Organisations found by name in the palette; choosing one opens it. */
export const organizationSearch = defineSearchProvider({
  id: 'organizations',
  title: t.search,
  sources: [organizationsResource.at()],
  search: async (ctx, query) =>
    (await findOrganizations(ctx, query)).map((o) => ({
      key: String(o.id),
      label: o.name,
      description: t.userCount(o.user_count),
      commandId: openOrganization.id,
      args: { organizationId: o.id },
    })),
});
