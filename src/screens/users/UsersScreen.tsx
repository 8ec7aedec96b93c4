import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../api/schemas/users';
import { blockToggleFor } from '../../commands/users/block';
import { createUser } from '../../commands/users/create';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { filterUsers, usersResource } from '../../state/users';
import { CommandButton } from '../common/CommandButton';
import { SearchField, useUrlSearch } from '../common/SearchField';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useScreen } from '../common/useScreen';
import { VirtualTable, type VirtualColumn } from '../common/VirtualTable';
import { NewUserDialog } from './NewUserDialog';
import { OrganizationCell, StatusBadge, yesNo } from './UserCells';
import { ErrorCallout, Loading } from '../common/LoadState';

const t = messages.users.list;

const columns: readonly VirtualColumn[] = [
  { key: 'user', header: t.columns.user, className: 'w-[32%]' },
  { key: 'level', header: t.columns.level, className: 'w-[9%]' },
  { key: 'status', header: t.columns.status, className: 'w-[12%]' },
  { key: 'admin', header: t.columns.admin, className: 'w-[10%]' },
  { key: 'organization', header: t.columns.organization, className: 'w-[19%]' },
  { key: 'actions', header: t.columns.actions, className: 'w-[18%]' },
];

const cell = 'truncate px-3';
const userKey = (user: User) => user.id;

/**
 * Block or unblock in a row (the command that applies, `blockToggleFor`). Rows have a fixed height, so when it
 * cannot run (one's own account) the reason is the button's description and tooltip instead of a line beside it.
 */
function RowBlockToggle({ user }: { user: User }) {
  const toggle = useCommand(blockToggleFor(user), { userId: user.id });
  const reasonId = useId();
  return (
    <>
      <Button
        size="1"
        variant="soft"
        color={user.is_active ? 'red' : 'green'}
        highContrast
        disabled={!toggle.available}
        title={toggle.reason ?? undefined}
        aria-describedby={toggle.reason ? reasonId : undefined}
        onClick={() => void toggle.run()}
      >
        {user.is_active ? t.block : t.unblock}
        <span className="sr-only">{t.forUser(user.username)}</span>
      </Button>
      {toggle.reason && (
        <span id={reasonId} className="sr-only">
          {toggle.reason}
        </span>
      )}
    </>
  );
}

/**
 * `/users`: search in the URL, the windowed table (rows navigated by keyboard, Enter opens a user's details),
 * row actions and the New User dialog.
 */
export function UsersScreen() {
  useScreen('users');
  // Loaded when the screen opens and kept fresh; a load error is shown below.
  const users = useResource(usersResource, undefined);
  const search = useUrlSearch();

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
          <RowBlockToggle user={user} />
          <Link
            to={href(routes.userDetail, { id: user.id })}
            data-row-open=""
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
        <CommandButton command={createUser}>{t.newUser}</CommandButton>
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
          rowKey={userKey}
          renderCells={renderCells}
          empty={t.empty}
        />
      )}
      <NewUserDialog />
    </section>
  );
}
