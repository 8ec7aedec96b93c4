import { useState } from 'react';
import { saveNewUserTemplate } from '../../commands/templateEditor/createUserTemplate';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { emptyDraft } from '../../state/templateDraft';
import { userResource } from '../../state/users';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { FullEditor } from './FullEditor';
import { UserSelect } from './UserSelect';

const t = messages.templateEditor;

/**
 * `/templates/new?userId=`: a new personal template. Without a user in the address the editor asks for one (a
 * new user template needs a user); saving goes to that user's templates tab.
 */
export function UserTemplateNewScreen() {
  const { search } = useRoute(routes.userTemplateNew);
  const fromAddress = search.userId !== undefined && search.userId > 0 ? search.userId : null;
  const [picked, setPicked] = useState<number | null>(null);
  const userId = fromAddress ?? picked;
  useScreen('userTemplateNew', { userId: userId === null ? undefined : String(userId) });
  const user = useResource(userResource, userId).data;
  const create = useCommand(saveNewUserTemplate, userId === null ? {} : { userId });

  return (
    <FullEditor
      heading={messages.screens.userTemplateNew}
      owner={user ? t.forUser(user.username) : undefined}
      back={{ to: href(routes.users), label: t.backToUsers }}
      loading={false}
      loadError={null}
      source="new"
      target={{ owner: 'user', userId, templateName: null }}
      initial={emptyDraft}
      readOnlyReason={null}
      extraProblems={userId === null ? [messages.templates.userRequired] : []}
      saveBlocked={create.available ? null : create.reason}
      save={() => create.run()}
    >
      {fromAddress === null && <UserSelect value={picked} onChange={setPicked} />}
    </FullEditor>
  );
}
