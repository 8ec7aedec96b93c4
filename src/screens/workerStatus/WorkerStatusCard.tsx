import { Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';
import { formatClock } from '../../messages/workers';
import { href, routes } from '../../state/routes';
import { STUCK_TASK_SECONDS, WORKER_REFRESH_MS, workerRows, workerSummary } from '../../state/workers';
import { LoadState } from '../common/LoadState';
import { Card } from '../stats/tremor';
import { useWorkerStatus } from './useWorkerStatus';
import { StuckBadge, WorkerStateBadge } from './WorkerStateBadge';

const t = messages.workers;

/** Workers the card lists by name; the worker screen has the rest. */
const SHOWN_WORKERS = 3;

/** The dashboard's worker status card: queue, workers online, refreshed every 60 s while visible. */
export function WorkerStatusCard({ className }: { className?: string }) {
  const loadable = useWorkerStatus(WORKER_REFRESH_MS.dashboard);
  const snapshot = loadable.data;
  const summary = snapshot ? workerSummary(snapshot) : null;
  const rows = snapshot ? workerRows(snapshot.status) : [];
  return (
    <Card className={`flex flex-col gap-3 p-4 ${className ?? ''}`}>
      <Heading as="h2" size="4">
        {t.cardTitle}
      </Heading>
      <LoadState loadable={loadable} loading={t.loading} />
      {snapshot && summary && (
        <>
          <dl className="grid grid-cols-2 gap-2 text-tremor-default">
            <div>
              <dt className="text-tremor-content">{t.queueLength}</dt>
              <dd className="text-tremor-title font-semibold text-tremor-content-strong">
                {formatCount(snapshot.status.queue_length)}
              </dd>
            </div>
            <div>
              <dt className="text-tremor-content">{t.workersOnline}</dt>
              <dd className="text-tremor-title font-semibold text-tremor-content-strong">
                {t.onlineOfTotal(summary.online, summary.total)}
              </dd>
            </div>
          </dl>
          {rows.length === 0 ? (
            <Text size="2" color="gray" highContrast>
              {t.empty}
            </Text>
          ) : (
            <ul className="flex flex-col gap-1">
              {rows.slice(0, SHOWN_WORKERS).map((row) => (
                <li key={row.name} className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate" title={row.name}>
                    {row.name}
                  </span>
                  <WorkerStateBadge online={row.online} />
                </li>
              ))}
            </ul>
          )}
          {summary.stuck > 0 && (
            <Flex align="center" gap="2" wrap="wrap">
              <StuckBadge minutes={STUCK_TASK_SECONDS / 60} />
              <Text size="1">{t.stuckCount(summary.stuck)}</Text>
            </Flex>
          )}
          <Text size="1" color="gray" highContrast>
            {t.lastRefresh(formatClock(snapshot.fetchedAt))}
          </Text>
        </>
      )}
      <Link
        to={href(routes.workerStatus)}
        className="mt-auto text-sm text-[var(--accent-11)] underline-offset-2 hover:underline"
      >
        {t.openScreen}
      </Link>
    </Card>
  );
}
