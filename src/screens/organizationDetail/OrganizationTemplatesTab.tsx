import { Flex, Table } from '@radix-ui/themes';
import { useCallback, useMemo } from 'react';
import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import { deleteOrganizationTemplate } from '../../commands/templates/delete';
import { organizationListTemplateHref } from '../../commands/templates/links';
import { organizationOrder } from '../../commands/templates/order';
import { switchOffForOrganization, switchOnForOrganization } from '../../commands/templates/switch';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { organizationDisabledTemplatesResource, organizationTemplatesResource } from '../../state/templates';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { DisabledTemplatesSection } from '../common/templates/DisabledTemplatesSection';
import { SortableTemplateList } from '../common/templates/SortableTemplateList';
import { TemplateListHeader } from '../common/templates/TemplateListHeader';
import { DescriptionCell } from '../common/templates/TemplateTable';
import { useTemplateRowActions } from '../common/templates/useTemplateRowActions';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';

const t = messages.templateLists;

const isDefault = (template: MeetingType) => typeOfTemplate(template) === 'default';

const cells = (template: MeetingType) => (
  <>
    <Table.RowHeaderCell>{template.title}</Table.RowHeaderCell>
    <DescriptionCell description={template.description} />
    <Table.Cell>
      {isDefault(template) ? (
        <TemplateTypeBadge type="default" />
      ) : template.is_org_wide ? (
        t.organization.yes
      ) : (
        t.organization.no
      )}
    </Table.Cell>
  </>
);

/** The organisation's own templates are edited and deleted, default ones viewed and switched off. */
const own = (template: MeetingType) => !isDefault(template);

/**
 * The list holds the default templates the organisation uses besides its own: the count says both, so its
 * own number is the one the header shows (Eigen templates).
 */
const countOf = (templates: readonly MeetingType[]) =>
  t.organization.count(templates.length, templates.filter(own).length);

const bySortOrder = (a: { id: number; sort_order?: number | null }, b: typeof a) =>
  (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/** The default templates switched off for the organisation, by sort_order, each with enable. */
function DisabledDefaultTemplates({ organizationId }: { organizationId: number }) {
  const disabled = useResource(organizationDisabledTemplatesResource, organizationId);
  const rows = useMemo(() => disabled.data && [...disabled.data].sort(bySortOrder), [disabled.data]);
  return (
    <DisabledTemplatesSection
      heading={t.organization.disabledHeading}
      loadable={disabled}
      rows={rows}
      caption={t.organization.disabledTableLabel}
      empty={t.organization.noDisabled}
      columns={[t.columns.name, t.columns.title, t.columns.description, t.columns.type]}
      cells={(entry) => (
        <>
          <Table.RowHeaderCell>{entry.name}</Table.RowHeaderCell>
          <Table.Cell>{entry.title}</Table.Cell>
          <Table.Cell>{entry.description}</Table.Cell>
          <Table.Cell>
            <TemplateTypeBadge type={entry.type ?? 'default'} />
          </Table.Cell>
        </>
      )}
      switchOn={switchOnForOrganization}
      argsOf={(templateId) => ({ organizationId, templateId })}
    />
  );
}

/**
 * `/organizations/{id}?tab=templates`: the organisation's templates in its order (drag, keyboard or arrows),
 * with view/edit, switch off (default templates) and delete (its own); new template; the switched-off default
 * templates with enable.
 */
export function OrganizationTemplatesTab({ organizationId }: { organizationId: number }) {
  const list = useResource(organizationTemplatesResource, organizationId);
  // Each row's type decides which of the two it offers, so both are available for it.
  const { actions, dialog } = useTemplateRowActions({
    remove: useCommand(deleteOrganizationTemplate, { organizationId }).run,
    switchOff: useCommand(switchOffForOrganization, { organizationId }).run,
    owner: { kind: 'organization', organizationId },
  });
  const hrefOf = useCallback(
    (template: MeetingType) => organizationListTemplateHref(organizationId, template),
    [organizationId],
  );

  return (
    <Flex direction="column" gap="4">
      <TemplateListHeader
        templates={list.data}
        count={countOf}
        newHref={href(routes.organizationTemplateNew, { orgId: organizationId })}
      />
      <SortableTemplateList
        list={list}
        order={organizationOrder}
        owner={{ organizationId }}
        caption={t.organization.tableLabel}
        empty={t.organization.empty}
        columns={[t.columns.title, t.columns.description, t.columns.orgWide]}
        cells={cells}
        hrefOf={hrefOf}
        own={own}
        actions={actions}
      />
      <DisabledDefaultTemplates organizationId={organizationId} />
      {dialog}
    </Flex>
  );
}
