import { Button, Flex, Table } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { MeetingType } from '../../../api/schemas/templates';
import { messages } from '../../../messages';

const t = messages.templateLists;

/** What the rows of a list do, as one set of handles for all rows (so 300 rows stay cheap to render). */
export interface RowActions {
  remove(templateId: number): void;
  /** Lists that show templates of other owners switch those off. */
  switchOff?(templateId: number): void;
  /** Lists with the dialog editor open it on the template. */
  quickEdit?(template: MeetingType): void;
}

/** The title after a button's text, for screen readers (`Verwijderen Notulen`). */
const forTitle = (title: string) => <span className="sr-only"> {title}</span>;

/**
 * A template row's actions cell: the list's own templates are edited (Bewerken; Snel bewerken where the list has
 * the dialog editor) and deleted; the others are viewed (Bekijken) and switched off.
 */
export function TemplateRowActions({
  template,
  to,
  own,
  actions,
}: {
  template: MeetingType;
  /** Where Bewerken or Bekijken goes. */
  to: string;
  own: boolean;
  actions: RowActions;
}) {
  const { id, title } = template;
  const { quickEdit } = actions;
  const leave = own ? actions.remove : actions.switchOff;
  return (
    <Table.Cell justify="end" data-row-actions="">
      <Flex gap="2" justify="end" align="center" wrap="wrap">
        <Button asChild size="1" variant="soft">
          <Link to={to}>
            {own ? t.edit : t.view}
            {forTitle(title)}
          </Link>
        </Button>
        {own && quickEdit && (
          <Button size="1" variant="ghost" onClick={() => quickEdit(template)}>
            {t.quickEdit}
            {forTitle(title)}
          </Button>
        )}
        {leave && (
          <Button size="1" variant="soft" color={own ? 'red' : 'gray'} highContrast onClick={() => leave(id)}>
            {own ? t.delete : t.switchOff}
            {forTitle(title)}
          </Button>
        )}
      </Flex>
    </Table.Cell>
  );
}
