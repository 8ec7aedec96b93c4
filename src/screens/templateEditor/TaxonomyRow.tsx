import { Badge, Flex, Switch, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import type { ShownTaxonomy } from '../../state/templateTaxonomies';

const t = messages.templateTaxonomies;

/** Who owns a taxonomy (Gebruiker or Organisatie, with its name). */
function ownerText({ owner_type, owner_name }: ShownTaxonomy['taxonomy']): string {
  const type = owner_type ? t.ownerTypes[owner_type] : null;
  return [type, owner_name].filter(Boolean).join(': ');
}

/**
 * One taxonomy of a template's TAXONOMIEËN section: name (and description), owner with the org-wide badge, term
 * count, the switch for its state for this template (named after the taxonomy; Space switches it) and the link
 * to its editor.
 */
export function TaxonomyRow({
  row,
  onChange,
  disabled,
  mayEdit,
}: {
  row: ShownTaxonomy;
  onChange(taxonomyId: number, active: boolean): void;
  /** The switch cannot be used now (its reason is shown above the table). */
  disabled: boolean;
  /** The signed-in role may open the taxonomy editor. */
  mayEdit: boolean;
}) {
  const { taxonomy, active, changed } = row;
  return (
    <Table.Row align="center" data-taxonomy-id={taxonomy.id}>
      <Table.RowHeaderCell>
        <Text as="div" weight="medium">
          {taxonomy.name}
        </Text>
        {taxonomy.description && (
          <Text as="div" size="1" color="gray" highContrast className="line-clamp-1 max-w-[48ch]">
            {taxonomy.description}
          </Text>
        )}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2">{ownerText(taxonomy)}</Text>
          {taxonomy.is_org_wide && (
            <Badge color="violet" highContrast>
              {t.orgWide}
            </Badge>
          )}
        </Flex>
      </Table.Cell>
      <Table.Cell>{taxonomy.term_count}</Table.Cell>
      <Table.Cell>
        <Flex gap="2" align="center">
          <Switch
            checked={active}
            onCheckedChange={(next) => onChange(taxonomy.id, next)}
            disabled={disabled}
            aria-label={t.switchLabel(taxonomy.name)}
          />
          <Text size="1" color="gray" highContrast aria-hidden="true" className="whitespace-nowrap">
            {active ? t.active : t.inactive}
          </Text>
          {changed && (
            <Badge color="amber" highContrast>
              {t.batch.changed}
            </Badge>
          )}
        </Flex>
      </Table.Cell>
      <Table.Cell justify="end">
        {mayEdit && (
          <Link
            to={href(routes.taxonomyEdit, { id: taxonomy.id })}
            className="text-sm text-[var(--accent-11)] underline-offset-2 hover:underline"
          >
            {t.edit}
            <span className="sr-only"> {taxonomy.name}</span>
          </Link>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
