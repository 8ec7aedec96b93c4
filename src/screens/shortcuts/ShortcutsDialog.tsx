import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useAtom } from 'jotai/react';
import { commandGroups } from '../../commands/types';
import { messages } from '../../messages';
import { shortcutsOpenAtom } from '../../state/ui';
import { useCommandRuntime } from '../common/CommandRuntime';
import { Keycaps } from '../common/Keycaps';

const t = messages.shortcuts;

/** `?`: every key binding, by group. */
export function ShortcutsDialog() {
  const [open, setOpen] = useAtom(shortcutsOpenAtom);
  const { registry } = useCommandRuntime();
  const groups = commandGroups
    .map((group) => ({ group, commands: registry.list().filter((c) => c.group === group && c.keybinding) }))
    .filter((entry) => entry.commands.length > 0);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content maxWidth="560px" className="wb-instant">
        <Dialog.Title>{t.title}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {t.description}
        </Dialog.Description>
        <Flex direction="column" gap="4">
          {groups.map(({ group, commands }) => (
            <section key={group}>
              <table className="w-full text-sm">
                <caption className="mb-2 text-left text-base font-semibold text-[var(--gray-12)]">
                  {messages.commandGroups[group]}
                </caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t.command}</th>
                    <th scope="col">{t.keys}</th>
                  </tr>
                </thead>
                <tbody>
                  {commands.map((command) => (
                    <tr key={command.id} className="border-b border-[var(--gray-a4)] last:border-0">
                      <td className="py-1.5 pr-4">{command.title}</td>
                      <td className="py-1.5 text-right">
                        {command.keybinding && <Keycaps binding={command.keybinding} spelled />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </Flex>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray" highContrast>
              {t.close}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
