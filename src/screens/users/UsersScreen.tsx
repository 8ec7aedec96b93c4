import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../api/schemas/users';
import { messages } from '../../messages';
import { filterUsers, loadUsers, usersAtom } from '../../state/users';
import { useCommandRuntime } from '../common/CommandRuntime';
import { SearchField, useUrlSearch } from '../common/SearchField';
import { useCommand } from '../common/useCommand';
import { useScreen } from '../common/useScreen';
import { VirtualTable, type VirtualColumn } from '../common/VirtualTable';
import { NewUserDialog } from './NewUserDialog';
import { OrganizationCell, StatusBadge, yesNo } from './UserCells';
import { ErrorCallout, Loading } from '../common/LoadState';

const t = messages.users.list;

const columns: readonly VirtualColumn[] = [
  { key: 'user', header: t.columns.user, className: 'w-[34%]' },
  { key: 'level', header: t.columns.level, className: 'w-[9%]' },
  { key: 'status', header: t.columns.status, className: 'w-[12%]' },
  { key: 'admin', header: t.columns.admin, className: 'w-[8%]' },
  { key: 'organization', header: t.columns.organization, className: 'w-[19%]' },
  { key: 'actions', header: t.columns.actions, className: 'w-[18%]' },
];

const cell = 'truncate px-3';

/** `/users` (spec 2): search in the URL, the windowed table, row actions and the New User dialog. */
export function UsersScreen() {
  useScreen('users');
  const { ctx } = useCommandRuntime();
  const users = useAtomValue(usersAtom);
  const search = useUrlSearch();
  const create = useCommand('users.create');
  const block = useCommand('users.block');
  const unblock = useCommand('users.unblock');

  useEffect(() => {
    // The error text lands in the atom and is shown below.
    loadUsers(ctx.store, ctx.api).catch(() => undefined);
  }, [ctx]);

  const all = users.data;
  const shown = useMemo(() => filterUsers(all ?? [], search.value), [all, search.value]);

  const renderCells = (user: User) => (
    <>
      <td className={cell} title={user.email}>
        {user.email}
        {user.username !== user.email && <span className="text-[var(--gray-11)]"> ({user.username})</span>}
      </td>
      <td className={cell}>{user.level ?? '-'}</td>
      <td className={cell}>
        <StatusBadge user={user} />
      </td>
      <td className={cell}>{yesNo(user.is_admin)}</td>
      <td className={cell}>
        <OrganizationCell user={user} />
      </td>
      <td className="px-3">
        <Flex gap="3" align="center">
          {user.is_active ? (
            <Button
              size="1"
              variant="soft"
              color="red"
              highContrast
              onClick={() => void block.run({ userId: user.id })}
            >
              {t.block}
              <span className="sr-only">{t.forUser(user.username)}</span>
            </Button>
          ) : (
            <Button
              size="1"
              variant="soft"
              color="green"
              highContrast
              onClick={() => void unblock.run({ userId: user.id })}
            >
              {t.unblock}
              <span className="sr-only">{t.forUser(user.username)}</span>
            </Button>
          )}
          <Link
            to={`/users/${user.id}`}
            className="text-[var(--accent-11)] underline-offset-2 hover:underline"
          >
            {t.details}
            <span className="sr-only">{t.forUser(user.username)}</span>
          </Link>
        </Flex>
      </td>
    </>
  );

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {t.title}
        </Heading>
        <Button onClick={() => void create.run()}>{t.newUser}</Button>
      </Flex>
      <Flex align="center" gap="3" wrap="wrap">
        <SearchField search={search} label={t.searchLabel} placeholder={t.searchPlaceholder} />
        {all && (
          <Text size="2" color="gray" highContrast aria-live="polite">
            {t.count(shown.length, all.length)}
          </Text>
        )}
        {users.loading && <Loading label={t.loading} />}
      </Flex>
      <ErrorCallout message={users.error} />
      {all && (
        <VirtualTable
          label={t.tableLabel}
          columns={columns}
          items={shown}
          rowKey={(user) => user.id}
          renderCells={renderCells}
          empty={t.empty}
        />
      )}
      <NewUserDialog />
    </section>
  );
}
