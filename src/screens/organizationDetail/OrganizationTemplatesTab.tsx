import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import { deleteOrganizationTemplate } from '../../commands/templates/delete';
import { organizationListTemplateHref } from '../../commands/templates/links';
import { organizationOrder } from '../../commands/templates/order';
import { switchOffForOrganization, switchOnForOrganization } from '../../commands/templates/switch';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { organizationDisabledTemplatesResource, organizationTemplatesResource } from '../../state/templates';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { SortableList, SortableTableRow, useProgressiveRows, useSortableOrder } from '../common/SortableList';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { TemplateDialog } from '../templateEditor/TemplateDialog';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';

const t = messages.templateLists;

const titleOf = (template: MeetingType) => template.title;

/** What a row does, from the tab's command handles (one set for all rows keeps long lists cheap). */
interface RowActions {
  remove(templateId: number): void;
  switchOff(templateId: number): void;
  /** Opens the dialog editor on it. */
  quickEdit(template: MeetingType): void;
}

/** One template of the organisation: its own are edited and deleted, default ones viewed and switched off. */
const TemplateRow = memo(function TemplateRow({
  organizationId,
  template,
  actions,
}: {
  organizationId: number;
  template: MeetingType;
  actions: RowActions;
}) {
  const isDefault = typeOfTemplate(template) === 'default';
  return (
    <SortableTableRow id={template.id}>
      <Table.RowHeaderCell>{template.title}</Table.RowHeaderCell>
      <Table.Cell>
        <Text as="span" size="2" className="line-clamp-2 max-w-[48ch]">
          {template.description}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {isDefault ? (
          <TemplateTypeBadge type="default" />
        ) : template.is_org_wide ? (
          t.organization.yes
        ) : (
          t.organization.no
        )}
      </Table.Cell>
      <Table.Cell justify="end">
        <Flex gap="2" justify="end" align="center" wrap="wrap">
          <Button asChild size="1" variant="soft">
            <Link to={organizationListTemplateHref(organizationId, template)}>
              {isDefault ? t.view : t.edit}
              <span className="sr-only"> {template.title}</span>
            </Link>
          </Button>
          {!isDefault && (
            <Button size="1" variant="ghost" onClick={() => actions.quickEdit(template)}>
              {t.quickEdit}
              <span className="sr-only"> {template.title}</span>
            </Button>
          )}
          <Button
            size="1"
            variant="soft"
            color={isDefault ? 'gray' : 'red'}
            highContrast
            onClick={() => (isDefault ? actions.switchOff : actions.remove)(template.id)}
          >
            {isDefault ? t.switchOff : t.delete}
            <span className="sr-only"> {template.title}</span>
          </Button>
        </Flex>
      </Table.Cell>
    </SortableTableRow>
  );
});

/** The default templates switched off for the organisation (spec 2), by sort_order, each with enable. */
function DisabledTable({ organizationId }: { organizationId: number }) {
  const disabled = useResource(organizationDisabledTemplatesResource, organizationId);
  const rows = useMemo(
    () =>
      [...(disabled.data ?? [])].sort(
        (a, b) =>
          (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) ||
          a.id - b.id,
      ),
    [disabled.data],
  );
  return (
    <>
      <LoadState loadable={disabled} loading={t.loading} />
      {disabled.data && rows.length === 0 && (
        <Text as="p" size="2" color="gray" highContrast>
          {t.organization.noDisabled}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.Root variant="surface">
          <caption className="sr-only">{t.organization.disabledTableLabel}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.columns.name}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.columns.title}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.columns.description}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.columns.type}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((entry) => {
              const title = entry.title ?? entry.name ?? `#${entry.id}`;
              return (
                <Table.Row key={entry.id} align="center">
                  <Table.RowHeaderCell>{entry.name}</Table.RowHeaderCell>
                  <Table.Cell>{entry.title}</Table.Cell>
                  <Table.Cell>{entry.description}</Table.Cell>
                  <Table.Cell>
                    <TemplateTypeBadge type={entry.type ?? 'default'} />
                  </Table.Cell>
                  <Table.Cell justify="end">
                    <CommandButton
                      command={switchOnForOrganization}
                      args={{ organizationId, templateId: entry.id }}
                      size="1"
                      variant="soft"
                    >
                      {t.switchOn}
                      <span className="sr-only"> {title}</span>
                    </CommandButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </>
  );
}

/**
 * `/organizations/{id}?tab=templates` (spec 2): the organisation's templates in its order (drag, keyboard or
 * arrows), with view/edit, switch off (default templates) and delete (its own); new template; the switched-off
 * default templates with enable.
 */
export function OrganizationTemplatesTab({ organizationId }: { organizationId: number }) {
  const list = useResource(organizationTemplatesResource, organizationId);
  const reorder = useCommand(organizationOrder.reorder, { organizationId });
  const moveUp = useCommand(organizationOrder.moveUp, { organizationId });
  const moveDown = useCommand(organizationOrder.moveDown, { organizationId });
  const remove = useCommand(deleteOrganizationTemplate, { organizationId });
  const switchOff = useCommand(switchOffForOrganization, { organizationId });
  // Each row's type decides which of the two it offers, so both are available for it.
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
        <Button asChild>
          <Link to={href(routes.organizationTemplateNew, { orgId: organizationId })}>{t.newTemplate}</Link>
        </Button>
      </Flex>
      <LoadState loadable={list} loading={t.loading} />
      {templates && templates.length === 0 && (
        <Text as="p" color="gray" highContrast>
          {t.organization.empty}
        </Text>
      )}
      {templates && templates.length > 0 && (
        <>
          <Text as="p" size="1" color="gray" highContrast>
            {t.sortable.hint}
          </Text>
          <SortableList {...order}>
            <Table.Root variant="surface">
              <caption className="sr-only">{t.organization.tableLabel}</caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t.columns.order}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.title}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.description}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t.columns.orgWide}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((template) => (
                  <TemplateRow
                    key={template.id}
                    organizationId={organizationId}
                    template={template}
                    actions={actions}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          </SortableList>
        </>
      )}
      <section aria-labelledby={`organization-disabled-${organizationId}`} className="flex flex-col gap-2">
        <Heading as="h2" size="4" id={`organization-disabled-${organizationId}`}>
          {t.organization.disabledHeading}
        </Heading>
        <DisabledTable organizationId={organizationId} />
      </section>
      <TemplateDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        owner={{ kind: 'organization', organizationId }}
        template={editing ?? undefined}
      />
    </Flex>
  );
}
