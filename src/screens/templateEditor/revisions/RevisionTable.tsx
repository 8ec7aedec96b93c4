import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import type { TemplateRevision } from '../../../api/schemas/revisions';
import { compareRevision } from '../../../commands/revisions/compare';
import { messages } from '../../../messages';
import { formatDateTime } from '../../../messages/format';
import { CommandButton } from '../../common/CommandButton';
import { TemplateTable } from '../../common/templates/TemplateTable';

const t = messages.revisions;
const columns = [t.columns.number, t.columns.date, t.columns.author, t.columns.reason] as const;

/**
 * The revisions, newest first: number, date and time (nl-NL), author, reason; per older revision Vergelijken
 * (with the template as it is now) and Herstellen (opens the restore dialog). The newest revision is the
 * template as it is now ("Huidig").
 */
export function RevisionTable({
  templateId,
  revisions,
  onRestore,
  restoreBlockedBy,
}: {
  templateId: number;
  revisions: readonly TemplateRevision[];
  onRestore(revision: TemplateRevision): void;
  /** The id of the text that says why restoring cannot run now, or null when it can. */
  restoreBlockedBy: string | null;
}) {
  return (
    <TemplateTable caption={t.caption} columns={columns} actionsHeader={t.columns.actions}>
      {revisions.map((revision, index) => (
        <Table.Row key={revision.id} align="center" data-revision-id={revision.id}>
          <Table.RowHeaderCell>
            <Flex gap="2" align="center">
              <Text weight="medium">{revision.revision_number}</Text>
              {index === 0 && (
                <Badge color="green" highContrast>
                  {t.current}
                </Badge>
              )}
            </Flex>
          </Table.RowHeaderCell>
          <Table.Cell>{formatDateTime(revision.created_at)}</Table.Cell>
          <Table.Cell>{revision.created_by?.username ?? t.unknownAuthor}</Table.Cell>
          <Table.Cell>
            <Text className="line-clamp-2 max-w-[48ch] break-words">
              {revision.revision_reason || t.noReason}
            </Text>
          </Table.Cell>
          <Table.Cell justify="end">
            {index > 0 && (
              <Flex gap="2" justify="end" wrap="wrap">
                <CommandButton
                  command={compareRevision}
                  args={{ templateId, revisionId: revision.id }}
                  size="1"
                  variant="soft"
                  aria-label={t.compareLabel(revision.revision_number)}
                >
                  {t.compare}
                </CommandButton>
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  highContrast
                  disabled={restoreBlockedBy !== null}
                  aria-describedby={restoreBlockedBy ?? undefined}
                  aria-label={t.restoreLabel(revision.revision_number)}
                  onClick={() => onRestore(revision)}
                >
                  {t.restore}
                </Button>
              </Flex>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </TemplateTable>
  );
}
