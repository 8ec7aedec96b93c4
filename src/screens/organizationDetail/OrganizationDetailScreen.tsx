import { Heading, Tabs, Text } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { organizationResource } from '../../state/organizations';
import { href, routes, type OrganizationDetailTab } from '../../state/routes';
import { Loading, LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { useServerOffers } from '../common/useServerOffers';
import { ExportsTab } from './ExportsTab';
import { GroupsTab } from './GroupsTab';
import { OrganizationHeader } from './OrganizationHeader';
import { OrganizationTaxonomiesTab } from './OrganizationTaxonomiesTab';
import { OrganizationTemplatesTab } from './OrganizationTemplatesTab';
import { UsersTab } from './UsersTab';

const t = messages.organizations;

// The statistics (and their chart library) load only when the tab is opened.
const StatsTab = lazy(() => import('./StatsTab'));
// The PDF settings (with their editor and preview) and the branding load when their tab is opened.
const PdfTab = lazy(() => import('./PdfTab'));
const BrandingTab = lazy(() => import('./BrandingTab'));
// Retention (beyond the original admin API) loads when its tab is opened.
const RetentionTab = lazy(() => import('./RetentionTab'));
// The budget (beyond the original admin API) loads when its tab is opened.
const BudgetTab = lazy(() => import('./BudgetTab'));

/**
 * `/organizations/{id}`: the header and the tabs (users, groups, templates, taxonomies, stats, exports, pdf,
 * branding, retention, budget; tab and group in the URL, an unknown tab reads as users).
 */
export function OrganizationDetailScreen() {
  const { params, search, setSearch } = useRoute(routes.organizationDetail);
  const organizationId = Number(params.id);
  const valid = Number.isInteger(organizationId) && organizationId > 0;
  const tab = search.tab;
  const groupId = tab === 'groups' && search.group !== undefined ? String(search.group) : undefined;
  useScreen('organizationDetail', { organizationId: params.id, groupId, tab });

  const loadable = useResource(organizationResource, valid ? organizationId : null);
  // A server that said it has no retention (the original service) shows no retention tab (the tab asked for in
  // the address stays, to say so).
  const retentionOffered = useServerOffers('retention');
  const usageOffered = useServerOffers('usage');

  // A new tab is a step in the history (Back returns to the previous tab); its group selection ends.
  const selectTab = (next: string) =>
    setSearch({ tab: next as OrganizationDetailTab, group: undefined }, { replace: false });

  const organization = loadable.data;
  return (
    <section className="flex flex-col gap-4">
      <Link
        to={href(routes.organizations)}
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
              <Tabs.Trigger value="templates">{messages.templateLists.tabTitle}</Tabs.Trigger>
              <Tabs.Trigger value="taxonomies">{messages.taxonomies.tab.title}</Tabs.Trigger>
              <Tabs.Trigger value="stats">{t.tabStats}</Tabs.Trigger>
              <Tabs.Trigger value="exports">{messages.exports.tab.title}</Tabs.Trigger>
              <Tabs.Trigger value="pdf">{messages.organizationSettings.tabPdf}</Tabs.Trigger>
              <Tabs.Trigger value="branding">{messages.organizationSettings.tabBranding}</Tabs.Trigger>
              {(retentionOffered !== false || tab === 'retention') && (
                <Tabs.Trigger value="retention">{messages.retention.tab}</Tabs.Trigger>
              )}
              {(usageOffered !== false || tab === 'budget') && (
                <Tabs.Trigger value="budget">{messages.usage.budget.tab}</Tabs.Trigger>
              )}
            </Tabs.List>
            <Tabs.Content value="users" className="pt-4">
              <UsersTab organizationId={organization.id} />
            </Tabs.Content>
            <Tabs.Content value="groups" className="pt-4">
              <GroupsTab organizationId={organization.id} />
            </Tabs.Content>
            <Tabs.Content value="templates" className="pt-4">
              <OrganizationTemplatesTab organizationId={organization.id} />
            </Tabs.Content>
            <Tabs.Content value="taxonomies" className="pt-4">
              <OrganizationTaxonomiesTab organizationId={organization.id} />
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
            <Tabs.Content value="exports" className="pt-4">
              <ExportsTab organizationId={organization.id} />
            </Tabs.Content>
            <Tabs.Content value="pdf" className="pt-4">
              <Suspense fallback={<Loading label={messages.organizationSettings.pdf.loading} />}>
                <PdfTab organizationId={organization.id} />
              </Suspense>
            </Tabs.Content>
            <Tabs.Content value="branding" className="pt-4">
              <Suspense fallback={<Loading label={messages.organizationSettings.branding.loading} />}>
                <BrandingTab organizationId={organization.id} organizationName={organization.name} />
              </Suspense>
            </Tabs.Content>
            <Tabs.Content value="retention" className="pt-4">
              <Suspense fallback={<Loading label={messages.retention.loading} />}>
                <RetentionTab organizationId={organization.id} />
              </Suspense>
            </Tabs.Content>
            <Tabs.Content value="budget" className="pt-4">
              <Suspense fallback={<Loading label={messages.usage.loading} />}>
                <BudgetTab organizationId={organization.id} />
              </Suspense>
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </section>
  );
}
