import { Heading, Tabs, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { messages } from '../../messages';
import { loadOrganization, organizationAtom } from '../../state/organizations';
import { notLoaded } from '../../state/loadable';
import { useCommandRuntime } from '../common/CommandRuntime';
import { LoadState } from '../common/LoadState';
import { useScreen } from '../common/useScreen';
import { GroupsTab } from './GroupsTab';
import { OrganizationHeader } from './OrganizationHeader';
import { UsersTab } from './UsersTab';

const t = messages.organizations;

// The statistics (and their chart library) load only when the tab is opened.
const StatsTab = lazy(() => import('./StatsTab'));

const detailTabs = ['users', 'groups', 'stats'] as const;
type DetailTab = (typeof detailTabs)[number];

/** `?tab=` of the URL; users when absent or unknown (spec 2). */
function tabOf(value: string | null): DetailTab {
  return (detailTabs as readonly string[]).includes(value ?? '') ? (value as DetailTab) : 'users';
}

/** `/organizations/{id}`: the header and the users, groups and statistics tabs (tab and group in the URL). */
export function OrganizationDetailScreen() {
  const { id = '' } = useParams();
  const organizationId = Number(id);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const groupId = tab === 'groups' ? (params.get('group') ?? undefined) : undefined;
  useScreen('organizationDetail', { organizationId: id, groupId });

  const { ctx } = useCommandRuntime();
  const loadable = useAtomValue(organizationAtom)[organizationId] ?? notLoaded;

  useEffect(() => {
    if (organizationId > 0) loadOrganization(ctx.store, ctx.api, organizationId).catch(() => undefined);
  }, [ctx, organizationId]);

  const selectTab = (next: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('tab', next);
      copy.delete('group');
      return copy;
    });

  const organization = loadable.data;
  return (
    <section className="flex flex-col gap-4">
      <Link
        to="/organizations"
        className="w-fit text-sm text-[var(--accent-11)] underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {t.back}
      </Link>
      {!organization && (
        <Heading as="h1" size="7">
          {messages.screens.organizationDetail}
        </Heading>
      )}
      <LoadState loadable={loadable} loading={t.loadingOne} />
      {organization && (
        <>
          <OrganizationHeader organization={organization} />
          <Tabs.Root value={tab} onValueChange={selectTab}>
            <Tabs.List aria-label={t.tabsLabel}>
              <Tabs.Trigger value="users">{t.tabUsers}</Tabs.Trigger>
              <Tabs.Trigger value="groups">{t.tabGroups}</Tabs.Trigger>
              <Tabs.Trigger value="stats">{t.tabStats}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="users" className="pt-4">
              <UsersTab organizationId={organization.id} />
            </Tabs.Content>
            <Tabs.Content value="groups" className="pt-4">
              <GroupsTab organizationId={organization.id} />
            </Tabs.Content>
            <Tabs.Content value="stats" className="pt-4">
              <Suspense
                fallback={
                  <Text as="p" role="status" color="gray" highContrast>
                    {messages.organizationStats.loading}
                  </Text>
                }
              >
                <StatsTab organizationId={organization.id} />
              </Suspense>
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </section>
  );
}
