import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { memo, useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { MeetingType } from '../../api/schemas/templates';
import { deleteDefaultTemplate } from '../../commands/templates/delete';
import { defaultTemplateHref } from '../../commands/templates/links';
import { defaultOrder } from '../../commands/templates/order';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { defaultTemplatesResource } from '../../state/templates';
import { LoadState } from '../common/LoadState';
import { SortableList, SortableTableRow, useProgressiveRows, useSortableOrder } from '../common/SortableList';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useScreen } from '../common/useScreen';

const t = messages.templateLists;

const titleOf = (template: MeetingType) => template.title;

const DefaultTemplateRow = memo(function DefaultTemplateRow({
  template,
  remove,
}: {
  template: MeetingType;
  /** The delete command of the screen (one handle for all rows). */
  remove(templateId: number): void;
}) {
  return (
    <SortableTableRow id={template.id}>
      <Table.RowHeaderCell>
        <code className="text-sm">{template.name}</code>
      </Table.RowHeaderCell>
      <Table.Cell>{template.title}</Table.Cell>
      <Table.Cell>
        <Text as="span" size="2" className="line-clamp-2 max-w-[40ch]">
          {template.description}
        </Text>
      </Table.Cell>
      <Table.Cell>{template.complexity}</Table.Cell>
      <Table.Cell>{template.sort_order ?? ''}</Table.Cell>
      <Table.Cell justify="end">
        <Flex gap="2" justify="end" align="center" wrap="wrap">
          <Button asChild size="1" variant="soft">
            <Link to={defaultTemplateHref(template)}>
              {t.edit}
              <span className="sr-only"> {template.title}</span>
            </Link>
          </Button>
          <Button size="1" variant="soft" color="red" highContrast onClick={() => remove(template.id)}>
            {t.delete}
            <span className="sr-only"> {template.title}</span>
          </Button>
        </Flex>
      </Table.Cell>
    </SortableTableRow>
  );
});

/**
 * `/default-templates` (spec 2): name, title, description, complexity and order; move up/down (and drag), edit,
 * delete with confirmation, and a new default template.
 */
export function DefaultTemplatesScreen() {
  useScreen('defaultTemplates');
  const list = useResource(defaultTemplatesResource, undefined);
  const reorder = useCommand(defaultOrder.reorder);
  const moveUp = useCommand(defaultOrder.moveUp);
  const moveDown = useCommand(defaultOrder.moveDown);
  const removeRun = useCommand(deleteDefaultTemplate).run;
  const remove = useCallback((templateId: number) => void removeRun({ templateId }), [removeRun]);
  const templates = list.data;
  const rows = useProgressiveRows(templates);
  const order = useSortableOrder(templates, titleOf, {
    reorder: (ids) => reorder.run({ templateIds: ids }),
    move: (id, delta) => (delta < 0 ? moveUp : moveDown).run({ templateId: id }),
  });

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {messages.screens.defaultTemplates}
        </Heading>
        <Button asChild>
          <Link to={href(routes.defaultTemplateNew)}>{t.defaults.newButton}</Link>
        </Button>
      </Flex>
      <LoadState loadable={list} loading={t.loading} />
      {templates && templates.length === 0 && (
        <Text as="p" color="gray" highContrast>
          {t.defaults.empty}
        </Text>
      )}
      {templates && templates.length > 0 && (
        <>
          <Text as="p" size="1" color="gray" highContrast>
            {t.sortable.hint}
          </Text>
          <SortableList {...order}>
            <Table.Root variant="surface">
              <caption className="sr-only">{t.defaults.tableLabel}</caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t.columns.order}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.name}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.title}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.description}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.complexity}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.sortOrder}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((template) => (
                  <DefaultTemplateRow key={template.id} template={template} remove={remove} />
                ))}
              </Table.Body>
            </Table.Root>
          </SortableList>
        </>
      )}
    </section>
  );
}
