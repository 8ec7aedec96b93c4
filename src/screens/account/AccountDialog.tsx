import { Button, Dialog, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useAtom } from 'jotai/react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { changeOwnPassword, signOutEverywhere } from '../../commands/account/account';
import { messages } from '../../messages';
import { accountOpenAtom } from '../../state/ui';
import { CommandButton } from '../common/CommandButton';
import { ErrorCallout } from '../common/LoadState';
import { FormField } from '../common/FormField';
import { useCommand } from '../common/useCommand';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.account;
const MIN_PASSWORD = 8;

interface Fields {
  current: string;
  next: string;
  repeat: string;
}
const empty: Fields = { current: '', next: '', repeat: '' };

/** What is wrong with the form, per field (the server's rules: 8 to 1024 characters). */
function problems(fields: Fields): Partial<Record<keyof Fields, string>> {
  const found: Partial<Record<keyof Fields, string>> = {};
  if (!fields.current) found.current = t.required;
  if (!fields.next) found.next = t.required;
  else if (fields.next.length < MIN_PASSWORD)
    found.next = messages.users.validation.passwordTooShort(MIN_PASSWORD);
  if (fields.next && fields.repeat !== fields.next) found.repeat = t.mismatch;
  return found;
}

/** The signed-in user's own account: change the password (other sessions end), sign out everywhere. */
export function AccountDialog() {
  const [open, setOpen] = useAtom(accountOpenAtom);
  const change = useCommand(changeOwnPassword);
  const [fields, setFields] = useState<Fields>(empty);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = tried ? problems(fields) : {};

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setFields(empty);
      setTried(false);
      setError(null);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (busy || Object.keys(problems(fields)).length > 0) return;
    setBusy(true);
    setError(null);
    const result = await change.run({ current: fields.current, next: fields.next });
    setBusy(false);
    if (result.status === 'failed') setError(errorMessage(result.error));
    if (result.status === 'done') onOpenChange(false);
  }

  const field = (name: keyof Fields, label: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]}>
      {(props) => (
        <TextField.Root
          {...props}
          type="password"
          autoComplete={autoComplete}
          value={fields[name]}
          onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="480px">
        <Dialog.Title>{t.title}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {t.description}
        </Dialog.Description>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
          <Heading as="h2" size="3">
            {t.passwordTitle}
          </Heading>
          <Text size="2" color="gray" highContrast>
            {t.passwordHint}
          </Text>
          {field('current', t.currentPassword, 'current-password')}
          {field('next', t.newPassword, 'new-password')}
          {field('repeat', t.repeatPassword, 'new-password')}
          <ErrorCallout message={error} />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t.saving : t.save}
            </Button>
          </div>
        </form>
        <hr className="my-4 border-[var(--gray-a5)]" />
        <Flex direction="column" gap="2" align="start">
          <Heading as="h2" size="3">
            {t.everywhereTitle}
          </Heading>
          <Text size="2" color="gray" highContrast>
            {t.everywhereHint}
          </Text>
          <CommandButton command={signOutEverywhere} variant="soft" color="red" highContrast>
            {t.commands.signOutEverywhere}
          </CommandButton>
        </Flex>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t.close}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
