import { Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { ExportConfiguration, ExportPush } from '../../api/schemas/exports';
import { messages } from '../../messages';
import { formatDateTime } from '../../messages/format';
import { pushesPerConfiguration } from '../../state/exports';
import type { Loadable } from '../../state/loadable';
import { PushStatusBadge } from '../common/exports/PushStatusBadge';
import { LoadState } from '../common/LoadState';

const c = messages.exports.tab;

/** Pushes shown per configuration. */
const PUSHES_SHOWN = 5;

function PushesTable({ name, pushes }: { name: string; pushes: readonly ExportPush[] }) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="2">
        {name}
      </Heading>
      <Table.Root variant="surface" size="1">
        <caption className="sr-only">{c.pushesOf(name)}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{c.pushColumns.status}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{c.pushColumns.when}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{c.pushColumns.summary}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{c.pushColumns.reason}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pushes.map((push) => (
            <Table.Row key={push.id}>
              <Table.Cell>
                <PushStatusBadge status={push.status} />
              </Table.Cell>
              <Table.Cell>
                {formatDateTime(push.finished_at ?? push.updated_at ?? push.created_at)}
              </Table.Cell>
              <Table.Cell>{c.pushSummary(push.transcription_name, push.meeting_type)}</Table.Cell>
              <Table.Cell>{push.error ?? c.noReason}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

/**
 * Per configuration its last pushes and failures (beyond the original product), from
 * `GET admin/export/pushes?organization_id=`: status, when, which summary, and the Dutch reason of a failure
 * (or of the last failed attempt while retrying).
 */
export function ExportPushesSection({
  configurations,
  pushes,
}: {
  configurations: readonly ExportConfiguration[];
  pushes: Loadable<readonly ExportPush[]>;
}) {
  const grouped = pushesPerConfiguration(pushes.data ?? [], PUSHES_SHOWN);
  const shown = configurations.filter((configuration) => grouped.has(configuration.id));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        {c.pushesHeading}
      </Heading>
      <LoadState loadable={pushes} loading={c.pushesLoading} />
      {pushes.data && shown.length === 0 && (
        <Text as="p" size="2" color="gray" highContrast>
          {c.pushesEmpty}
        </Text>
      )}
      {shown.map((configuration) => (
        <PushesTable
          key={configuration.id}
          name={configuration.name}
          pushes={grouped.get(configuration.id) ?? []}
        />
      ))}
    </Flex>
  );
}
