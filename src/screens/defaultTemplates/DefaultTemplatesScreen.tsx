import { Button, Flex, Heading, Table } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { MeetingType } from '../../api/schemas/templates';
import { deleteDefaultTemplate } from '../../commands/templates/delete';
import { defaultTemplateHref } from '../../commands/templates/links';
import { defaultOrder } from '../../commands/templates/order';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { defaultTemplatesResource } from '../../state/templates';
import { SortableTemplateList } from '../common/templates/SortableTemplateList';
import { DescriptionCell } from '../common/templates/TemplateTable';
import { useTemplateRowActions } from '../common/templates/useTemplateRowActions';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useScreen } from '../common/useScreen';

const t = messages.templateLists;

const cells = (template: MeetingType) => (
  <>
    <Table.RowHeaderCell>
      <code className="text-sm">{template.name}</code>
    </Table.RowHeaderCell>
    <Table.Cell>{template.title}</Table.Cell>
    <DescriptionCell description={template.description} narrow />
    <Table.Cell>{template.complexity}</Table.Cell>
    <Table.Cell>{template.sort_order ?? ''}</Table.Cell>
  </>
);

/** Every default template is edited and deleted here. */
const own = () => true;

/**
 * `/default-templates`: name, title, description, complexity and order; move up/down (and drag), edit, delete
 * with confirmation, and a new default template.
 */
export function DefaultTemplatesScreen() {
  useScreen('defaultTemplates');
  const list = useResource(defaultTemplatesResource, undefined);
  const { actions } = useTemplateRowActions({ remove: useCommand(deleteDefaultTemplate).run });

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
      <SortableTemplateList
        list={list}
        order={defaultOrder}
        caption={t.defaults.tableLabel}
        empty={t.defaults.empty}
        columns={[
          t.columns.name,
          t.columns.title,
          t.columns.description,
          t.columns.complexity,
          t.columns.sortOrder,
        ]}
        cells={cells}
        hrefOf={defaultTemplateHref}
        own={own}
        actions={actions}
      />
    </section>
  );
}
