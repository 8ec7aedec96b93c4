import { Table } from '@radix-ui/themes';
import { typeOfTemplate, type DisabledTemplate } from '../../api/schemas/templates';
import type { User } from '../../api/schemas/users';
import { switchOnForUser } from '../../commands/templates/switch';
import { messages } from '../../messages';
import { userDisabledTemplatesResource } from '../../state/templates';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { DisabledTemplatesSection } from '../common/templates/DisabledTemplatesSection';
import { useResource } from '../common/useResource';

const t = messages.templateLists;

function DisabledCells({ entry }: { entry: DisabledTemplate }) {
  return (
    <>
      <Table.RowHeaderCell>{entry.title ?? entry.name ?? `#${entry.id}`}</Table.RowHeaderCell>
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
    </>
  );
}

/**
 * The templates switched off for a user, with where: for the user (switched on here) or for the whole
 * organisation (only the organisation switches it on; the button says why it is disabled).
 */
export function DisabledTemplates({ user }: { user: User }) {
  const userId = user.id;
  const disabled = useResource(userDisabledTemplatesResource, userId);
  return (
    <DisabledTemplatesSection
      heading={t.user.disabledHeading}
      loadable={disabled}
      caption={t.user.disabledLabel(user.username)}
      empty={t.user.noDisabled}
      columns={[t.columns.title, t.columns.type, t.columns.scope]}
      cells={(entry) => <DisabledCells entry={entry} />}
      switchOn={switchOnForUser}
      argsOf={(templateId) => ({ userId, templateId })}
    />
  );
}
