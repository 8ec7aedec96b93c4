import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { mayEditInOrganizationList } from '../../api/rules/templates';
import { saveNewOrganizationTemplate } from '../../commands/templateEditor/createOrganizationTemplate';
import { saveOrganizationTemplate } from '../../commands/templateEditor/saveOrganizationTemplate';
import { messages } from '../../messages';
import { organizationResource } from '../../state/organizations';
import { href, routes } from '../../state/routes';
import { draftOf, emptyDraft, type EditorTarget } from '../../state/templateDraft';
import { organizationTemplateAddress, templateResource } from '../../state/templates';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { FullEditor } from './FullEditor';
import { idFromPath } from './routeIds';

const t = messages.templateEditor;

/**
 * `/organizations/{orgId}/templates/new` and `/organizations/{orgId}/templates/{templateName}`: an organisation
 * template (is_org_wide). Without a valid organisation the route goes to `/organizations`.
 */
export function OrganizationTemplateNewScreen() {
  const { params } = useRoute(routes.organizationTemplateNew);
  const organizationId = idFromPath(params.orgId);
  if (organizationId === null) return <Navigate to={href(routes.organizations)} replace />;
  return <NewOrganizationTemplate organizationId={organizationId} />;
}

export function OrganizationTemplateEditScreen() {
  const { params } = useRoute(routes.organizationTemplateEdit);
  const organizationId = idFromPath(params.orgId);
  const templateName = params.templateName?.trim();
  if (organizationId === null) return <Navigate to={href(routes.organizations)} replace />;
  if (!templateName) return <Navigate to={href(routes.organizationDetail, { id: organizationId })} replace />;
  return <EditOrganizationTemplate organizationId={organizationId} templateName={templateName} />;
}

/** The organisation's name for the line under the heading, and the way back to it (`/organizations/{id}`). */
function useOrganization(organizationId: number) {
  const organization = useResource(organizationResource, organizationId).data;
  return {
    owner: organization ? t.forOrganization(organization.name) : undefined,
    back: { to: href(routes.organizationDetail, { id: organizationId }), label: t.backToOrganization },
  };
}

function NewOrganizationTemplate({ organizationId }: { organizationId: number }) {
  useScreen('organizationTemplateNew', { organizationId: String(organizationId) });
  const create = useCommand(saveNewOrganizationTemplate, { organizationId });
  const target = useMemo<EditorTarget>(
    () => ({ owner: 'organization', organizationId, templateName: null }),
    [organizationId],
  );
  return (
    <FullEditor
      heading={messages.screens.organizationTemplateNew}
      {...useOrganization(organizationId)}
      loading={false}
      loadError={null}
      source={`new:${organizationId}`}
      target={target}
      initial={emptyDraft}
      readOnlyReason={null}
      saveBlocked={create.available ? null : create.reason}
      save={() => create.run()}
    />
  );
}

function EditOrganizationTemplate({
  organizationId,
  templateName,
}: {
  organizationId: number;
  templateName: string;
}) {
  const address = organizationTemplateAddress(organizationId, templateName);
  const loadable = useResource(templateResource, address);
  const save = useCommand(saveOrganizationTemplate, { organizationId, templateName });
  const template = loadable.data;
  const readOnlyReason =
    template && mayEditInOrganizationList(template) ? t.notEditableForOrganization : null;
  // The saved template's id, for its TAXONOMIEËN section and the palette's taxonomy commands.
  const templateId = template && readOnlyReason === null ? template.id : null;
  useScreen('organizationTemplateEdit', {
    organizationId: String(organizationId),
    templateName,
    templateId: templateId === null ? undefined : String(templateId),
  });
  const initial = useMemo(() => (template ? draftOf(template) : null), [template]);
  const target = useMemo<EditorTarget>(
    () => ({ owner: 'organization', organizationId, templateName }),
    [organizationId, templateName],
  );
  return (
    <FullEditor
      heading={template?.title || messages.screens.organizationTemplateEdit}
      {...useOrganization(organizationId)}
      loading={loadable.loading}
      loadError={loadable.error}
      source={address}
      target={target}
      initial={initial}
      readOnlyReason={readOnlyReason}
      templateId={templateId}
      saveBlocked={save.available ? null : save.reason}
      save={() => save.run()}
    />
  );
}
