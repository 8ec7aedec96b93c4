import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import { href, routes } from '../../state/routes';

type Addressed = Pick<MeetingType, 'id' | 'name' | 'type' | 'is_default' | 'is_org_wide'>;

/**
 * Where a template of a user's list opens: a personal one in its editor, a default or organisation template in
 * its read-only view, which knows from `?userId=` whose list it came from.
 */
export function userListTemplateHref(userId: number, template: Addressed): string {
  switch (typeOfTemplate(template)) {
    case 'personal':
      return href(routes.userTemplateEdit, { userId, templateName: template.name });
    case 'organization':
      return href(routes.organizationTemplateView, { name: template.name }, { userId });
    default:
      return href(routes.defaultTemplateView, { name: template.name }, { userId });
  }
}

/** Where a template of an organisation's list opens: its own in the editor, a default one in the view. */
export function organizationListTemplateHref(organizationId: number, template: Addressed): string {
  return typeOfTemplate(template) === 'default'
    ? href(routes.defaultTemplateView, { name: template.name }, { orgId: organizationId })
    : href(routes.organizationTemplateEdit, { orgId: organizationId, templateName: template.name });
}

/** A default template from the default templates list opens in the default-template editor. */
export const defaultTemplateHref = (template: Pick<MeetingType, 'id'>): string =>
  href(routes.defaultTemplateEdit, { id: template.id });
