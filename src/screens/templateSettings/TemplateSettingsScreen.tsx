import { Badge, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { TemplateSettingsItem } from '../../api/schemas/templates';
import { disableOwnDefault, enableOwnDefault, resetOwnOrder } from '../../commands/templates/ownSettings';
import { messages } from '../../messages';
import { ownTemplateSettingsResource } from '../../state/templates';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { EmptyList, TemplateTable, TemplateTitleCell } from '../common/templates/TemplateTable';
import { useResource } from '../common/useResource';
import { useRowFocus } from '../common/useRowFocus';
import { useScreen } from '../common/useScreen';

const t = messages.templateLists;

function Status({ item }: { item: TemplateSettingsItem }) {
  if (!item.is_disabled)
    return (
      <Badge color="green" highContrast>
        {t.enabledStatus}
      </Badge>
    );
  return (
    <Badge color="red" highContrast>
      {item.disabled_scope === 'organization' ? t.settings.byOrganization : t.disabledStatus}
    </Badge>
  );
}

function SettingsRow({ item }: { item: TemplateSettingsItem }) {
  return (
    <Table.Row align="center" data-row-id={item.id}>
      <TemplateTitleCell title={item.title} description={item.description} wide />
      <Table.Cell>
        <TemplateTypeBadge type={item.type} />
      </Table.Cell>
      <Table.Cell>
        <Status item={item} />
      </Table.Cell>
      <Table.Cell justify="end" data-row-actions="">
        {item.type === 'default' && (
          <CommandButton
            command={item.is_disabled ? enableOwnDefault : disableOwnDefault}
            args={{ templateId: item.id }}
            size="1"
            variant="soft"
            color={item.is_disabled ? undefined : 'gray'}
            highContrast={!item.is_disabled}
          >
            {item.is_disabled ? t.switchOn : t.switchOff}
            <span className="sr-only"> {item.title}</span>
          </CommandButton>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * `/template-settings`: every template available to the signed-in administrator, in their order, with type
 * badge; default templates switched off or on for themselves; reset of their own order.
 */
export function TemplateSettingsScreen() {
  useScreen('templateSettings');
  const list = useResource(ownTemplateSettingsResource, undefined);
  const items = list.data;
  const ids = useMemo(() => (items ?? []).map((item) => item.id), [items]);
  const focus = useRowFocus<HTMLElement>(ids);
  return (
    <section ref={focus} className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {messages.screens.templateSettings}
        </Heading>
        <CommandButton command={resetOwnOrder} variant="soft">
          {t.settings.resetOrder}
        </CommandButton>
      </Flex>
      <Text as="p" size="2" color="gray" highContrast>
        {t.settings.description}
      </Text>
      <LoadState loadable={list} loading={t.loading} />
      {items && items.length === 0 && <EmptyList>{t.settings.empty}</EmptyList>}
      {items && items.length > 0 && (
        <TemplateTable
          caption={t.settings.tableLabel}
          columns={[t.columns.title, t.columns.type, t.columns.status]}
        >
          {items.map((item) => (
            <SettingsRow key={item.id} item={item} />
          ))}
        </TemplateTable>
      )}
    </section>
  );
}
