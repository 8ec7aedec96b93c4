import { Checkbox, Dialog, Flex, Text } from '@radix-ui/themes';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { typeOfTemplate } from '../../api/schemas/templates';
import type { User } from '../../api/schemas/users';
import { DuplicationError, duplicateTemplates } from '../../commands/templates/duplicate';
import { messages } from '../../messages';
import { userTemplatesResource } from '../../state/templates';
import { usersResource } from '../../state/users';
import { DialogActions } from '../common/DialogActions';
import { ErrorCallout, LoadState, Loading } from '../common/LoadState';
import { TemplateTypeBadge } from '../common/TemplateTypeBadge';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { UserPicker } from '../common/UserPicker';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.templateLists.duplicate;
const texts = messages.templates;

/** The source user's templates as a multi-select, with a select-all switch. */
function SourceTemplates({
  source,
  selected,
  onChange,
}: {
  source: User;
  selected: readonly number[];
  onChange(selected: number[]): void;
}) {
  const list = useResource(userTemplatesResource, source.id);
  const labelId = useId();
  const templates = list.data;
  if (list.error) return <ErrorCallout message={texts.userTemplatesLoadFailed(source.username)} />;
  if (!templates) return <Loading label={t.loadingTemplates} />;
  if (templates.length === 0)
    return (
      <Text as="p" size="2" color="gray" highContrast>
        {t.noTemplates}
      </Text>
    );
  const chosen = new Set(selected);
  const everything = templates.every((template) => chosen.has(template.id));
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} size="2" weight="medium">
        {t.templatesLabel}
      </Text>
      <Text as="label" size="2" className="flex items-center gap-2">
        <Checkbox
          checked={everything}
          onCheckedChange={(on) => onChange(on === true ? templates.map((template) => template.id) : [])}
        />
        {t.selectAll}
      </Text>
      <div
        role="group"
        aria-labelledby={labelId}
        className="max-h-64 overflow-y-auto rounded-md border border-[var(--gray-a6)] p-1"
      >
        {templates.map((template) => (
          <Text
            as="label"
            key={template.id}
            size="2"
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-[var(--gray-a3)]"
          >
            <Checkbox
              checked={chosen.has(template.id)}
              onCheckedChange={(on) => toggle(template.id, on === true)}
            />
            <span className="font-medium">{template.title}</span>
            <TemplateTypeBadge type={typeOfTemplate(template)} />
          </Text>
        ))}
      </div>
      <Text size="1" color="gray" highContrast aria-live="polite">
        {t.selected(selected.length)}
      </Text>
    </Flex>
  );
}

/** Pick a source user (search by name or e-mail), then their templates; copies them to `target`. */
function DuplicateForm({ target, onDone }: { target: User; onDone(): void }) {
  const users = useResource(usersResource, undefined);
  const duplicate = useCommand(duplicateTemplates, { targetUserId: target.id });
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const others = useMemo(
    () => (users.data ?? []).filter((user) => user.id !== target.id),
    [users.data, target.id],
  );
  const source = others.find((user) => user.id === sourceId) ?? null;

  // One source at a time: the picker is a multi-select, so the newest pick replaces the former one.
  const pickSource = (next: number[]) => {
    const picked = next.find((id) => id !== sourceId) ?? null;
    setSourceId(picked);
    setSelected([]);
    if (picked !== null) setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sourceId === null || selected.length === 0) {
      setError(texts.duplicateNeedsSelection);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await duplicate.run({ sourceUserId: sourceId, templateIds: selected });
    setBusy(false);
    if (result.status === 'done') onDone();
    // Those copied are in the list now; the ones that failed stay selected to try again.
    if (result.status === 'failed' && result.error instanceof DuplicationError)
      setSelected([...result.error.failedIds]);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium">
          {t.sourceLabel}
        </Text>
        <LoadState loadable={users} loading={messages.organizations.loadingUsers} />
        <UserPicker
          users={others}
          selected={sourceId === null ? [] : [sourceId]}
          onChange={pickSource}
          label={t.sourceLabel}
        />
      </Flex>
      {source ? (
        <SourceTemplates
          source={source}
          selected={selected}
          onChange={(next) => {
            setSelected(next);
            if (next.length > 0) setError(null);
          }}
        />
      ) : (
        <Text as="p" size="2" color="gray" highContrast>
          {t.pickSourceFirst}
        </Text>
      )}
      {error && (
        <Text as="p" size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      <DialogActions cancel={t.cancel} disabled={busy} submit={busy ? t.submitting : t.submit} />
    </form>
  );
}

/** The dialog to fetch (duplicate) templates from another user: a source user and at least one template needed. */
export function DuplicateTemplatesDialog({
  target,
  open,
  onOpenChange,
}: {
  target: User;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="640px" className="max-h-[80vh]">
        <Dialog.Title>{t.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.description(target.username)}
        </Dialog.Description>
        {open && <DuplicateForm target={target} onDone={() => onOpenChange(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
