import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import type { User } from '../../api/schemas/users';
import { deleteUserTemplate } from '../../commands/templates/delete';
import { userListTemplateHref } from '../../commands/templates/links';
import { userOrder } from '../../commands/templates/order';
import { switchOffForUser } from '../../commands/templates/switch';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { userTemplatesResource } from '../../state/templates';
import { LoadState } from '../common/LoadState';
import { SortableList, SortableTableRow, useProgressiveRows, useSortableOrder } from '../common/SortableList';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { TemplateDialog } from '../templateEditor/TemplateDialog';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { DisabledTemplates } from './DisabledTemplates';
import { DuplicateTemplatesDialog } from './DuplicateTemplatesDialog';

const t = messages.templateLists;

const titleOf = (template: MeetingType) => template.title;

/** What a row does, from the list's command handles (one set for all rows keeps 300 rows cheap). */
interface RowActions {
  remove(templateId: number): void;
  switchOff(templateId: number): void;
  /** Opens the dialog editor on it. */
  quickEdit(template: MeetingType): void;
}

/** Personal templates are edited and deleted here; default and organisation ones viewed or switched off (spec 6). */
const TemplateRow = memo(function TemplateRow({
  userId,
  template,
  actions,
}: {
  userId: number;
  template: MeetingType;
  actions: RowActions;
}) {
  const type = typeOfTemplate(template);
  const personal = type === 'personal';
  return (
    <SortableTableRow id={template.id}>
      <Table.RowHeaderCell>
        <Text as="div" weight="medium">
          {template.title}
        </Text>
        {template.description && (
          <Text as="div" size="1" color="gray" highContrast className="line-clamp-1 max-w-[48ch]">
            {template.description}
          </Text>
        )}
      </Table.RowHeaderCell>
      <Table.Cell>
        <TemplateTypeBadge type={type} />
      </Table.Cell>
      <Table.Cell justify="end">
        <Flex gap="2" justify="end" align="center" wrap="wrap">
          <Button asChild size="1" variant="soft">
            <Link to={userListTemplateHref(userId, template)}>
              {personal ? t.edit : t.view}
              <span className="sr-only"> {template.title}</span>
            </Link>
          </Button>
          {personal && (
            <Button size="1" variant="ghost" onClick={() => actions.quickEdit(template)}>
              {t.quickEdit}
              <span className="sr-only"> {template.title}</span>
            </Button>
          )}
          <Button
            size="1"
            variant="soft"
            color={personal ? 'red' : 'gray'}
            highContrast
            onClick={() => (personal ? actions.remove : actions.switchOff)(template.id)}
          >
            {personal ? t.delete : t.switchOff}
            <span className="sr-only"> {template.title}</span>
          </Button>
        </Flex>
      </Table.Cell>
    </SortableTableRow>
  );
});

/**
 * `/users/{id}?tab=templates` (spec 2): the user's effective templates in their order, with type badges; drag,
 * keyboard and arrow-button reordering saved at once; the switched-off list; new template; duplicate dialog.
 */
export function TemplatesTab({ user }: { user: User }) {
  const userId = user.id;
  const list = useResource(userTemplatesResource, userId);
  const reorder = useCommand(userOrder.reorder, { userId });
  const moveUp = useCommand(userOrder.moveUp, { userId });
  const moveDown = useCommand(userOrder.moveDown, { userId });
  const remove = useCommand(deleteUserTemplate, { userId });
  const switchOff = useCommand(switchOffForUser, { userId });
  const [duplicating, setDuplicating] = useState(false);
  // Each row's type decides which of the two it offers (spec 6), so both are available for it.
  const [editing, setEditing] = useState<MeetingType | null>(null);
  const removeRun = remove.run;
  const switchOffRun = switchOff.run;
  const actions = useMemo<RowActions>(
    () => ({
      remove: (templateId) => void removeRun({ templateId }),
      switchOff: (templateId) => void switchOffRun({ templateId }),
      quickEdit: setEditing,
    }),
    [removeRun, switchOffRun],
  );

  const templates = list.data;
  const rows = useProgressiveRows(templates);
  const order = useSortableOrder(templates, titleOf, {
    reorder: (ids) => reorder.run({ templateIds: ids }),
    move: (id, delta) => (delta < 0 ? moveUp : moveDown).run({ templateId: id }),
  });

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray" highContrast aria-live="polite">
          {templates ? t.count(templates.length) : ''}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button asChild>
            <Link to={href(routes.userTemplateNew, undefined, { userId })}>{t.newTemplate}</Link>
          </Button>
          <Button variant="soft" onClick={() => setDuplicating(true)}>
            {t.user.duplicateButton}
          </Button>
        </Flex>
      </Flex>
      <LoadState loadable={list} loading={t.loading} />
      {templates && templates.length === 0 && (
        <Text as="p" color="gray" highContrast>
          {t.user.empty}
        </Text>
      )}
      {templates && templates.length > 0 && (
        <>
          <Text as="p" size="1" color="gray" highContrast>
            {t.sortable.hint}
          </Text>
          <SortableList {...order}>
            <Table.Root variant="surface">
              <caption className="sr-only">{t.user.listLabel(user.username)}</caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t.columns.order}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.title}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.type}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((template) => (
                  <TemplateRow key={template.id} userId={userId} template={template} actions={actions} />
                ))}
              </Table.Body>
            </Table.Root>
          </SortableList>
        </>
      )}
      <section aria-labelledby={`disabled-templates-${userId}`} className="flex flex-col gap-2">
        <Heading as="h2" size="4" id={`disabled-templates-${userId}`}>
          {t.user.disabledHeading}
        </Heading>
        <DisabledTemplates user={user} />
      </section>
      <DuplicateTemplatesDialog target={user} open={duplicating} onOpenChange={setDuplicating} />
      <TemplateDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        owner={{ kind: 'user', userId }}
        template={editing ?? undefined}
      />
    </Flex>
  );
}
