import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { notLoaded } from '../../state/loadable';
import { loadOrganizationUsers, organizationUsersAtom } from '../../state/organizations';
import { useCommandRuntime } from '../common/CommandRuntime';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { AddUsersDialog } from './AddUsersDialog';

const t = messages.organizations;

/** The users tab: username (to the user), e-mail, status, org-admin toggle and remove; the add-users dialog. */
export function UsersTab({ organizationId }: { organizationId: number }) {
  const { ctx } = useCommandRuntime();
  const users = useAtomValue(organizationUsersAtom)[organizationId] ?? notLoaded;
  const toggle = useCommand('organizations.toggleOrgAdmin');
  const remove = useCommand('organizations.removeUser');
  const add = useCommand('organizations.addUsers');
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    loadOrganizationUsers(ctx.store, ctx.api, organizationId).catch(() => undefined);
  }, [ctx, organizationId]);

  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <Button onClick={() => setAdding(true)} disabled={!add.available}>
          {t.addUsersButton}
        </Button>
      </Flex>
      <LoadState loadable={users} loading={t.loadingUsers} />
      {users.data && (
        <Table.Root variant="surface">
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
                <Table.Row key={user.id}>
                  <Table.RowHeaderCell>
                    <Link
                      to={`/users/${user.id}`}
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
                  <Table.Cell justify="end">
                    <Flex gap="2" justify="end" wrap="wrap">
                      <Button
                        size="1"
                        variant="soft"
                        disabled={!toggle.available}
                        onClick={() =>
                          void toggle.run({ organizationId, userId: user.id, isOrgAdmin: !user.is_org_admin })
                        }
                      >
                        {user.is_org_admin ? t.makeUser : t.makeOrgAdmin}
                        <span className="sr-only"> {user.username}</span>
                      </Button>
                      <Button
                        size="1"
                        variant="soft"
                        color="red"
                        disabled={!remove.available}
                        onClick={() => void remove.run({ organizationId, userId: user.id })}
                      >
                        {t.remove}
                        <span className="sr-only"> {user.username}</span>
                      </Button>
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
