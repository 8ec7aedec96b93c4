import { Button, Flex, Table } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { taxonomyHref } from '../../../commands/taxonomies/open';
import { messages } from '../../../messages';

const t = messages.taxonomies;

/** The name after a button's visible word, for screen readers (`Verwijderen Vaktermen`). */
const forName = (name: string) => <span className="sr-only">{t.forRow(name)}</span>;

/** A taxonomy row's actions: Bewerken (its editor) and Verwijderen (the delete command, which asks first). */
export function TaxonomyRowActions({
  taxonomy,
  remove,
}: {
  taxonomy: { id: number; name: string };
  remove: ((taxonomyId: number) => void) | null;
}) {
  return (
    <Table.Cell justify="end" data-row-actions="">
      <Flex gap="2" justify="end" align="center" wrap="wrap">
        <Button asChild size="1" variant="soft">
          <Link to={taxonomyHref(taxonomy.id)}>
            {t.edit}
            {forName(taxonomy.name)}
          </Link>
        </Button>
        {remove && (
          <Button size="1" variant="soft" color="red" highContrast onClick={() => remove(taxonomy.id)}>
            {t.delete}
            {forName(taxonomy.name)}
          </Button>
        )}
      </Flex>
    </Table.Cell>
  );
}
