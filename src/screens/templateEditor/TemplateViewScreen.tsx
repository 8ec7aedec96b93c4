import { useMemo } from 'react';
import { typeOfTemplate, type MeetingType, type TemplateType } from '../../api/schemas/templates';
import { messages } from '../../messages';
import type { Loadable } from '../../state/loadable';
import { href, routes } from '../../state/routes';
import { draftOf, type EditorTarget } from '../../state/templateDraft';
import {
  defaultTemplatesResource,
  organizationTemplateAddress,
  templateResource,
  userTemplateAddress,
  type TemplateAddress,
} from '../../state/templates';
import { userResource } from '../../state/users';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { FullEditor } from './FullEditor';

const t = messages.templateEditor;

type ViewKind = Exclude<TemplateType, 'personal'>;

const viewTarget: EditorTarget = { owner: 'view' };

/** `/templates/default/{name}`: a default template, read-only, from a user's or organisation's list. */
export function DefaultTemplateViewScreen() {
  return <TemplateView kind="default" />;
}

/** `/templates/organization/{name}`: an organisation template, read-only, from a user's list. */
export function OrganizationTemplateViewScreen() {
  return <TemplateView kind="organization" />;
}

interface Resolved {
  template: MeetingType | null;
  loading: boolean;
  error: string | null;
}

const ofKind = (loadable: Loadable<MeetingType>, kind: ViewKind) =>
  loadable.data && typeOfTemplate(loadable.data) === kind ? loadable.data : null;

/**
 * The template of the view. It is read through the list it came from (`?userId=`: the user's templates, which
 * include their organisation's and the default ones; `?orgId=`: the organisation's). A name that several owners
 * use answers the closest one (a personal template first), so a template of another kind than the view's is
 * looked up once more where that kind lives: a default template in the default templates, an organisation
 * template in the user's organisation.
 */
function useViewedTemplate(kind: ViewKind, name: string, userId?: number, orgId?: number): Resolved {
  const primary: TemplateAddress | null =
    userId !== undefined
      ? userTemplateAddress(userId, name)
      : orgId !== undefined
        ? organizationTemplateAddress(orgId, name)
        : null;
  const first = useResource(templateResource, primary);
  const found = ofKind(first, kind);
  const missed = primary === null || first.error !== null || (first.data !== null && found === null);

  const defaults = useResource(defaultTemplatesResource, kind === 'default' && missed ? undefined : null);
  const user = useResource(userResource, kind === 'organization' && missed && userId ? userId : null).data;
  const userOrganization = user?.organization_id ?? null;
  const second = useResource(
    templateResource,
    userOrganization !== null ? organizationTemplateAddress(userOrganization, name) : null,
  );

  if (found) return { template: found, loading: false, error: null };
  if (!missed) return { template: null, loading: first.loading || first.data === null, error: null };
  if (kind === 'default') {
    const template = defaults.data?.find((d) => d.name === name) ?? null;
    const absent = defaults.data !== null && template === null;
    return {
      template,
      loading: defaults.loading,
      error: defaults.error ?? (absent ? messages.templates.defaultLoadFailed : null),
    };
  }
  if (primary === null) return { template: null, loading: false, error: t.viewNeedsOwner };
  const template = ofKind(second, 'organization');
  const settled = userOrganization === null || second.error !== null || second.data !== null;
  return {
    template,
    loading: !settled,
    error: template || !settled ? null : (second.error ?? messages.templates.organizationTemplateLoadFailed),
  };
}

function TemplateView({ kind }: { kind: ViewKind }) {
  const route = kind === 'default' ? routes.defaultTemplateView : routes.organizationTemplateView;
  const { params, search } = useRoute(route);
  const name = params.name ?? '';
  const { userId, orgId } = search;
  useScreen(kind === 'default' ? 'defaultTemplateView' : 'organizationTemplateView', {
    templateName: name,
    userId: userId === undefined ? undefined : String(userId),
    organizationId: orgId === undefined ? undefined : String(orgId),
  });
  const { template, loading, error } = useViewedTemplate(kind, name, userId, orgId);
  const initial = useMemo(() => (template ? draftOf(template) : null), [template]);

  const back =
    userId !== undefined
      ? { to: href(routes.userDetail, { id: userId }, { tab: 'templates' }), label: t.viewBackToUser }
      : orgId !== undefined
        ? {
            to: href(routes.organizationDetail, { id: orgId }, { tab: 'templates' }),
            label: t.viewBackToOrganization,
          }
        : { to: href(routes.defaultTemplates), label: t.backToDefaults };

  return (
    <FullEditor
      heading={
        template?.title ||
        messages.screens[kind === 'default' ? 'defaultTemplateView' : 'organizationTemplateView']
      }
      owner={messages.templates.types[kind]}
      back={back}
      loading={loading}
      loadError={error}
      source={`view:${kind}:${name}:${template?.id ?? ''}`}
      target={viewTarget}
      initial={initial}
      readOnlyReason={t.readOnly}
    />
  );
}
