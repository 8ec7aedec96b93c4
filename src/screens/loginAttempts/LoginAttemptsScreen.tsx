import { Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import {
  exportLoginAttempts,
  loadMoreAttempts,
  refreshLoginAttempts,
} from '../../commands/operations/loginAttempts';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';
import { formatPercent } from '../../messages/loginAttempts';
import {
  attemptStatistics,
  hasMoreAttempts,
  loginAttemptsKey,
  loginAttemptsResource,
  maySeeSuspicious,
} from '../../state/loginAttempts';
import { callerAtom } from '../../state/claims';
import { routes } from '../../state/routes';
import { CommandButton } from '../common/CommandButton';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { TotalsCards } from '../stats/TotalsCards';
import { FiltersPanel } from './FiltersPanel';
import { LoginAttemptsTable } from './LoginAttemptsTable';
import { SuspiciousPanel } from './SuspiciousPanel';

const t = messages.loginAttempts;

/**
 * `/login-attempts`: the sign-in attempts, newest first, 50 at a time, with their statistics, the filters (in
 * the URL) and the CSV export of the same filters.
 */
export function LoginAttemptsScreen() {
  const { search } = useRoute(routes.loginAttempts);
  useScreen('loginAttempts');
  const key = useMemo(() => loginAttemptsKey(search), [search]);
  const loadable = useResource(loginAttemptsResource, key);
  const list = loadable.data;
  const statistics = list ? attemptStatistics(list, search.days) : null;
  const suspicious = maySeeSuspicious(useAtomValue(callerAtom));

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {messages.screens.loginAttempts}
        </Heading>
        <Flex gap="3" wrap="wrap">
          <CommandButton command={refreshLoginAttempts} variant="soft" highContrast busy={loadable.loading}>
            {t.refresh}
          </CommandButton>
          <CommandButton command={exportLoginAttempts} variant="soft" highContrast>
            {t.export}
          </CommandButton>
        </Flex>
      </Flex>
      <TotalsCards
        label={t.summaryLabel}
        items={[
          [t.totalAttempts, statistics ? formatCount(statistics.total_attempts) : '–'],
          [t.successfulAttempts, statistics ? formatCount(statistics.successful_attempts) : '–'],
          [t.failedAttempts, statistics ? formatCount(statistics.failed_attempts) : '–'],
          [t.successRate, statistics ? formatPercent(statistics.success_rate) : '–'],
        ]}
      />
      {statistics && !statistics.fromServer && (
        <Text size="1" color="gray" highContrast>
          {t.fromLoadedRows}
        </Text>
      )}
      <FiltersPanel filters={search} />
      {suspicious && <SuspiciousPanel filters={search} />}
      <LoadState loadable={loadable} loading={t.loading} />
      {list && (
        <>
          <LoginAttemptsTable rows={list.rows} />
          {hasMoreAttempts(list) && (
            <Flex>
              <CommandButton command={loadMoreAttempts} variant="soft" highContrast busy={loadable.loading}>
                {t.loadMore}
              </CommandButton>
            </Flex>
          )}
          <Text as="p" size="2" color="gray" highContrast aria-live="polite">
            {t.footer(list.rows.length, search.days)}
          </Text>
        </>
      )}
    </section>
  );
}
