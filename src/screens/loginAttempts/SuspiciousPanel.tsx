import { Text } from '@radix-ui/themes';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { changedSearch } from '../../commands/operations/onScreen';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';
import { formatAttemptTime } from '../../messages/loginAttempts';
import { suspiciousResource, type LoginAttemptFilters } from '../../state/loginAttempts';
import { href, routes } from '../../state/routes';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { DataTable } from '../stats/DataTable';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../stats/tremor';

const t = messages.loginAttempts;
const s = t.suspicious;
const cell = 'px-3 py-2';

interface Row {
  key: string;
  /** The address or IP, shown and filtered on. */
  value: string;
  failures: number;
  others: number;
  last: string;
  /** The filters with this one applied (a new list from its first page). */
  target: string;
}

function SuspiciousTable({
  label,
  other,
  empty,
  rows,
}: {
  label: string;
  other: string;
  empty: string;
  rows: Row[];
}) {
  const columns = [label, s.failures, other, s.last];
  return (
    <DataTable label={label}>
      <caption className="sr-only">{label}</caption>
      <TableHead>
        <TableRow>
          {columns.map((header) => (
            <TableHeaderCell key={header} scope="col" className={cell}>
              {header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className={`${cell} whitespace-normal`}>
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell className={`${cell} whitespace-normal [overflow-wrap:anywhere]`}>
                <Link to={row.target} aria-label={s.filterOn(row.value)} className="text-[var(--accent-11)]">
                  {row.value}
                </Link>
              </TableCell>
              <TableCell className={`${cell} tabular-nums`}>{formatCount(row.failures)}</TableCell>
              <TableCell className={`${cell} tabular-nums`}>{formatCount(row.others)}</TableCell>
              <TableCell className={`${cell} tabular-nums`}>
                <time dateTime={row.last}>{formatAttemptTime(row.last)}</time>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </DataTable>
  );
}

/** Loads when opened: the addresses and IPs with many failures in the period shown. */
function SuspiciousLists({ filters }: { filters: LoginAttemptFilters }) {
  const loadable = useResource(suspiciousResource, filters.days);
  const data = loadable.data;
  const filtered = (change: Partial<LoginAttemptFilters>) =>
    href(routes.loginAttempts, undefined, changedSearch(routes.loginAttempts, filters, change));
  return (
    <div className="flex flex-col gap-3 py-3">
      <LoadState loadable={loadable} loading={s.loading} />
      {data && (
        <>
          <Text as="p" size="2" color="gray" highContrast>
            {s.intro(data.min_failures, data.days_back)}
          </Text>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
            <SuspiciousTable
              label={s.emailsLabel}
              other={s.ipCount}
              empty={s.noEmails}
              rows={data.emails.map((entry) => ({
                key: entry.email,
                value: entry.email,
                failures: entry.failures,
                others: entry.ip_addresses,
                last: entry.last_failure_at,
                target: filtered({ email: entry.email, ip: '' }),
              }))}
            />
            <SuspiciousTable
              label={s.ipsLabel}
              other={s.emailCount}
              empty={s.noIps}
              rows={data.ip_addresses.map((entry) => ({
                key: entry.ip_address,
                value: entry.ip_address,
                failures: entry.failures,
                others: entry.emails,
                last: entry.last_failure_at,
                target: filtered({ ip: entry.ip_address, email: '' }),
              }))}
            />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * Beyond the original product: the suspicious addresses of the period, in a panel closed by default that loads
 * when opened; each address or IP is a link that applies it as the filter. The platform's view.
 */
export function SuspiciousPanel({ filters }: { filters: LoginAttemptFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-[var(--radius-3)] border border-[var(--gray-a6)] px-4 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 font-medium">{s.title}</summary>
      {open && <SuspiciousLists filters={filters} />}
    </details>
  );
}
