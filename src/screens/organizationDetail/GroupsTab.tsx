import { Badge, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import type { Group } from '../../api/schemas/organizations';
import { createGroup } from '../../commands/groups/create';
import { deleteGroup } from '../../commands/groups/delete';
import { setDefaultGroup } from '../../commands/groups/edit';
import { messages } from '../../messages';
import { formatDate } from '../../messages/format';
import { groupKey, groupMembersResource, groupsResource } from '../../state/groups';
import { routes } from '../../state/routes';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useRowFocus } from '../common/useRowFocus';
import { GroupDialog } from './GroupDialog';
import { GroupMembersDialog } from './GroupMembersDialog';
import { Facts } from '../common/Facts';

const t = messages.groups;

/** The detail panel shows the first 6 members (then "+ n extra leden"). */
const MEMBERS_SHOWN = 6;

type Dialog = { kind: 'new' } | { kind: 'edit'; group: Group } | { kind: 'members'; group: Group } | null;

/**
 * The selected group's facts, first members and actions. Delete is disabled for the default group, with the
 * command's reason (set another group as default first) beside it.
 */
function GroupPanel({
  organizationId,
  group,
  open,
}: {
  organizationId: number;
  group: Group;
  open(dialog: Dialog): void;
}) {
  const members = useResource(groupMembersResource, groupKey(organizationId, group.id));
  const groupArgs = { organizationId, groupId: group.id };

  const shown = (members.data ?? []).slice(0, MEMBERS_SHOWN);
  const extra = (members.data?.length ?? group.member_count) - shown.length;
  const facts: [string, string | number][] = [
    [t.createdAt, formatDate(group.created_at)],
    [t.updatedAt, formatDate(group.updated_at)],
    [t.members, group.member_count],
    [t.templates, group.template_count],
  ];

  return (
    <section
      aria-label={t.detailsOf(group.name)}
      className="flex flex-col gap-3 rounded-lg border border-[var(--gray-a6)] p-4"
    >
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="4">
          {group.name}
        </Heading>
        {group.is_default && (
          <Badge color="green" highContrast>
            {t.defaultBadge}
          </Badge>
        )}
      </Flex>
      {group.description && <Text size="2">{group.description}</Text>}
      <Facts facts={facts} className="grid grid-cols-2 gap-x-6 gap-y-2" />
      <div>
        <Heading as="h3" size="2" mb="1">
          {t.memberList}
        </Heading>
        <LoadState loadable={members} loading={messages.organizations.loadingUsers} />
        {members.data && shown.length === 0 && (
          <Text size="2" color="gray" highContrast>
            {t.noMembers}
          </Text>
        )}
        {shown.length > 0 && (
          <ul className="flex flex-col gap-0.5 text-sm">
            {shown.map((member) => (
              <li key={member.id}>
                {member.username} <span className="text-[var(--gray-11)]">{member.email}</span>
              </li>
            ))}
          </ul>
        )}
        {extra > 0 && (
          <Text as="p" size="2" color="gray" highContrast mt="1">
            {t.moreMembers(extra)}
          </Text>
        )}
      </div>
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" onClick={() => open({ kind: 'members', group })}>
          {t.manageMembers}
        </Button>
        <Button variant="soft" onClick={() => open({ kind: 'edit', group })}>
          {t.editButton}
        </Button>
        {!group.is_default && (
          <CommandButton command={setDefaultGroup} args={groupArgs} variant="soft">
            {t.setDefaultButton}
          </CommandButton>
        )}
        <CommandButton command={deleteGroup} args={groupArgs} variant="soft" color="red">
          {t.deleteButton}
        </CommandButton>
      </Flex>
    </section>
  );
}

/**
 * The groups tab: the list (Enter on a row selects its group), the selected group's panel (`?group=` in the URL)
 * and the group dialogs.
 */
export function GroupsTab({ organizationId }: { organizationId: number }) {
  const groups = useResource(groupsResource, organizationId);
  const { search, setSearch } = useRoute(routes.organizationDetail);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialog gathers name and description first; the button opens it when the command may run.
  const create = useCommand(createGroup, { organizationId });
  const ids = useMemo(() => (groups.data ?? []).map((group) => group.id), [groups.data]);
  const focus = useRowFocus<HTMLDivElement>(ids);

  const selected = groups.data?.find((g) => g.id === search.group);
  const select = (id: number) => setSearch({ group: id }, { replace: true });
  // The group of the members dialog as it is now (its name follows an edit).
  const membersOf =
    dialog?.kind === 'members' ? (groups.data?.find((g) => g.id === dialog.group.id) ?? dialog.group) : null;

  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <Button onClick={() => setDialog({ kind: 'new' })} disabled={!create.available}>
          {t.newButton}
        </Button>
      </Flex>
      <LoadState loadable={groups} loading={t.loading} />
      {groups.data && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Table.Root variant="surface" className="wb-data-table self-start" ref={focus}>
            <caption className="sr-only">{t.tableLabel}</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t.name}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t.description}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.members}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.templates}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {groups.data.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={4}>
                    <Text color="gray" highContrast>
                      {t.noGroups}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ) : (
                groups.data.map((group) => (
                  <Table.Row
                    key={group.id}
                    data-row-id={group.id}
                    className={group.id === selected?.id ? 'bg-[var(--accent-a3)]' : undefined}
                  >
                    <Table.RowHeaderCell>
                      <Flex align="center" gap="2" wrap="wrap">
                        <button
                          type="button"
                          data-row-open=""
                          aria-pressed={group.id === selected?.id}
                          onClick={() => select(group.id)}
                          className="cursor-pointer rounded font-medium text-[var(--accent-11)] underline-offset-2 hover:underline"
                        >
                          {group.name}
                        </button>
                        {group.is_default && (
                          <Badge color="green" highContrast>
                            {t.defaultBadge}
                          </Badge>
                        )}
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell>{group.description ?? '-'}</Table.Cell>
                    <Table.Cell justify="end">{group.member_count}</Table.Cell>
                    <Table.Cell justify="end">{group.template_count}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
          {selected ? (
            <GroupPanel organizationId={organizationId} group={selected} open={setDialog} />
          ) : (
            <Text as="p" size="2" color="gray" highContrast>
              {t.chooseGroup}
            </Text>
          )}
        </div>
      )}
      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <GroupDialog
          organizationId={organizationId}
          group={dialog.kind === 'edit' ? dialog.group : null}
          onClose={() => setDialog(null)}
        />
      )}
      {membersOf && (
        <GroupMembersDialog
          organizationId={organizationId}
          group={membersOf}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
