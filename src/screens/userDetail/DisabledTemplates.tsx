import { Table, Text } from '@radix-ui/themes';
import { typeOfTemplate } from '../../api/schemas/templates';
import type { User } from '../../api/schemas/users';
import { switchOnForUser } from '../../commands/templates/switch';
import { messages } from '../../messages';
import { userDisabledTemplatesResource } from '../../state/templates';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { useResource } from '../common/useResource';

const t = messages.templateLists;

/**
 * The templates switched off for a user (spec 2), with where: for the user (switched on here) or for the whole
 * organisation (only the organisation switches it on; the button says why it is disabled).
 */
export function DisabledTemplates({ user }: { user: User }) {
  const disabled = useResource(userDisabledTemplatesResource, user.id);
  const rows = disabled.data;
  return (
    <>
      <LoadState loadable={disabled} loading={t.loading} />
      {rows && rows.length === 0 && (
        <Text as="p" size="2" color="gray" highContrast>
          {t.user.noDisabled}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Table.Root variant="surface">
          <caption className="sr-only">{t.user.disabledLabel(user.username)}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.columns.title}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.columns.type}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.columns.scope}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((entry) => {
              const title = entry.title ?? entry.name ?? `#${entry.id}`;
              return (
                <Table.Row key={entry.id} align="center">
                  <Table.RowHeaderCell>{title}</Table.RowHeaderCell>
                  <Table.Cell>
                    <TemplateTypeBadge
                      type={typeOfTemplate({
                        type: entry.type,
                        is_default: entry.type === undefined && !entry.is_org_wide,
                        is_org_wide: !!entry.is_org_wide,
                      })}
                    />
                  </Table.Cell>
                  <Table.Cell>{t.scopes[entry.scope ?? 'user']}</Table.Cell>
                  <Table.Cell justify="end">
                    <CommandButton
                      command={switchOnForUser}
                      args={{ userId: user.id, templateId: entry.id }}
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
