import { Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useId, useState } from 'react';
import type { TemplateRevision } from '../../../api/schemas/revisions';
import { loadMoreRevisionsCommand } from '../../../commands/revisions/loadMore';
import { restoreRevision } from '../../../commands/revisions/restore';
import { messages } from '../../../messages';
import { comparisonsAtom, hasMoreRevisions, revisionsResource } from '../../../state/revisions';
import { CommandButton } from '../../common/CommandButton';
import { useCommandRuntime } from '../../common/CommandRuntime';
import { LoadState } from '../../common/LoadState';
import { useCommand } from '../../common/useCommand';
import { useResource } from '../../common/useResource';
import { RestoreDialog } from './RestoreDialog';
import { RevisionCompare } from './RevisionCompare';
import { RevisionTable } from './RevisionTable';
import { useRevisionsFocusRequest } from './useRevisionsRequest';

const t = messages.revisions;

/**
 * The REVISIES section of a saved template: the revisions newest first, 20 at a time with "Meer laden", the
 * compare view of two versions, and the restore dialog. Loaded when the section is shown and kept fresh while
 * shown (a restore, a save or an AI update adds a revision).
 */
export function RevisionsSection({
  templateId,
  headingHidden = false,
}: {
  templateId: number;
  /** Only for screen readers (the full editor's tab already says REVISIES). */
  headingHidden?: boolean;
}) {
  const { ctx } = useCommandRuntime();
  const loadable = useResource(revisionsResource, templateId);
  const comparison = useAtomValue(comparisonsAtom, { store: ctx.store })[templateId] ?? null;
  const restore = useCommand(restoreRevision, { templateId });
  const [restoring, setRestoring] = useState<TemplateRevision | null>(null);
  const headingId = useId();
  const blockedId = useId();
  const heading = useRevisionsFocusRequest(templateId, !comparison?.focus);
  const pages = loadable.data;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading
        as="h2"
        size="4"
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className={headingHidden ? 'sr-only' : 'outline-none'}
      >
        {t.section}
      </Heading>
      <LoadState loadable={loadable} loading={t.loading} />
      {pages && pages.revisions.length === 0 && (
        <Text as="p" size="2" color="gray" highContrast>
          {t.empty}
        </Text>
      )}
      {pages && comparison && (
        <RevisionCompare templateId={templateId} comparison={comparison} pages={pages} />
      )}
      {!restore.available && restore.reason && (
        <Text as="p" id={blockedId} size="2" color="gray" highContrast>
          {restore.reason}
        </Text>
      )}
      {pages && pages.revisions.length > 0 && (
        <>
          <RevisionTable
            templateId={templateId}
            revisions={pages.revisions}
            onRestore={setRestoring}
            restoreBlockedBy={restore.available ? null : blockedId}
          />
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2" color="gray" highContrast>
              {t.count(pages.revisions.length, pages.total)}
            </Text>
            {hasMoreRevisions(pages) && (
              <CommandButton
                command={loadMoreRevisionsCommand}
                args={{ templateId }}
                variant="soft"
                highContrast
                busy={loadable.loading}
              >
                {t.loadMore}
              </CommandButton>
            )}
          </Flex>
        </>
      )}
      <RestoreDialog templateId={templateId} revision={restoring} onClose={() => setRestoring(null)} />
    </section>
  );
}
