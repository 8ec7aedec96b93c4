import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { loadMoreRetentionRemovals } from '../../commands/retention/loadMoreRemovals';
import { refreshRetentionRemovals } from '../../commands/retention/refreshRemovals';
import { formatBytes, formatDate, formatDateTime } from '../../messages/format';
import { messages } from '../../messages';
import { removalLogKey, removalLogResource, type RetentionScope } from '../../state/retention';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { ScrollTable, Section, Td, Th, Tr, type HeadingLevel } from './RetentionParts';

const t = messages.retention;
const r = t.removals;

/**
 * A removal log, newest first: what was removed when, of whom, made when, under which period and whose policy;
 * Meer laden below while there is more, and the export beside the heading.
 */
export function RemovalLog({
  scope,
  exportButton,
  level = 2,
}: {
  scope: RetentionScope;
  exportButton: ReactNode;
  level?: HeadingLevel;
}) {
  const log = useResource(removalLogResource, removalLogKey(scope));
  const rows = log.data?.rows;
  const args = scope === 'platform' ? {} : { organizationId: scope };
  return (
    <Section
      heading={r.heading}
      level={level}
      intro={r.intro}
      actions={
        <>
          <CommandButton
            command={refreshRetentionRemovals}
            args={args}
            variant="soft"
            color="gray"
            busy={log.loading}
          >
            {r.refresh}
          </CommandButton>
          {exportButton}
        </>
      }
    >
      <LoadState loadable={log} loading={r.loading} />
      {rows && rows.length === 0 && (
        <Text as="p" size="2" color="gray" highContrast>
          {r.empty}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <ScrollTable
          label={r.tableLabel}
          head={
            <>
              <Th>{r.removedAt}</Th>
              <Th>{r.kind}</Th>
              <Th>{r.user}</Th>
              <Th>{r.item}</Th>
              <Th>{r.createdAt}</Th>
              <Th>{r.bytes}</Th>
              <Th>{r.policy}</Th>
            </>
          }
        >
          {rows.map((row) => (
            <Tr key={row.id}>
              <Td>{formatDateTime(row.removed_at)}</Td>
              <Td>{t.kinds[row.kind]}</Td>
              <Td>{row.username}</Td>
              <Td>{row.item_name}</Td>
              <Td>{formatDate(row.item_created_at)}</Td>
              <Td numeric>{row.bytes === null ? '-' : formatBytes(row.bytes)}</Td>
              <Td>{`${t.days(row.policy_days)} (${r.bySource[row.policy_source]})`}</Td>
            </Tr>
          ))}
        </ScrollTable>
      )}
      {log.data && log.data.nextBefore !== null && (
        <Flex>
          <CommandButton command={loadMoreRetentionRemovals} args={args} variant="soft" busy={log.loading}>
            {r.loadMore}
          </CommandButton>
        </Flex>
      )}
    </Section>
  );
}
