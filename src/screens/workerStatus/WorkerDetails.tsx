import { Flex, Heading, Text } from '@radix-ui/themes';
import type { WorkerInfo } from '../../api/schemas/workers';
import { messages } from '../../messages';
import { formatDateTime, formatDuration } from '../../messages/format';
import { formatLoad, formatMoment } from '../../messages/workers';
import { STUCK_TASK_SECONDS, taskRows } from '../../state/workers';
import { Facts } from '../common/Facts';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../stats/tremor';
import { StuckBadge } from './WorkerStateBadge';
import { DataTable } from '../stats/DataTable';

const t = messages.workers;
const none = '-';
const cell = 'px-3 py-2';

/** The expanded details of one worker: pool, load averages, host and heartbeat, and its running tasks. */
export function WorkerDetails({
  name,
  worker,
  fetchedAt,
}: {
  name: string;
  worker: WorkerInfo;
  fetchedAt: number;
}) {
  const tasks = taskRows(worker, fetchedAt);
  const loads = worker.load_averages?.length ? worker.load_averages.map(formatLoad).join(' · ') : none;
  return (
    <Flex direction="column" gap="3" className="py-2">
      <Facts
        className="grid grid-cols-2 gap-3 md:grid-cols-3"
        facts={[
          [t.maxConcurrency, String(worker.pool?.['max-concurrency'] ?? none)],
          [t.processes, worker.pool?.processes?.length ? worker.pool.processes.join(', ') : none],
          [t.loadAverages, loads],
          [t.host, worker.hostname ?? none],
          [t.startedAt, formatDateTime(worker.started_at)],
          [t.lastHeartbeat, formatDateTime(worker.last_heartbeat)],
        ]}
      />
      <Heading as="h3" size="2">
        {t.activeTasks}
      </Heading>
      {tasks.length === 0 ? (
        <Text size="2" color="gray" highContrast>
          {t.noActiveTasks}
        </Text>
      ) : (
        <DataTable label={t.activeTasksLabel(name)}>
          <caption className="sr-only">{t.activeTasksLabel(name)}</caption>
          <TableHead>
            <TableRow>
              {[t.task, t.taskId, t.taskUser, t.taskFile, t.taskStarted, t.taskDuration].map((header) => (
                <TableHeaderCell key={header} scope="col" className={cell}>
                  {header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.map(({ task, startedAt, runningSeconds, stuck }) => (
              <TableRow key={task.id}>
                <TableCell className={cell}>{task.name}</TableCell>
                <TableCell className={`${cell} font-mono text-xs`}>{task.id}</TableCell>
                <TableCell className={cell}>{task.username ?? none}</TableCell>
                <TableCell className={cell}>{task.file_id ?? none}</TableCell>
                <TableCell className={cell}>{startedAt === null ? none : formatMoment(startedAt)}</TableCell>
                <TableCell className={`${cell} tabular-nums`}>
                  <Flex align="center" gap="2">
                    {formatDuration(runningSeconds)}
                    {stuck && <StuckBadge minutes={STUCK_TASK_SECONDS / 60} />}
                  </Flex>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </DataTable>
      )}
    </Flex>
  );
}
