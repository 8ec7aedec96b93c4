import { Dialog, Tabs } from '@radix-ui/themes';
import { useAtom } from 'jotai/react';
import { messages } from '../../messages';
import { newUserDialogAtom, type NewUserTab } from '../../state/users';
import { BulkUsersForm } from './BulkUsersForm';
import { SingleUserForm } from './SingleUserForm';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.users.dialog;

/** New User: the tabs Individueel Toevoegen and Bulk Toevoegen, at most 80 % of the viewport high. */
export function NewUserDialog() {
  const [dialog, setDialog] = useAtom(newUserDialogAtom);
  const close = () => setDialog((current) => ({ ...current, open: false }));
  return (
    <Dialog.Root open={dialog.open} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}>
      <Dialog.Content
        onOpenAutoFocus={focusFirstFieldOnOpen}
        maxWidth="560px"
        maxHeight="80vh"
        className="overflow-y-auto"
      >
        <Dialog.Title>{t.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.description}
        </Dialog.Description>
        <Tabs.Root
          value={dialog.tab}
          onValueChange={(tab) => setDialog((current) => ({ ...current, tab: tab as NewUserTab }))}
        >
          <Tabs.List>
            <Tabs.Trigger value="single">{t.single}</Tabs.Trigger>
            <Tabs.Trigger value="bulk">{t.bulk}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="single" className="pt-4">
            <SingleUserForm onCancel={close} />
          </Tabs.Content>
          <Tabs.Content value="bulk" className="pt-4">
            <BulkUsersForm onCancel={close} onDone={close} />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
