import { Button, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import type { Group } from '../../api/schemas/organizations';
import { addGroupMember, removeGroupMember } from '../../commands/groups/members';
import { messages } from '../../messages';
import { groupKey, groupMembersResource } from '../../state/groups';
import { organizationUsersResource } from '../../state/organizations';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { UserPicker } from '../common/UserPicker';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.groups;

/** Manage members: current members with unlink; the organisation's other users, searchable, to add. */
export function GroupMembersDialog({
  organizationId,
  group,
  onClose,
}: {
  organizationId: number;
  group: Group;
  onClose(): void;
}) {
  const groupId = group.id;
  const members = useResource(groupMembersResource, groupKey(organizationId, groupId));
  const users = useResource(organizationUsersResource, organizationId);
  const add = useCommand(addGroupMember, { organizationId, groupId });
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const available = useMemo(() => {
    const inGroup = new Set((members.data ?? []).map((m) => m.id));
    return (users.data ?? []).filter((u) => !inGroup.has(u.id));
  }, [members.data, users.data]);

  async function addSelected() {
    setBusy(true);
    for (const userId of selected) await add.run({ userId });
    setSelected([]);
    setBusy(false);
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="600px" className="max-h-[80vh]">
        <Dialog.Title>{t.membersTitle(group.name)}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.membersDescription}
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <section aria-labelledby={`${headingId}-current`}>
            <Heading as="h2" size="3" mb="2" id={`${headingId}-current`}>
              {t.currentMembers}
            </Heading>
            <LoadState loadable={members} loading={messages.organizations.loadingUsers} />
            {members.data?.length === 0 && (
              <Text size="2" color="gray" highContrast>
                {t.noMembers}
              </Text>
            )}
            <ul className="flex max-h-52 flex-col gap-1 overflow-y-auto">
              {members.data?.map((member) => (
                <li key={member.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {member.username} <span className="text-[var(--gray-11)]">{member.email}</span>
                  </span>
                  <CommandButton
                    command={removeGroupMember}
                    args={{ organizationId, groupId, userId: member.id }}
                    size="1"
                    variant="soft"
                    color="red"
                  >
                    {t.unlink}
                    <span className="sr-only"> {member.username}</span>
                  </CommandButton>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${headingId}-available`}>
            <Heading as="h2" size="3" mb="2" id={`${headingId}-available`}>
              {t.availableUsers}
            </Heading>
            <LoadState loadable={users} loading={messages.organizations.loadingUsers} />
            <UserPicker
              users={available}
              selected={selected}
              onChange={setSelected}
              label={t.availableUsers}
            />
            <Flex justify="end" gap="3" mt="3">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t.close}
                </Button>
              </Dialog.Close>
              <Button
                disabled={selected.length === 0 || busy || !add.available}
                onClick={() => void addSelected()}
              >
                {t.add}
              </Button>
            </Flex>
          </section>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
