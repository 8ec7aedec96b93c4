import { Callout, Checkbox, Dialog, Flex, Tabs, Text, TextArea } from '@radix-ui/themes';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { addUsersToOrganization } from '../../commands/organizations/addUsers';
import { bulkAddUsersToOrganization } from '../../commands/organizations/bulkAddUsers';
import { bulkBlocker, parseBulkLines } from '../../commands/shared/bulkLines';
import { BULK_AUTO_CLOSE_MS } from '../../commands/users/bulkCreate';
import { messages } from '../../messages';
import { usersResource } from '../../state/users';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { UserPicker } from '../common/UserPicker';
import { DialogActions } from '../common/DialogActions';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.organizations;

function MakeAdminOption({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Text as="label" size="2" className="flex items-center gap-2">
      <Checkbox checked={checked} onCheckedChange={(on) => onChange(on === true)} />
      {t.makeAdminOption}
    </Text>
  );
}

/** Existing users outside the organisation: a searchable multi-select, at least one chosen. */
function ExistingUsers({ organizationId, onDone }: { organizationId: number; onDone(): void }) {
  const users = useResource(usersResource, undefined);
  const add = useCommand(addUsersToOrganization, { organizationId });
  const [selected, setSelected] = useState<number[]>([]);
  const [makeAdmin, setMakeAdmin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const outside = useMemo(
    () => (users.data ?? []).filter((u) => u.organization_id !== organizationId),
    [users.data, organizationId],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) {
      setError(t.selectAtLeastOne);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await add.run({ userIds: selected, makeAdmin });
    setBusy(false);
    if (result.status === 'done') onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <LoadState loadable={users} loading={t.loadingUsers} />
      <UserPicker
        users={outside}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          if (next.length > 0) setError(null);
        }}
        label={t.tabExisting}
      />
      <MakeAdminOption checked={makeAdmin} onChange={setMakeAdmin} />
      {error && (
        <Text as="p" size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      <DialogActions cancel={t.cancel} disabled={busy} submit={busy ? t.adding : t.addButton} />
    </form>
  );
}

/** `naam, e-mailadres` lines (the name optional): errors block; closes 1.5 s after success. */
function BulkUsers({ organizationId, onDone }: { organizationId: number; onDone(): void }) {
  const bulk = useCommand(bulkAddUsersToOrganization, { organizationId });
  const fieldId = useId();
  const [text, setText] = useState('');
  const [makeAdmin, setMakeAdmin] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const parsed = useMemo(() => parseBulkLines('organization', text), [text]);
  const blocker = bulkBlocker(parsed);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(onDone, BULK_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, onDone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocker) return;
    setState('busy');
    const result = await bulk.run({ lines: text, makeAdmin });
    setState(result.status === 'done' ? 'done' : 'idle');
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={fieldId} size="2" weight="medium">
          {t.bulkLabel}
        </Text>
        <TextArea
          id={fieldId}
          rows={6}
          value={text}
          aria-describedby={`${fieldId}-hint`}
          aria-invalid={parsed.errors.length > 0 || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Text id={`${fieldId}-hint`} size="1" color="gray" highContrast>
          {t.bulkHint}
        </Text>
      </Flex>
      {parsed.errors.length > 0 && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{messages.bulk.resolveFirst}</Callout.Text>
          <ul className="list-disc pl-5 text-sm">
            {parsed.errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Callout.Root>
      )}
      {text.trim() && parsed.errors.length === 0 && (
        <Text size="2" color="gray" highContrast aria-live="polite">
          {parsed.entries.length > 0 ? t.bulkCount(parsed.entries.length) : messages.bulk.noneFound}
        </Text>
      )}
      <MakeAdminOption checked={makeAdmin} onChange={setMakeAdmin} />
      <DialogActions
        cancel={t.cancel}
        disabled={blocker !== null || state !== 'idle'}
        submit={state === 'busy' ? t.adding : t.bulkButton}
      />
    </form>
  );
}

/** The add-users dialog: existing users, or new ones in bulk. */
export function AddUsersDialog({
  organizationId,
  open,
  onOpenChange,
}: {
  organizationId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="560px" className="max-h-[80vh]">
        <Dialog.Title>{t.addTitle}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.addDescription}
        </Dialog.Description>
        {open && (
          <Tabs.Root defaultValue="existing">
            <Tabs.List>
              <Tabs.Trigger value="existing">{t.tabExisting}</Tabs.Trigger>
              <Tabs.Trigger value="bulk">{t.tabBulk}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="existing" className="pt-3">
              <ExistingUsers organizationId={organizationId} onDone={close} />
            </Tabs.Content>
            <Tabs.Content value="bulk" className="pt-3">
              <BulkUsers organizationId={organizationId} onDone={close} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
