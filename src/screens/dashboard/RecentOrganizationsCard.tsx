import { Heading, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { formatDate } from '../../messages/format';
import { recentOrganizations } from '../../state/dashboard';
import { organizationsResource } from '../../state/organizations';
import { href, routes } from '../../state/routes';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { Card } from '../stats/tremor';

const t = messages.dashboard;
const linkClass = 'text-[var(--accent-11)] underline-offset-2 hover:underline';

/** The five most recently created organisations, each a link to its detail. */
export function RecentOrganizationsCard({ className }: { className?: string }) {
  const loadable = useResource(organizationsResource, undefined);
  const recent = useMemo(() => (loadable.data ? recentOrganizations(loadable.data) : null), [loadable.data]);
  return (
    <Card className={`flex flex-col gap-3 p-4 ${className ?? ''}`}>
      <Heading as="h2" size="4">
        {t.recentOrganizations}
      </Heading>
      <LoadState loadable={loadable} loading={messages.shell.loading} />
      {recent &&
        (recent.length === 0 ? (
          <Text size="2" color="gray" highContrast>
            {t.noOrganizations}
          </Text>
        ) : (
          <ul className="flex flex-col gap-2">
            {recent.map((organization) => (
              <li key={organization.id} className="flex min-w-0 flex-col text-sm">
                <Link
                  to={href(routes.organizationDetail, { id: organization.id })}
                  className={`truncate ${linkClass}`}
                  title={organization.name}
                >
                  {organization.name}
                </Link>
                <span className="text-xs text-[var(--gray-11)]">
                  {formatDate(organization.created_at)} · {t.organizationUsers(organization.user_count)}
                </span>
              </li>
            ))}
          </ul>
        ))}
      <Link to={href(routes.organizations)} className={`mt-auto text-sm ${linkClass}`}>
        {t.allOrganizations}
      </Link>
    </Card>
  );
}
