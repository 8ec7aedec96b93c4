import { Dialog, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { createOrganization, organizationNameError } from '../../commands/organizations/create';
import { messages } from '../../messages';
import { FormField } from '../common/FormField';
import { useCommand } from '../common/useCommand';
import { DialogActions } from '../common/DialogActions';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.organizations;

/** The New organisation dialog: a name only, trimmed and required; runs `organizations.create`. */
export function NewOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const create = useCommand(createOrganization);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (!next) {
      setName('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = organizationNameError(name);
    setError(invalid ?? undefined);
    if (invalid) return;
    setBusy(true);
    const result = await create.run({ name });
    setBusy(false);
    if (result.status === 'done') change(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="460px">
        <Dialog.Title>{t.newTitle}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.newDescription}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
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
          <DialogActions cancel={t.cancel} disabled={busy} submit={t.createButton} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
