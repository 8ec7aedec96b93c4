import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { User } from '../../api/schemas/users';
import { endAllSessions } from '../../commands/sessions/endAllSessions';
import { endSession } from '../../commands/sessions/endSession';
import { formatDateTime } from '../../messages/format';
import { messages } from '../../messages';
import { userSessionsResource } from '../../state/sessions';
import { CommandButton } from '../common/CommandButton';
import { ErrorCallout, Loading } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useRowFocus } from '../common/useRowFocus';

const t = messages.sessions;

/**
 * The user's sessions (beyond the original product): every open sign-in with its device, address and times,
 * each ended with one button or all at once; then the latest ended ones with why they ended. The rows are
 * navigated by keyboard like every list.
 */
export function SessionsTab({ user }: { user: User }) {
  const loadable = useResource(userSessionsResource, user.id);
  const items = loadable.data;
  const open = items?.filter((session) => session.ended_at === null) ?? [];
  const ids = useMemo(() => (items ?? []).map((session) => session.id), [items]);
  const focus = useRowFocus<HTMLDivElement>(ids);

  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {t.title}
        </Heading>
        {loadable.loading && <Loading label={t.loading} />}
        {open.length > 0 && (
          <CommandButton
            command={endAllSessions}
            args={{ userId: user.id }}
            variant="soft"
            color="red"
            highContrast
            className="ml-auto"
          >
            {t.endAll}
          </CommandButton>
        )}
      </Flex>
      <Text as="p" size="2" color="gray" highContrast>
        {t.description}
      </Text>
      <ErrorCallout message={loadable.error} />
      {items && items.length === 0 && (
        <Text as="p" color="gray" highContrast>
          {t.empty}
        </Text>
      )}
      {items && items.length > 0 && (
        <div ref={focus} className="overflow-x-auto rounded-md border border-[var(--gray-a5)]">
          <table aria-label={t.title} className="wb-data-table w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="px-3 py-2">
                  {t.device}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.address}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.started}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.lastUsed}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.status}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((session) => (
                <tr
                  key={session.id}
                  data-row-id={session.id}
                  className="border-t border-[var(--gray-a4)] align-top"
                >
                  <td className="px-3 py-2" title={session.user_agent ?? undefined}>
                    {session.device ?? '-'}
                  </td>
                  <td className="px-3 py-2">{session.ip_address ?? '-'}</td>
                  <td className="px-3 py-2">{formatDateTime(session.created_at)}</td>
                  <td className="px-3 py-2">{formatDateTime(session.last_used_at)}</td>
                  <td className="px-3 py-2">
                    {session.ended_at === null ? (
                      <Flex gap="2" wrap="wrap">
                        <Badge color="green" highContrast>
                          {t.open}
                        </Badge>
                        {session.current && (
                          <Badge color="blue" highContrast>
                            {t.current}
                          </Badge>
                        )}
                      </Flex>
                    ) : (
                      <Text color="gray" highContrast>
                        {t.endedAt(session.end_reason ? t.reasons[session.end_reason] : '-')} (
                        {formatDateTime(session.ended_at)})
                      </Text>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {session.ended_at === null && (
                      <CommandButton
                        command={endSession}
                        args={{ userId: user.id, sessionId: session.id }}
                        size="1"
                        variant="soft"
                        color="red"
                        highContrast
                      >
                        {t.end}
                        <span className="sr-only"> {session.device}</span>
                      </CommandButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Flex>
  );
}
