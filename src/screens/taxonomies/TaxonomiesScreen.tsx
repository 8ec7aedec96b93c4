import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { deleteTaxonomy } from '../../commands/taxonomies/delete';
import { taxonomyMatches } from '../../commands/taxonomies/pickTaxonomy';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { taxonomiesResource } from '../../state/taxonomies';
import { LoadState } from '../common/LoadState';
import { SearchField, useUrlSearch } from '../common/SearchField';
import { OwnerCell, yesNo } from '../common/taxonomies/OwnerCell';
import { TaxonomyRowActions } from '../common/taxonomies/TaxonomyRowActions';
import { EmptyList } from '../common/templates/TemplateTable';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRowFocus } from '../common/useRowFocus';
import { useScreen } from '../common/useScreen';

const t = messages.taxonomies;

/**
 * `/taxonomies`: every taxonomy the caller may see with its owner (user or organisation icon, the org-wide
 * badge), term count and default-active flag; edit, delete (confirmed); the search kept in the URL.
 */
export function TaxonomiesScreen() {
  useScreen('taxonomies');
  const list = useResource(taxonomiesResource, undefined);
  const search = useUrlSearch();
  const remove = useCommand(deleteTaxonomy);
  const all = list.data;
  const shown = useMemo(() => (all ?? []).filter(taxonomyMatches(search.value)), [all, search.value]);
  const ids = useMemo(() => shown.map((taxonomy) => taxonomy.id), [shown]);
  const focus = useRowFocus<HTMLDivElement>(ids);
  const removeRow = remove.available ? (taxonomyId: number) => void remove.run({ taxonomyId }) : null;

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {messages.screens.taxonomies}
        </Heading>
        <Button asChild>
          <Link to={href(routes.taxonomyNew)}>{t.newTaxonomy}</Link>
        </Button>
      </Flex>
      <Flex align="center" gap="3" wrap="wrap">
        <SearchField search={search} label={t.list.searchLabel} placeholder={t.list.searchPlaceholder} />
        {all && (
          <Text size="2" color="gray" highContrast aria-live="polite">
            {t.list.countOf(shown.length, all.length)}
          </Text>
        )}
      </Flex>
      <LoadState loadable={list} loading={t.loading} />
      <div ref={focus}>
        {all && shown.length === 0 && <EmptyList>{t.list.empty}</EmptyList>}
        {shown.length > 0 && (
          <Table.Root variant="surface" className="wb-data-table">
            <caption className="sr-only">{t.list.tableLabel}</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t.columns.name}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t.columns.owner}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.columns.termCount}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t.columns.defaultActive}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.columns.actions}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((taxonomy) => (
                <Table.Row key={taxonomy.id} data-row-id={taxonomy.id}>
                  <Table.RowHeaderCell>{taxonomy.name}</Table.RowHeaderCell>
                  <Table.Cell>
                    <OwnerCell taxonomy={taxonomy} />
                  </Table.Cell>
                  <Table.Cell justify="end">{taxonomy.term_count}</Table.Cell>
                  <Table.Cell>{yesNo(taxonomy.default_active)}</Table.Cell>
                  <TaxonomyRowActions taxonomy={taxonomy} remove={removeRow} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </div>
    </section>
  );
}
