import { Badge, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { TemplateSettingsItem } from '../../api/schemas/templates';
import { disableOwnDefault, enableOwnDefault, resetOwnOrder } from '../../commands/templates/ownSettings';
import { messages } from '../../messages';
import { ownTemplateSettingsResource } from '../../state/templates';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { useResource } from '../common/useResource';
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
    <Table.Row align="center">
      <Table.RowHeaderCell>
        <Text as="div" weight="medium">
          {item.title}
        </Text>
        {item.description && (
          <Text as="div" size="1" color="gray" highContrast className="line-clamp-1 max-w-[56ch]">
            {item.description}
          </Text>
        )}
      </Table.RowHeaderCell>
      <Table.Cell>
        <TemplateTypeBadge type={item.type} />
      </Table.Cell>
      <Table.Cell>
        <Status item={item} />
      </Table.Cell>
      <Table.Cell justify="end">
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
 * `/template-settings` (spec 2): every template available to the signed-in administrator, in their order, with
 * type badge; default templates switched off or on for themselves; reset of their own order.
 */
export function TemplateSettingsScreen() {
  useScreen('templateSettings');
  const list = useResource(ownTemplateSettingsResource, undefined);
  const items = list.data;
  return (
    <section className="flex flex-col gap-4">
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
      {items && items.length === 0 && (
        <Text as="p" color="gray" highContrast>
          {t.settings.empty}
        </Text>
      )}
      {items && items.length > 0 && (
        <Table.Root variant="surface">
          <caption className="sr-only">{t.settings.tableLabel}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.columns.title}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.columns.type}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.columns.status}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <SettingsRow key={item.id} item={item} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
