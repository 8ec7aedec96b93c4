import { messages } from '../../messages';
import { formatCount, formatDay } from '../../messages/format';
import { DAILY_TABLE_DAYS } from '../../state/dashboard';
import type { DayUserRow, StatsPage } from '../../state/statsViews';
import { DataTable } from '../stats/DataTable';
import { Pager } from '../stats/Pager';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../stats/tremor';
import { NewUserBadge } from './NewUserBadge';

const t = messages.organizationStats;
const d = messages.dashboard;
const cell = 'px-3 py-2';
const number = `${cell} text-right tabular-nums`;

/**
 * Per day (latest 7, newest first) and per active user: transcriptions, summaries and tokens; a page at a time
 * (`offset`), with its pager below.
 */
export function DayUsersTable({
  page,
  offset,
  onOffsetChange,
}: {
  page: StatsPage<DayUserRow>;
  offset: number;
  onOffsetChange(offset: number): void;
}) {
  const { rows } = page;
  const title = d.dayTableTitle(DAILY_TABLE_DAYS);
  const headers: [string, boolean][] = [
    [d.day, false],
    [t.user, false],
    [t.transcriptions, true],
    [t.summaries, true],
    [t.tokensIn, true],
    [t.tokensCached, true],
    [t.tokensOut, true],
  ];
  return (
    <>
      <DataTable label={title}>
        <caption className="sr-only">{title}</caption>
        <TableHead>
          <TableRow>
            {headers.map(([header, numeric]) => (
              <TableHeaderCell key={header} scope="col" className={numeric ? `${cell} text-right` : cell}>
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length} className={`${cell} whitespace-normal`}>
                {d.noRecentActivity(DAILY_TABLE_DAYS)}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={`${row.date}:${row.username}`}>
                <TableCell className={cell}>
                  <time dateTime={row.date}>{formatDay(row.date)}</time>
                </TableCell>
                <TableCell className={cell}>
                  <span className="inline-flex items-center gap-2">
                    <span className="text-tremor-content-strong">{row.username}</span>
                    <NewUserBadge kind={row.badge} createdAt={row.createdAt} />
                  </span>
                </TableCell>
                <TableCell className={number}>{formatCount(row.transcriptions)}</TableCell>
                <TableCell className={number}>{formatCount(row.summaries)}</TableCell>
                <TableCell className={number}>{formatCount(row.tokensIn)}</TableCell>
                <TableCell className={number}>{formatCount(row.tokensCached)}</TableCell>
                <TableCell className={number}>{formatCount(row.tokensOut)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </DataTable>
      <Pager label={title} offset={offset} total={page.total} onOffsetChange={onOffsetChange} />
    </>
  );
}
