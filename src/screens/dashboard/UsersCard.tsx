import { Badge, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { newUserBadge } from '../../state/dashboard';
import { href, routes } from '../../state/routes';
import { usersSummaryResource } from '../../state/users';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { Card } from '../stats/tremor';
import { NewUserBadge } from './NewUserBadge';

const t = messages.dashboard;
const linkClass = 'text-[var(--accent-11)] underline-offset-2 hover:underline';

/** The users card: how many accounts (and active), the newest ones as links to their detail. */
export function UsersCard({ className }: { className?: string }) {
  const loadable = useResource(usersSummaryResource, undefined);
  const overview = loadable.data;
  const now = new Date();
  return (
    <Card className={`flex flex-col gap-3 p-4 ${className ?? ''}`}>
      <Heading as="h2" size="4">
        {t.usersTitle}
      </Heading>
      <LoadState loadable={loadable} loading={messages.shell.loading} />
      {overview && (
        <>
          <Text size="2">{t.usersSummary(overview.total, overview.active)}</Text>
          {overview.newest.length === 0 ? (
            <Text size="2" color="gray" highContrast>
              {t.noUsers}
            </Text>
          ) : (
            <>
              <Heading as="h3" size="2">
                {t.newestUsers}
              </Heading>
              <ul className="flex flex-col gap-2">
                {overview.newest.map((user) => (
                  <li key={user.id} className="flex items-center justify-between gap-2 text-sm">
                    <Link to={href(routes.userDetail, { id: user.id })} className={`truncate ${linkClass}`}>
                      {user.username}
                    </Link>
                    <span className="flex shrink-0 gap-1">
                      {!user.is_active && (
                        <Badge color="red" highContrast>
                          {t.blocked}
                        </Badge>
                      )}
                      <NewUserBadge kind={newUserBadge(user.created_at, now)} createdAt={user.created_at} />
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <Link to={href(routes.users)} className={`mt-auto text-sm ${linkClass}`}>
        {t.allUsers}
      </Link>
    </Card>
  );
}
