import { Badge } from '@radix-ui/themes';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { LoginAttempt } from '../../api/schemas/loginAttempts';
import { messages } from '../../messages';
import { formatAttemptTime, reasonLabel } from '../../messages/loginAttempts';
import { href, routes } from '../../state/routes';
import { useRowFocus } from '../common/useRowFocus';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../stats/tremor';
import { DataTable } from '../stats/DataTable';

const t = messages.loginAttempts;
const cell = 'px-3 py-2';
/**
 * Long addresses, names and reasons wrap, so the table fits beside the menu; each keeps a width to wrap in, so on
 * a phone the table scrolls sideways in its box instead of breaking an address every few letters.
 */
const wrap = 'whitespace-normal [overflow-wrap:anywhere]';
const emailWidth = 'min-w-[12rem]';
const textWidth = 'min-w-[8rem]';

/** The Dutch label of an attempt type; a type this console does not know shows as sent. */
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

/** The user of an attempt: a link to their details when the server names them, else Onbekend. */
function UserCell({ user }: { user: LoginAttempt['user'] }) {
  if (!user) return t.unknownUser;
  if (user.id === undefined) return user.username;
  return (
    <Link
      to={href(routes.userDetail, { id: user.id })}
      className="text-[var(--accent-11)] underline-offset-2 hover:underline"
    >
      {user.username}
    </Link>
  );
}

/**
 * The columns Tijdstip, Email, Gebruiker (or Onbekend), Status, Type, IP Adres, Reden (or -), the type and the
 * reason in Dutch. The rows are navigated by keyboard; Enter opens the user's details.
 */
export function LoginAttemptsTable({ rows }: { rows: readonly LoginAttempt[] }) {
  const ids = useMemo(() => rows.map((attempt) => attempt.id), [rows]);
  const focus = useRowFocus<HTMLDivElement>(ids);
  return (
    <div ref={focus}>
      {/* Not a tab stop itself: its focused row is, and the arrow keys scroll it sideways from there. */}
      <DataTable label={t.tableLabel} className="wb-data-table" focusable={rows.length === 0}>
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
              <TableRow key={attempt.id} data-row-id={attempt.id}>
                <TableCell className={`${cell} tabular-nums`}>
                  <time dateTime={attempt.attempted_at}>{formatAttemptTime(attempt.attempted_at)}</time>
                </TableCell>
                <TableCell className={`${cell} ${wrap} ${emailWidth} text-tremor-content-strong`}>
                  {attempt.email || t.noValue}
                </TableCell>
                <TableCell className={`${cell} ${wrap} ${textWidth}`}>
                  <UserCell user={attempt.user} />
                </TableCell>
                <TableCell className={cell}>
                  <Badge color={attempt.success ? 'green' : 'red'} highContrast>
                    {attempt.success ? t.success : t.failure}
                  </Badge>
                </TableCell>
                <TableCell className={cell}>{typeLabel(attempt.attempt_type)}</TableCell>
                <TableCell className={`${cell} font-mono text-xs`}>
                  {attempt.ip_address || t.noValue}
                </TableCell>
                <TableCell className={`${cell} ${wrap} ${textWidth}`}>
                  {reasonLabel(attempt.error_reason)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </DataTable>
    </div>
  );
}
