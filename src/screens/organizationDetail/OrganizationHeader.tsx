import { Button, Flex, Heading, TextField } from '@radix-ui/themes';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Organization } from '../../api/schemas/organizations';
import { organizationNameError } from '../../commands/organizations/create';
import { deleteOrganization } from '../../commands/organizations/delete';
import { renameOrganization } from '../../commands/organizations/rename';
import { messages } from '../../messages';
import { formatDate } from '../../messages/format';
import { FormField } from '../common/FormField';
import { CommandButton } from '../common/CommandButton';
import { useCommand } from '../common/useCommand';
import { Facts } from '../common/Facts';

const t = messages.organizations;

/** The organisation's name, editable inline (an edit mode), its facts, and delete. */
export function OrganizationHeader({ organization }: { organization: Organization }) {
  const rename = useCommand(renameOrganization, { organizationId: organization.id });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    setDraft(null);
    setError(undefined);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const invalid = organizationNameError(draft);
    setError(invalid ?? undefined);
    if (invalid) return;
    setBusy(true);
    const result = await rename.run({ name: draft });
    setBusy(false);
    if (result.status === 'done') cancel();
  }

  const facts: [string, string | number][] = [
    [t.id, organization.id],
    [t.createdAt, formatDate(organization.created_at)],
    [t.users, organization.user_count],
    // Its own templates only; the Templates tab lists the default templates it uses as well.
    [t.ownTemplates, organization.template_count],
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <header className="flex flex-col gap-3">
      {draft === null ? (
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="7">
            {organization.name}
          </Heading>
          <Button
            variant="soft"
            size="1"
            onClick={() => setDraft(organization.name)}
            disabled={!rename.available}
          >
            {t.editName}
          </Button>
        </Flex>
      ) : (
        <form onSubmit={save} onKeyDown={onKeyDown} noValidate className="flex flex-wrap items-end gap-2">
          <div className="min-w-64">
            <FormField label={t.nameLabel} error={error}>
              {(field) => (
                <TextField.Root
                  {...field}
                  size="3"
                  value={draft}
                  autoFocus
                  autoComplete="off"
                  onChange={(event) => setDraft(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" disabled={busy}>
            {t.save}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={cancel}>
            {t.cancel}
          </Button>
        </form>
      )}
      <Flex justify="between" align="end" gap="4" wrap="wrap">
        <Facts facts={facts} className="flex flex-wrap gap-x-8 gap-y-2" />
        <CommandButton
          command={deleteOrganization}
          args={{ organizationId: organization.id }}
          color="red"
          variant="soft"
        >
          {t.delete}
        </CommandButton>
      </Flex>
    </header>
  );
}
