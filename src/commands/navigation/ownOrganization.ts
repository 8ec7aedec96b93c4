import { messages } from '../../messages';
import { ownOrganizationAtom } from '../../state/claims';
import { href, routes } from '../../state/routes';
import { defineCommand } from '../types';

/** An organisation administrator's way to their organisation's detail screen (their menu's Organisatie). */
export const goOwnOrganization = defineCommand({
  id: 'navigation.ownOrganization',
  title: messages.commands.goOwnOrganization,
  group: 'navigation',
  keywords: ['organisatie', 'mijn organisatie', 'organization', 'my organisation', 'groepen', 'groups'],
  roles: ['org_admin'],
  when: (_args, ctx) =>
    ctx.store.get(ownOrganizationAtom) ? true : { reason: messages.commands.noOwnOrganization },
  run: (_args, ctx) => {
    const own = ctx.store.get(ownOrganizationAtom);
    if (own) ctx.navigate(href(routes.organizationDetail, { id: own.id }));
  },
});
