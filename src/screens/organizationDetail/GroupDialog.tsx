import { Checkbox, Dialog, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import type { Group } from '../../api/schemas/organizations';
import { createGroup } from '../../commands/groups/create';
import { editGroup } from '../../commands/groups/edit';
import { groupNameError } from '../../commands/groups/pickGroup';
import { messages } from '../../messages';
import { FormField } from '../common/FormField';
import { useCommand } from '../common/useCommand';
import { DialogActions } from '../common/DialogActions';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.groups;

/** New group (`group` null) or edit group, mounted while open: name (required), description, default flag. */
export function GroupDialog({
  organizationId,
  group,
  onClose,
}: {
  organizationId: number;
  group: Group | null;
  onClose(): void;
}) {
  const create = useCommand(createGroup, { organizationId });
  const edit = useCommand(editGroup, { organizationId });
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [isDefault, setIsDefault] = useState(group?.is_default ?? false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = groupNameError(name);
    setError(invalid ?? undefined);
    if (invalid) return;
    setBusy(true);
    const args = { name, description, isDefault };
    const result = group ? await edit.run({ ...args, groupId: group.id }) : await create.run(args);
    setBusy(false);
    if (result.status === 'done') onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="480px" className="max-h-[80vh]">
        <Dialog.Title>{group ? t.editTitle : t.newTitle}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.dialogDescription}
        </Dialog.Description>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField label={t.nameLabel} error={error}>
            {(field) => (
              <TextField.Root
                {...field}
                value={name}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t.descriptionLabel}>
            {(field) => (
              <TextArea
                {...field}
                rows={3}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </FormField>
          <Text as="label" size="2" className="flex items-center gap-2">
            <Checkbox
              checked={isDefault}
              disabled={group?.is_default === true}
              onCheckedChange={(on) => setIsDefault(on === true)}
            />
            {t.defaultLabel}
          </Text>
          <DialogActions cancel={t.cancel} disabled={busy} submit={t.save} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
