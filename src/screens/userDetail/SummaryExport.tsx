import { Flex, Text } from '@radix-ui/themes';
import { useCallback, useMemo } from 'react';
import { pushSummaryToExport } from '../../commands/exports/push';
import { messages } from '../../messages';
import {
  latestPushPerConfiguration,
  loadSummaryExportPushes,
  summaryExportPushesResource,
} from '../../state/exports';
import { CommandButton } from '../common/CommandButton';
import { useCommandRuntime } from '../common/CommandRuntime';
import { PushPoller } from '../common/exports/PushPoller';
import { PushStatusBadge } from '../common/exports/PushStatusBadge';
import { useResource } from '../common/useResource';

const t = messages.exports;
const p = t.push;

/**
 * "Verstuur naar export" on one summary (beyond the original product), and per export configuration the status
 * of its latest push: In de wachtrij, Bezig met verzenden, Verstuurd or Mislukt with the Dutch reason. Asked
 * for again every 2 seconds while one is on its way and the page is visible.
 */
export function SummaryExport({
  userId,
  transcriptionId,
  summary,
}: {
  userId: number;
  transcriptionId: number;
  summary: { id: number; meeting_type: string };
}) {
  const { ctx } = useCommandRuntime();
  const pushes = useResource(summaryExportPushesResource, summary.id);
  const latest = useMemo(() => [...latestPushPerConfiguration(pushes.data ?? []).values()], [pushes.data]);
  const reload = useCallback(
    () => loadSummaryExportPushes(ctx.store, ctx.api, summary.id),
    [ctx, summary.id],
  );
  return (
    <Flex direction="column" gap="1" align="start">
      <CommandButton
        command={pushSummaryToExport}
        args={{ userId, transcriptionId, summaryId: summary.id }}
        size="1"
        variant="soft"
      >
        {p.button}
        <span className="sr-only">{p.ofSummary(summary.meeting_type)}</span>
      </CommandButton>
      {latest.length > 0 && (
        <ul
          role="list"
          aria-label={p.statusLabel(summary.meeting_type)}
          aria-live="polite"
          className="flex flex-col gap-1"
        >
          {latest.map((push) => (
            <li key={push.configuration_id} className="flex flex-wrap items-center gap-2">
              <Text size="1">{push.configuration_name}</Text>
              <PushStatusBadge status={push.status} />
              {push.error && (
                <Text size="1" color={push.status === 'failed' ? 'red' : 'gray'} highContrast>
                  {push.error}
                </Text>
              )}
              {push.status === 'succeeded' && push.external_url && (
                <a
                  href={push.external_url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-xs text-[var(--accent-11)] underline underline-offset-2"
                >
                  {p.open}
                  <span className="sr-only">{p.openIn(t.platforms[push.target_platform])}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {pushes.error && (
        <Text size="1" color="red">
          {pushes.error}
        </Text>
      )}
      <PushPoller pushes={pushes.data} reload={reload} />
    </Flex>
  );
}
