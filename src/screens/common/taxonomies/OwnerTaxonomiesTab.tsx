import { Button, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { TaxonomySummary } from '../../../api/schemas/taxonomies';
import { deleteTaxonomy } from '../../../commands/taxonomies/delete';
import { messages } from '../../../messages';
import { formatDateTime } from '../../../messages/format';
import type { Loadable } from '../../../state/loadable';
import { LoadState } from '../LoadState';
import { DescriptionCell, EmptyList } from '../templates/TemplateTable';
import { useCommand } from '../useCommand';
import { useRowFocus } from '../useRowFocus';
import { yesNo } from './OwnerCell';
import { TaxonomyRowActions } from './TaxonomyRowActions';

const t = messages.taxonomies;

/**
 * The taxonomies tab of a user or an organisation: name, description, org-wide, term count and last updated,
 * each with edit and delete (confirmed), and a new taxonomy for this owner.
 */
export function OwnerTaxonomiesTab({
  list,
  caption,
  empty,
  newHref,
}: {
  list: Loadable<readonly TaxonomySummary[]>;
  caption: string;
  empty: string;
  /** `/taxonomies/new?userId=` or `?orgId=`. */
  newHref: string;
}) {
  const remove = useCommand(deleteTaxonomy);
  const rows = list.data;
  const ids = useMemo(() => (rows ?? []).map((row) => row.id), [rows]);
  const focus = useRowFocus<HTMLDivElement>(ids);
  const removeRow = remove.available ? (taxonomyId: number) => void remove.run({ taxonomyId }) : null;
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray" highContrast aria-live="polite">
          {rows ? t.count(rows.length) : ''}
        </Text>
        <Button asChild>
          <Link to={newHref}>{t.newTaxonomy}</Link>
        </Button>
      </Flex>
      <LoadState loadable={list} loading={t.loading} />
      <div ref={focus}>
        {rows && rows.length === 0 && <EmptyList>{empty}</EmptyList>}
        {rows && rows.length > 0 && (
          <Table.Root variant="surface" className="wb-data-table">
            <caption className="sr-only">{caption}</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t.columns.name}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t.columns.description}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t.columns.orgWide}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.columns.termCount}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t.columns.updatedAt}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((taxonomy) => (
                <Table.Row key={taxonomy.id} data-row-id={taxonomy.id}>
                  <Table.RowHeaderCell>{taxonomy.name}</Table.RowHeaderCell>
                  <DescriptionCell description={taxonomy.description} narrow />
                  <Table.Cell>{yesNo(taxonomy.is_org_wide)}</Table.Cell>
                  <Table.Cell justify="end">{taxonomy.term_count}</Table.Cell>
                  <Table.Cell>{formatDateTime(taxonomy.updated_at)}</Table.Cell>
                  <TaxonomyRowActions taxonomy={taxonomy} remove={removeRow} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </div>
    </Flex>
  );
}
