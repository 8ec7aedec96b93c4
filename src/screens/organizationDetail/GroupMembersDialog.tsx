import { Button, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { messages } from '../../messages';
import { groupMembersAtom, groupsAtom, loadGroupMembers } from '../../state/groups';
import { notLoaded } from '../../state/loadable';
import { loadOrganizationUsers, organizationUsersAtom } from '../../state/organizations';
import { useCommandRuntime } from '../common/CommandRuntime';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { UserPicker } from '../common/UserPicker';

const t = messages.groups;

/** Manage members: current members with unlink; the organisation's other users, searchable, to add. */
export function GroupMembersDialog({
  organizationId,
  groupId,
  onClose,
}: {
  organizationId: number;
  groupId: number;
  onClose(): void;
}) {
  const { ctx } = useCommandRuntime();
  const group = useAtomValue(groupsAtom)[organizationId]?.data?.find((g) => g.id === groupId);
  const members = useAtomValue(groupMembersAtom)[groupId] ?? notLoaded;
  const users = useAtomValue(organizationUsersAtom)[organizationId] ?? notLoaded;
  const add = useCommand('groups.addMember');
  const unlink = useCommand('groups.removeMember');
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  useEffect(() => {
    loadGroupMembers(ctx.store, ctx.api, organizationId, groupId).catch(() => undefined);
    loadOrganizationUsers(ctx.store, ctx.api, organizationId).catch(() => undefined);
  }, [ctx, organizationId, groupId]);

  const available = useMemo(() => {
    const inGroup = new Set((members.data ?? []).map((m) => m.id));
    return (users.data ?? []).filter((u) => !inGroup.has(u.id));
  }, [members.data, users.data]);

  async function addSelected() {
    setBusy(true);
    for (const userId of selected) await add.run({ organizationId, groupId, userId });
    setSelected([]);
    setBusy(false);
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content maxWidth="600px" className="max-h-[80vh]">
        <Dialog.Title>{t.membersTitle(group?.name ?? '')}</Dialog.Title>
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
                  <Button
                    size="1"
                    variant="soft"
                    color="red"
                    disabled={!unlink.available}
                    onClick={() => void unlink.run({ organizationId, groupId, userId: member.id })}
                  >
                    {t.unlink}
                    <span className="sr-only"> {member.username}</span>
                  </Button>
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
