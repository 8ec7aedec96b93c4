import { Button, Flex, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { ExportConfiguration, ExportPush } from '../../api/schemas/exports';
import { exportConfigurationHref } from '../../commands/exports/pickConfiguration';
import { messages } from '../../messages';
import { formatDateTime } from '../../messages/format';
import { PushStatusBadge } from '../common/exports/PushStatusBadge';

const t = messages.exports;
const c = t.tab;

/** The first template's title and id, and how many more there are. */
function TemplateCell({ configuration }: { configuration: ExportConfiguration }) {
  const first = configuration.meeting_templates[0];
  const id = configuration.meeting_template_id ?? first?.id;
  const title = configuration.meeting_template_title ?? first?.title;
  const more = Math.max(0, configuration.meeting_templates.length - 1);
  return (
    <Table.Cell>
      {id ? c.templateWithId(title ?? '', id) : c.noTemplate}
      {more > 0 && (
        <Text as="div" size="1" color="gray" highContrast>
          {c.moreTemplates(more)}
        </Text>
      )}
    </Table.Cell>
  );
}

/** The name after a button's visible word, for screen readers (`Verwijderen HubSpot deals`). */
const forName = (name: string) => <span className="sr-only">{c.forRow(name)}</span>;

/**
 * One export configuration: name (with a warning when the server lacks its secret), template title and id,
 * platform, object type, active Ja/Nee and its latest push; Bewerken, (de)activeren and Verwijderen.
 */
export function ExportConfigurationRow({
  configuration,
  lastPush,
  toggle,
  remove,
}: {
  configuration: ExportConfiguration;
  lastPush: ExportPush | undefined;
  toggle: ((configuration: ExportConfiguration) => void) | null;
  remove: ((configuration: ExportConfiguration) => void) | null;
}) {
  const details = configuration.configuration_details;
  const objectType = configuration.target_platform === 'HUBSPOT' ? details.target_object_type : undefined;
  const secret = String(details.api_key_secret_ref ?? '');
  return (
    <Table.Row data-row-id={configuration.id}>
      <Table.RowHeaderCell>
        {configuration.name}
        {configuration.secret_available === false && (
          <Text as="div" size="1" color="amber" highContrast>
            {c.secretMissing(secret)}
          </Text>
        )}
      </Table.RowHeaderCell>
      <TemplateCell configuration={configuration} />
      <Table.Cell>{t.platforms[configuration.target_platform]}</Table.Cell>
      <Table.Cell>
        {typeof objectType === 'string' && objectType in t.objectTypes
          ? t.objectTypes[objectType as keyof typeof t.objectTypes]
          : c.noObjectType}
      </Table.Cell>
      <Table.Cell>{configuration.is_active ? t.yes : t.no}</Table.Cell>
      <Table.Cell>
        {lastPush ? (
          <Flex direction="column" gap="1" align="start">
            <PushStatusBadge status={lastPush.status} />
            <Text size="1" color="gray" highContrast>
              {formatDateTime(lastPush.finished_at ?? lastPush.updated_at ?? lastPush.created_at)}
            </Text>
          </Flex>
        ) : (
          <Text size="1" color="gray" highContrast>
            {c.noPush}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell justify="end" data-row-actions="">
        <Flex gap="2" justify="end" align="center" wrap="wrap">
          <Button asChild size="1" variant="soft">
            <Link to={exportConfigurationHref(configuration.organization_id, configuration.id)}>
              {c.edit}
              {forName(configuration.name)}
            </Link>
          </Button>
          {toggle && (
            <Button size="1" variant="soft" color="gray" highContrast onClick={() => toggle(configuration)}>
              {configuration.is_active ? c.deactivate : c.activate}
              {forName(configuration.name)}
            </Button>
          )}
          {remove && (
            <Button size="1" variant="soft" color="red" highContrast onClick={() => remove(configuration)}>
              {c.delete}
              {forName(configuration.name)}
            </Button>
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
