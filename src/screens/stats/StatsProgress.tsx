import { Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { messages } from '../../messages';
import { formatMegabytes } from '../../messages/format';
import { statsDownloadsAtom } from '../../state/statsRequests';
import { useCommandRuntime } from '../common/CommandRuntime';

/** Downloads smaller than this are done before their progress could be read: they show none. */
const SHOWN_FROM_BYTES = 1_000_000;

/** While the statistics of `area` download: how much has arrived (`Statistieken laden… 12,3 MB`). */
export function StatsProgress({ area }: { area: string }) {
  const { ctx } = useCommandRuntime();
  const bytes = useAtomValue(statsDownloadsAtom, { store: ctx.store })[area] ?? 0;
  if (bytes < SHOWN_FROM_BYTES) return null;
  return (
    <Text size="2" color="gray" highContrast>
      {messages.organizationStats.loadingProgress(formatMegabytes(bytes))}
    </Text>
  );
}
