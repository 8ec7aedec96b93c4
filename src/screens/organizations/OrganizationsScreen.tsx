import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { createOrganization } from '../../commands/organizations/create';
import { matchesQuery } from '../../commands/organizations/pickOrganization';
import { messages } from '../../messages';
import { formatDate } from '../../messages/format';
import { organizationsResource } from '../../state/organizations';
import { href, routes } from '../../state/routes';
import { alertedBudgets, usageBudgetsResource } from '../../state/usage';
import { SearchField, useUrlSearch } from '../common/SearchField';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useScreen } from '../common/useScreen';
import { LoadState } from '../common/LoadState';
import { useRowFocus } from '../common/useRowFocus';
import { BudgetMark } from '../usage/Cost';
import { NewOrganizationDialog } from './NewOrganizationDialog';

const t = messages.organizations;

/**
 * `/organizations`: search by name (in the URL), the table (each organisation past a budget threshold this month
 * marked; rows navigated by keyboard, Enter opens an
 * organisation), and the New organisation dialog.
 */
export function OrganizationsScreen() {
  useScreen('organizations');
  // Loaded when the screen opens and kept fresh; a load error is shown below.
  const list = useResource(organizationsResource, undefined);
  const search = useUrlSearch();
  const create = useCommand(createOrganization);
  const [dialogOpen, setDialogOpen] = useState(false);

  // Organisations at or past a threshold of their budget this month are marked (where the server has budgets).
  const budgets = useResource(usageBudgetsResource, undefined);
  const alerted = useMemo(() => alertedBudgets(budgets.data), [budgets.data]);

  const shown = useMemo(
    () => (list.data ?? []).filter((o) => matchesQuery(search.value, o.name)),
    [list.data, search.value],
  );
  const ids = useMemo(() => shown.map((organization) => organization.id), [shown]);
  const focus = useRowFocus<HTMLDivElement>(ids);

  return (
    <section className="flex flex-col gap-4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {messages.screens.organizations}
        </Heading>
        <Button onClick={() => setDialogOpen(true)} disabled={!create.available}>
          {t.create}
        </Button>
      </Flex>
      <SearchField search={search} label={t.searchLabel} placeholder={t.searchPlaceholder} />
      <LoadState loadable={list} loading={t.loading} />
      {list.data && (
        <Table.Root variant="surface" className="wb-data-table" ref={focus}>
          <caption className="sr-only">{t.tableLabel}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.name}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.createdAt}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.users}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.templates}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="sr-only">{t.actions}</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="gray" highContrast>
                    {t.empty}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              shown.map((organization) => (
                <Table.Row key={organization.id} data-row-id={organization.id}>
                  <Table.RowHeaderCell>
                    <span className="inline-flex flex-wrap items-center gap-2">
                      {organization.name}
                      <BudgetMark status={alerted.get(organization.id)} />
                    </span>
                  </Table.RowHeaderCell>
                  <Table.Cell>{formatDate(organization.created_at)}</Table.Cell>
                  <Table.Cell justify="end">{organization.user_count}</Table.Cell>
                  <Table.Cell justify="end">{organization.template_count}</Table.Cell>
                  <Table.Cell justify="end">
                    <Link
                      to={href(routes.organizationDetail, { id: organization.id })}
                      aria-label={t.detailsOf(organization.name)}
                      className="text-[var(--accent-11)] underline-offset-2 hover:underline"
                    >
                      {t.details}
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      )}
      <NewOrganizationDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </section>
  );
}
