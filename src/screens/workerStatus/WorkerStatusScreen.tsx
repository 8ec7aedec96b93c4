import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Fragment, useState } from 'react';
import { refreshWorkerStatus } from '../../commands/operations/workers';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';
import { formatClock } from '../../messages/workers';
import {
  STUCK_TASK_SECONDS,
  WORKER_REFRESH_MS,
  workerRows,
  workerSummary,
  type WorkerSnapshot,
} from '../../state/workers';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { useScreen } from '../common/useScreen';
import { TotalsCards } from '../stats/TotalsCards';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../stats/tremor';
import { useWorkerStatus } from './useWorkerStatus';
import { WorkerDetails } from './WorkerDetails';
import { StuckBadge, WorkerStateBadge } from './WorkerStateBadge';
import { DataTable } from '../stats/DataTable';

const t = messages.workers;
const cell = 'px-3 py-2';

/** One row per worker with its counts; Details opens the row below it. */
function WorkersTable({ snapshot }: { snapshot: WorkerSnapshot }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  const rows = workerRows(snapshot.status);
  return (
    <DataTable label={t.tableLabel}>
      <caption className="sr-only">{t.tableLabel}</caption>
      <TableHead>
        <TableRow>
          <TableHeaderCell scope="col" className={cell}>
            {t.worker}
          </TableHeaderCell>
          <TableHeaderCell scope="col" className={cell}>
            {t.status}
          </TableHeaderCell>
          <TableHeaderCell scope="col" className={`${cell} text-right`}>
            {t.active}
          </TableHeaderCell>
          <TableHeaderCell scope="col" className={`${cell} text-right`}>
            {t.reserved}
          </TableHeaderCell>
          <TableHeaderCell scope="col" className={cell}>
            <span className="sr-only">{t.details}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ name, online, info }) => {
          const expanded = open.has(name);
          const detailsId = `worker-details-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
          return (
            <Fragment key={name}>
              <TableRow>
                <TableCell className={`${cell} font-medium text-tremor-content-strong`}>{name}</TableCell>
                <TableCell className={cell}>
                  <WorkerStateBadge online={online} />
                </TableCell>
                <TableCell className={`${cell} text-right tabular-nums`}>
                  {formatCount(info.active_tasks)}
                </TableCell>
                <TableCell className={`${cell} text-right tabular-nums`}>
                  {formatCount(info.reserved_tasks)}
                </TableCell>
                <TableCell className={`${cell} text-right`}>
                  <Button
                    variant="ghost"
                    highContrast
                    aria-expanded={expanded}
                    aria-controls={detailsId}
                    aria-label={t.showDetails(name)}
                    onClick={() => toggle(name)}
                  >
                    {t.details} <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
                  </Button>
                </TableCell>
              </TableRow>
              <TableRow id={detailsId} hidden={!expanded}>
                <TableCell colSpan={5} className={`${cell} whitespace-normal`}>
                  {expanded && <WorkerDetails name={name} worker={info} fetchedAt={snapshot.fetchedAt} />}
                </TableCell>
              </TableRow>
            </Fragment>
          );
        })}
      </TableBody>
    </DataTable>
  );
}

/**
 * `/worker-status`: the queue and every worker with its state and tasks, refreshed every 30 s while the page is
 * visible, and on request. Tasks running far longer than usual are marked.
 */
export function WorkerStatusScreen() {
  useScreen('workerStatus');
  const loadable = useWorkerStatus(WORKER_REFRESH_MS.screen);
  const snapshot = loadable.data;
  const summary = snapshot ? workerSummary(snapshot) : null;

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {messages.screens.workerStatus}
        </Heading>
        <CommandButton command={refreshWorkerStatus} variant="soft" highContrast busy={loadable.loading}>
          {t.refresh}
        </CommandButton>
      </Flex>
      <Text as="p" size="2" color="gray" highContrast>
        {snapshot && `${t.lastRefresh(formatClock(snapshot.fetchedAt))}. `}
        {t.autoRefresh(WORKER_REFRESH_MS.screen / 1000)}
      </Text>
      <LoadState loadable={loadable} loading={t.loading} />
      {snapshot && summary && (
        <>
          <TotalsCards
            items={[
              [t.queueLength, formatCount(snapshot.status.queue_length)],
              [t.workersOnline, t.onlineOfTotal(summary.online, summary.total)],
              [t.active, formatCount(summary.active)],
              [t.reserved, formatCount(summary.reserved)],
            ]}
          />
          {summary.stuck > 0 && (
            <Flex align="center" gap="2">
              <StuckBadge minutes={STUCK_TASK_SECONDS / 60} />
              <Text size="2">{t.stuckCount(summary.stuck)}</Text>
            </Flex>
          )}
          {summary.total === 0 ? (
            <Text as="p" color="gray" highContrast>
              {t.empty}
            </Text>
          ) : (
            <>
              <Heading as="h2" size="4">
                {t.workers}
              </Heading>
              <WorkersTable snapshot={snapshot} />
            </>
          )}
        </>
      )}
    </section>
  );
}
