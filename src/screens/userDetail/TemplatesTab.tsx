import { Button, Flex, Table } from '@radix-ui/themes';
import { useCallback, useState } from 'react';
import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import type { User } from '../../api/schemas/users';
import { deleteUserTemplate } from '../../commands/templates/delete';
import { userListTemplateHref } from '../../commands/templates/links';
import { userOrder } from '../../commands/templates/order';
import { switchOffForUser } from '../../commands/templates/switch';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { userTemplatesResource } from '../../state/templates';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { SortableTemplateList } from '../common/templates/SortableTemplateList';
import { TemplateListHeader } from '../common/templates/TemplateListHeader';
import { TemplateTitleCell } from '../common/templates/TemplateTable';
import { useTemplateRowActions } from '../common/templates/useTemplateRowActions';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { DisabledTemplates } from './DisabledTemplates';
import { DuplicateTemplatesDialog } from './DuplicateTemplatesDialog';

const t = messages.templateLists;

const cells = (template: MeetingType) => (
  <>
    <TemplateTitleCell title={template.title} description={template.description} />
    <Table.Cell>
      <TemplateTypeBadge type={typeOfTemplate(template)} />
    </Table.Cell>
  </>
);

/** Personal templates are edited and deleted here; default and organisation ones viewed or switched off. */
const personal = (template: MeetingType) => typeOfTemplate(template) === 'personal';

/**
 * `/users/{id}?tab=templates`: the user's effective templates in their order, with type badges; drag, keyboard
 * and arrow-button reordering saved at once; the switched-off list; new template; duplicate dialog.
 */
export function TemplatesTab({ user }: { user: User }) {
  const userId = user.id;
  const list = useResource(userTemplatesResource, userId);
  // Each row's type decides which of the two it offers (see `personal`), so both are available for it.
  const { actions, dialog } = useTemplateRowActions({
    remove: useCommand(deleteUserTemplate, { userId }).run,
    switchOff: useCommand(switchOffForUser, { userId }).run,
    owner: { kind: 'user', userId },
  });
  const hrefOf = useCallback((template: MeetingType) => userListTemplateHref(userId, template), [userId]);
  const [duplicating, setDuplicating] = useState(false);

  return (
    <Flex direction="column" gap="4">
      <TemplateListHeader templates={list.data} newHref={href(routes.userTemplateNew, undefined, { userId })}>
        <Button variant="soft" onClick={() => setDuplicating(true)}>
          {t.user.duplicateButton}
        </Button>
      </TemplateListHeader>
      <SortableTemplateList
        list={list}
        order={userOrder}
        owner={{ userId }}
        caption={t.user.listLabel(user.username)}
        empty={t.user.empty}
        columns={[t.columns.title, t.columns.type]}
        cells={cells}
        hrefOf={hrefOf}
        own={personal}
        actions={actions}
      />
      <DisabledTemplates user={user} />
      <DuplicateTemplatesDialog target={user} open={duplicating} onOpenChange={setDuplicating} />
      {dialog}
    </Flex>
  );
}
