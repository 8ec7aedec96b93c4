import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { addUsersToOrganization } from '../../commands/organizations/addUsers';
import { removeUserFromOrganization } from '../../commands/organizations/removeUser';
import { toggleOrgAdmin } from '../../commands/organizations/toggleOrgAdmin';
import { messages } from '../../messages';
import { organizationUsersResource } from '../../state/organizations';
import { href, routes } from '../../state/routes';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRowFocus } from '../common/useRowFocus';
import { AddUsersDialog } from './AddUsersDialog';

const t = messages.organizations;

/**
 * The users tab: username (to the user; Enter on a row opens it), e-mail, status, org-admin toggle and remove;
 * the add-users dialog.
 */
export function UsersTab({ organizationId }: { organizationId: number }) {
  const users = useResource(organizationUsersResource, organizationId);
  // The dialog gathers the users first; the button opens it when the command may run.
  const add = useCommand(addUsersToOrganization, { organizationId });
  const [adding, setAdding] = useState(false);
  const ids = useMemo(() => (users.data ?? []).map((user) => user.id), [users.data]);
  const focus = useRowFocus<HTMLDivElement>(ids);

  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <Button onClick={() => setAdding(true)} disabled={!add.available}>
          {t.addUsersButton}
        </Button>
      </Flex>
      <LoadState loadable={users} loading={t.loadingUsers} />
      {users.data && (
        <Table.Root variant="surface" className="wb-data-table" ref={focus}>
          <caption className="sr-only">{t.usersTableLabel}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.username}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.email}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.status}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.actions}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.data.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Text color="gray" highContrast>
                    {t.noUsers}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              users.data.map((user) => (
                <Table.Row key={user.id} data-row-id={user.id}>
                  <Table.RowHeaderCell>
                    <Link
                      to={href(routes.userDetail, { id: user.id })}
                      className="text-[var(--accent-11)] underline-offset-2 hover:underline"
                    >
                      {user.username}
                    </Link>
                  </Table.RowHeaderCell>
                  <Table.Cell>{user.email}</Table.Cell>
                  <Table.Cell>
                    {user.is_org_admin ? (
                      <Badge color="indigo" highContrast>
                        {t.statusOrgAdmin}
                      </Badge>
                    ) : (
                      <Badge color="gray" highContrast>
                        {t.statusUser}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell justify="end" data-row-actions="">
                    <Flex gap="2" justify="end" wrap="wrap">
                      <CommandButton
                        command={toggleOrgAdmin}
                        args={{ organizationId, userId: user.id, isOrgAdmin: !user.is_org_admin }}
                        size="1"
                        variant="soft"
                      >
                        {user.is_org_admin ? t.makeUser : t.makeOrgAdmin}
                        <span className="sr-only"> {user.username}</span>
                      </CommandButton>
                      <CommandButton
                        command={removeUserFromOrganization}
                        args={{ organizationId, userId: user.id }}
                        size="1"
                        variant="soft"
                        color="red"
                      >
                        {t.remove}
                        <span className="sr-only"> {user.username}</span>
                      </CommandButton>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      )}
      <AddUsersDialog organizationId={organizationId} open={adding} onOpenChange={setAdding} />
    </Flex>
  );
}
