import { Flex, Heading, SegmentedControl } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useDeferredValue } from 'react';
import { setDashboardView } from '../../commands/operations/dashboard';
import { messages } from '../../messages';
import { ownOrganizationAtom } from '../../state/claims';
import { dashboardViews, routes, type DashboardView } from '../../state/routes';
import { monthOf } from '../../state/stats';
import { useCommand } from '../common/useCommand';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { WorkerStatusCard } from '../workerStatus/WorkerStatusCard';
import { DailyOverview } from './DailyOverview';
import { MonthlyOverview } from './MonthlyOverview';
import { RecentOrganizationsCard } from './RecentOrganizationsCard';
import { UsersCard } from './UsersCard';

const d = messages.dashboard;

/** The cards keep this height while their lists load, so the statistics below do not move. */
const cardHeight = 'min-h-[19rem]';

/**
 * `/`, the first screen after sign-in: three cards (recent organisations, worker status, users) and the daily
 * or monthly statistics. View, period, month and breakdown live in the URL. It paints without the chart
 * library, which loads after it into a box of the chart's height.
 */
export function DashboardScreen() {
  const { search } = useRoute(routes.dashboard);
  useScreen('dashboard');
  const setView = useCommand(setDashboardView);
  // An organisation administrator's dashboard is their organisation's (the server filters the statistics and
  // the users): no organisation list, no workers.
  const own = useAtomValue(ownOrganizationAtom);
  // The statistics (about two thirds of the screen's elements) come in a render of their own right after the
  // first: the title and the cards are laid out and painted without them, which on a slow phone is sooner.
  // Until then a screen-high box holds their place, so the page has its scrollbar from the first paint and
  // nothing above moves sideways when they arrive.
  const showStatistics = useDeferredValue(true, false);

  return (
    <section className="flex flex-col gap-5">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {own ? d.ownTitle(own.name) : messages.screens.dashboard}
        </Heading>
        <SegmentedControl.Root
          value={search.view}
          aria-label={d.viewLabel}
          onValueChange={(value) => void setView.run({ view: value as DashboardView })}
        >
          {dashboardViews.map((view) => (
            <SegmentedControl.Item key={view} value={view}>
              {d.views[view]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      {own ? (
        <UsersCard className={cardHeight} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-3">
          <RecentOrganizationsCard className={cardHeight} />
          <WorkerStatusCard className={cardHeight} />
          <UsersCard className={cardHeight} />
        </div>
      )}
      {!showStatistics ? (
        <div className="min-h-screen" />
      ) : search.view === 'daily' ? (
        <DailyOverview days={search.days} />
      ) : (
        <MonthlyOverview month={search.month ?? monthOf(new Date())} by={search.by} />
      )}
    </section>
  );
}
