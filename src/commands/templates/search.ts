import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import { messages } from '../../messages';
import { callerAtom, mayUseAccess } from '../../state/claims';
import { routeAccess } from '../../state/routeAccess';
import { knownOrganization } from '../../state/organizations';
import { screenContextAtom } from '../../state/screen';
import {
  defaultTemplates,
  defaultTemplatesResource,
  organizationTemplates,
  organizationTemplatesResource,
  userTemplates,
  userTemplatesResource,
} from '../../state/templates';
import { knownUser } from '../../state/users';
import { matchesQuery } from '../organizations/pickOrganization';
import { defineSearchProvider, SEARCH_LIMIT, type SearchResult } from '../search';
import type { CommandContext } from '../types';
import { openDefaultTemplate, openOrganizationTemplate, openUserTemplate } from './open';

const t = messages.templateLists;
const types = messages.templates.types;

const matches = (query: string) => (template: MeetingType) =>
  matchesQuery(query, template.title, template.name, template.description);

/** The templates of the user or organisation on screen, opened from their list. */
async function onScreen(ctx: CommandContext, query: string): Promise<SearchResult[]> {
  const screen = ctx.store.get(screenContextAtom);
  const userId = screen.screen === 'userDetail' ? Number(screen.ids.userId) : NaN;
  const organizationId = screen.screen === 'organizationDetail' ? Number(screen.ids.organizationId) : NaN;
  if (Number.isInteger(userId) && userId > 0) {
    const owner = knownUser(ctx.store, userId)?.username ?? t.thisUser;
    return (await userTemplates(ctx.store, ctx.api, userId)).filter(matches(query)).map((template) => ({
      key: `user:${userId}:${template.id}`,
      label: template.title,
      description: t.searchDescription(types[typeOfTemplate(template)], owner),
      commandId: openUserTemplate.id,
      args: { userId, templateId: template.id },
    }));
  }
  if (Number.isInteger(organizationId) && organizationId > 0) {
    const owner = knownOrganization(ctx.store, organizationId)?.name ?? t.thisOrganization;
    return (await organizationTemplates(ctx.store, ctx.api, organizationId))
      .filter(matches(query))
      .map((template) => ({
        key: `organization:${organizationId}:${template.id}`,
        label: template.title,
        description: t.searchDescription(types[typeOfTemplate(template)], owner),
        commandId: openOrganizationTemplate.id,
        args: { organizationId, templateId: template.id },
      }));
  }
  return [];
}

/**
 * Templates in the palette by title, name or description: those of the user or organisation on screen first
 * (opened as from their list), then the default templates (opened in their editor).
 */
export const templateSearch = defineSearchProvider({
  id: 'templates',
  title: t.searchGroup,
  sources: [userTemplatesResource.at(), organizationTemplatesResource.at(), defaultTemplatesResource.at()],
  search: async (ctx, query) => {
    const [local, defaults] = await Promise.all([
      onScreen(ctx, query).catch(() => []),
      // Default templates are the platform's list (an organisation administrator finds them in their lists).
      mayUseAccess(ctx.store.get(callerAtom), routeAccess.defaultTemplates)
        ? defaultTemplates(ctx.store, ctx.api)
            .then((list) => list.filter(matches(query)))
            .catch(() => [])
        : [],
    ]);
    const shown = new Set(local.map((result) => result.args.templateId));
    const fromDefaults = defaults
      .filter((template) => !shown.has(template.id))
      .map((template) => ({
        key: `default:${template.id}`,
        label: template.title,
        description: t.searchDescription(types.default, template.name),
        commandId: openDefaultTemplate.id,
        args: { templateId: template.id },
      }));
    return [...local, ...fromDefaults].slice(0, SEARCH_LIMIT);
  },
});
