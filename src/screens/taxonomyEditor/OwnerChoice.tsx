import { Button, Callout, Flex, SegmentedControl, Table, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useId, useMemo, useState } from 'react';
import type { TaxonomyOwnerType } from '../../api/schemas/taxonomies';
import { taxonomyOwnerTypes } from '../../api/schemas/taxonomies';
import { matchesQuery } from '../../commands/organizations/pickOrganization';
import { messages } from '../../messages';
import { ownOrganizationAtom } from '../../state/claims';
import { organizationResource, organizationsResource } from '../../state/organizations';
import type { TaxonomyOwner } from '../../state/taxonomyEditor';
import { filterUsers, usersResource } from '../../state/users';
import { useCommandRuntime } from '../common/CommandRuntime';
import { ErrorCallout, Loading } from '../common/LoadState';
import { useResource } from '../common/useResource';

const t = messages.taxonomies;
const o = t.owner;

/** Rows shown at once; a narrower search shows the others. */
const SHOWN = 50;

interface Candidate {
  id: number;
  name: string;
  detail: string;
}

/** The users, or the organisations (an organisation administrator: their own), the owner is chosen from. */
function useCandidates(type: TaxonomyOwnerType, query: string) {
  const { ctx } = useCommandRuntime();
  const own = useAtomValue(ownOrganizationAtom, { store: ctx.store });
  const users = useResource(usersResource, type === 'user' ? undefined : null);
  const organizations = useResource(
    organizationsResource,
    type === 'organization' && !own ? undefined : null,
  );
  const ownOrganization = useResource(organizationResource, type === 'organization' && own ? own.id : null);
  const ownData = ownOrganization.data;
  const organizationList = useMemo(
    () => (own ? ownData && [ownData] : organizations.data),
    [own, ownData, organizations.data],
  );
  const candidates = useMemo((): Candidate[] | null => {
    if (type === 'user')
      return (
        users.data &&
        filterUsers(users.data, query).map((u) => ({ id: u.id, name: u.username, detail: u.email }))
      );
    return (
      organizationList
        ?.filter((org) => matchesQuery(query, org.name))
        .map((org) => ({
          id: org.id,
          name: org.name,
          detail: messages.organizations.userCount(org.user_count),
        })) ?? null
    );
  }, [type, query, users.data, organizationList]);
  const loads = type === 'user' ? [users] : [own ? ownOrganization : organizations];
  return {
    candidates,
    loading: loads.some((load) => load.loading && load.data === null),
    failed: loads.some((load) => load.error !== null),
  };
}

/**
 * The owner of a new taxonomy when the address names none: first the owner type (user or organisation), then
 * the owner from a table, then the form; the form is never shown without an owner ("Geen gebruiker of
 * organisatie opgegeven").
 */
export function OwnerChoice({ onChoose }: { onChoose(owner: TaxonomyOwner): void }) {
  const searchId = useId();
  const [type, setType] = useState<TaxonomyOwnerType>('user');
  const [query, setQuery] = useState('');
  const { candidates, loading, failed } = useCandidates(type, query);
  const typeName = t.ownerTypes[type];
  return (
    <Flex direction="column" gap="4" className="max-w-3xl">
      <Callout.Root color="gray" highContrast>
        <Callout.Text>
          {t.missingOwner}. {o.chooseHint}
        </Callout.Text>
      </Callout.Root>
      <Flex direction="column" gap="2">
        <Text as="p" size="2" weight="medium">
          {o.typeLabel}
        </Text>
        <SegmentedControl.Root
          value={type}
          aria-label={o.typeLabel}
          onValueChange={(value) => {
            setType(value as TaxonomyOwnerType);
            setQuery('');
          }}
          className="w-fit"
        >
          {taxonomyOwnerTypes.map((value) => (
            <SegmentedControl.Item key={value} value={value}>
              {t.ownerTypes[value]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      <div className="max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {o.searchLabel(typeName)}
        </label>
        <TextField.Root
          id={searchId}
          type="search"
          value={query}
          placeholder={type === 'user' ? o.userSearchPlaceholder : o.organizationSearchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {loading && <Loading label={o.loading} />}
      <ErrorCallout message={failed ? t.ownersLoadFailed : null} />
      {candidates && (
        <Table.Root variant="surface">
          <caption className="sr-only">
            {type === 'user' ? o.usersTableLabel : o.organizationsTableLabel}
          </caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{typeName}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                {type === 'user' ? o.emailColumn : o.usersColumn}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">
                <span className="sr-only">{t.columns.actions}</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {candidates.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={3}>
                  <Text color="gray" highContrast>
                    {o.none}
                  </Text>
                </Table.Cell>
              </Table.Row>
            )}
            {candidates.slice(0, SHOWN).map((candidate) => (
              <Table.Row key={candidate.id}>
                <Table.RowHeaderCell>{candidate.name}</Table.RowHeaderCell>
                <Table.Cell>{candidate.detail}</Table.Cell>
                <Table.Cell justify="end">
                  <Button size="1" variant="soft" onClick={() => onChoose({ type, id: candidate.id })}>
                    {o.choose}
                    <span className="sr-only">{t.forRow(candidate.name)}</span>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
            {candidates.length > SHOWN && (
              <Table.Row>
                <Table.Cell colSpan={3}>
                  <Text size="1" color="gray" highContrast>
                    {o.more(candidates.length - SHOWN)}
                  </Text>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}
