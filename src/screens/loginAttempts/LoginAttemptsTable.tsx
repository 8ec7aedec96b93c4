import { Badge } from '@radix-ui/themes';
import type { LoginAttempt } from '../../api/schemas/loginAttempts';
import { messages } from '../../messages';
import { formatAttemptTime } from '../../messages/loginAttempts';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../stats/tremor';
import { DataTable } from '../stats/DataTable';

const t = messages.loginAttempts;
const cell = 'px-3 py-2';
/** Long addresses, names and reasons wrap, so the table fits beside the menu. */
const wrap = 'whitespace-normal [overflow-wrap:anywhere]';

/** The Dutch label of an attempt type (spec 3); a type this console does not know shows as sent. */
function typeLabel(type: string): string {
  return (t.types as Record<string, string>)[type] ?? type;
}

const columns = [
  t.columns.time,
  t.columns.email,
  t.columns.user,
  t.columns.status,
  t.columns.type,
  t.columns.ip,
  t.columns.reason,
];

/** Spec 2: Tijdstip, Email, Gebruiker (or Onbekend), Status, Type, IP Adres, Reden (or -). */
export function LoginAttemptsTable({ rows }: { rows: readonly LoginAttempt[] }) {
  return (
    <DataTable label={t.tableLabel}>
      <caption className="sr-only">{t.tableLabel}</caption>
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
              {t.empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((attempt) => (
            <TableRow key={attempt.id}>
              <TableCell className={`${cell} tabular-nums`}>
                <time dateTime={attempt.attempted_at}>{formatAttemptTime(attempt.attempted_at)}</time>
              </TableCell>
              <TableCell className={`${cell} ${wrap} text-tremor-content-strong`}>
                {attempt.email || t.noValue}
              </TableCell>
              <TableCell className={`${cell} ${wrap}`}>{attempt.user?.username ?? t.unknownUser}</TableCell>
              <TableCell className={cell}>
                <Badge color={attempt.success ? 'green' : 'red'} highContrast>
                  {attempt.success ? t.success : t.failure}
                </Badge>
              </TableCell>
              <TableCell className={cell}>{typeLabel(attempt.attempt_type)}</TableCell>
              <TableCell className={`${cell} font-mono text-xs`}>{attempt.ip_address || t.noValue}</TableCell>
              <TableCell className={`${cell} ${wrap}`}>{attempt.error_reason || t.noValue}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </DataTable>
  );
}
