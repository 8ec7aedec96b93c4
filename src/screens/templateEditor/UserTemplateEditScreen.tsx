import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { mayEditInUserList } from '../../api/rules/templates';
import { saveUserTemplate } from '../../commands/templateEditor/saveUserTemplate';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { draftOf, type EditorTarget } from '../../state/templateDraft';
import { templateResource, userTemplateAddress } from '../../state/templates';
import { userResource } from '../../state/users';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { FullEditor } from './FullEditor';
import { idFromPath } from './routeIds';

const t = messages.templateEditor;

/** `/templates/{userId}/{templateName}`; a missing or invalid parameter goes to `/`. */
export function UserTemplateEditScreen() {
  const { params } = useRoute(routes.userTemplateEdit);
  const userId = idFromPath(params.userId);
  const templateName = params.templateName?.trim();
  if (userId === null || !templateName) return <Navigate to={href(routes.dashboard)} replace />;
  return <UserTemplateEditor userId={userId} templateName={templateName} />;
}

function UserTemplateEditor({ userId, templateName }: { userId: number; templateName: string }) {
  const address = userTemplateAddress(userId, templateName);
  const loadable = useResource(templateResource, address);
  const user = useResource(userResource, userId).data;
  const save = useCommand(saveUserTemplate, { userId, templateName });
  const template = loadable.data;
  const readOnlyReason = template && mayEditInUserList(template) ? t.notEditableForUser : null;
  // The saved template's id, for its TAXONOMIEËN section and the palette's taxonomy commands.
  const templateId = template && readOnlyReason === null ? template.id : null;
  useScreen('userTemplateEdit', {
    userId: String(userId),
    templateName,
    templateId: templateId === null ? undefined : String(templateId),
  });
  const initial = useMemo(() => (template ? draftOf(template) : null), [template]);
  const target = useMemo<EditorTarget>(
    () => ({ owner: 'user', userId, templateName }),
    [userId, templateName],
  );

  return (
    <FullEditor
      heading={template?.title || messages.screens.userTemplateEdit}
      owner={user ? t.forUser(user.username) : undefined}
      back={{ to: href(routes.users), label: t.backToUsers }}
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
