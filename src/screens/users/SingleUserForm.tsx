import { Button, Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { DEFAULT_LEVEL } from '../../api/schemas/users';
import { createUser, validateNewUser, type NewUserDraft } from '../../commands/users/create';
import { messages } from '../../messages';
import { ownOrganizationAtom } from '../../state/claims';
import { useCommand } from '../common/useCommand';
import { FormField } from '../common/FormField';
import { LevelSelect } from '../common/LevelSelect';
import { ErrorCallout } from '../common/LoadState';

const t = messages.users.dialog;

const empty: NewUserDraft = { username: '', email: '', password: '', level: DEFAULT_LEVEL, is_admin: false };

/** Individueel Toevoegen (username, e-mail, temporary password required): the command closes the dialog on success. */
export function SingleUserForm({ onCancel }: { onCancel: () => void }) {
  // An organisation administrator's new users join their organisation, without platform rights.
  const platform = useAtomValue(ownOrganizationAtom) === null;
  const create = useCommand(createUser);
  const [draft, setDraft] = useState<NewUserDraft>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = submitted ? validateNewUser(draft) : {};
  const set = (patch: Partial<NewUserDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (Object.keys(validateNewUser(draft)).length > 0) return;
    setBusy(true);
    const result = await create.run({ ...draft });
    setBusy(false);
    if (result.status === 'failed') setError(errorMessage(result.error));
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Flex direction="column" gap="3">
        <FormField label={t.username} error={errors.username}>
          {(props) => (
            <TextField.Root
              {...props}
              autoComplete="off"
              value={draft.username}
              onChange={(e) => set({ username: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t.email} error={errors.email}>
          {(props) => (
            <TextField.Root
              {...props}
              type="email"
              autoComplete="off"
              value={draft.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t.password} error={errors.password} hint={t.passwordHint}>
          {(props) => (
            <TextField.Root
              {...props}
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={(e) => set({ password: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t.level}>
          {(field) => <LevelSelect {...field} value={draft.level} onChange={(level) => set({ level })} />}
        </FormField>
        {platform && (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                checked={draft.is_admin}
                onCheckedChange={(checked) => set({ is_admin: checked === true })}
              />
              {t.isAdmin}
            </Flex>
          </Text>
        )}
        <ErrorCallout message={error} />
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.creating : t.create}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
