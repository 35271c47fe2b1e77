import { featureFlagQuery, useApiClient } from '@aq/api/react';
import { PageHeader } from '@aq/ui/page-header';
import { Skeleton } from '@aq/ui/skeleton';
import { Tabs } from '@aq/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNow } from '../../lib/use-now';
import { useRouteQuery } from '../../lib/use-route-query';
import { dashboardQueryOf, dashboardStateOf, type LicenseDashboardState } from './dashboard-query';
import type { LicenseDashboardTab } from './licensing-path';
import { PaidLicencesTable } from './paid-licences-table';
import { TrialLicencesTab } from './trial-licences-tab';

/**
 * The licence dashboard (projects §2 'Licence dashboard'):
 * `/OneView/license-dashboard?query={"tab":…}`.
 */
export default function LicenceDashboardPage() {
  const now = useNow();
  return <LicenceDashboard now={now} />;
}

/**
 * The screen on a given clock (stories fix it). With the TrialLicensesTab flag off only the paid
 * licences table shows; otherwise the tabs Paid licenses and Trial licenses. The tab, search,
 * filters, sort and page live in the route query like other tables.
 */
export function LicenceDashboard({ now }: { now: number }) {
  const { t } = useTranslation('licensing');
  const { query, setQuery } = useRouteQuery();
  // The layout waits for the flag (a failed call counts as off), so the paid table is not mounted
  // once alone and again inside the tabs.
  const flag = useQuery(featureFlagQuery(useApiClient(), 'TrialLicensesTab'));
  const trialsTab = flag.data ?? false;
  // Made from the query (stable while the address stays), so `update` below stays stable too and
  // the debounced search does not fire again on every render.
  const shown = useMemo<LicenseDashboardState>(() => {
    const state = dashboardStateOf(query);
    const tab: LicenseDashboardTab = trialsTab ? state.tab : 'project-licenses';
    return { ...state, tab };
  }, [query, trialsTab]);
  const { tab } = shown;
  useDocumentTitle({ section: t('dashboard.title') });

  const update = useCallback(
    (next: Partial<LicenseDashboardState>) =>
      // Any change but the page itself goes back to the first page.
      setQuery(dashboardQueryOf({ ...shown, page: 1, ...next })),
    [setQuery, shown],
  );

  const paid = <PaidLicencesTable state={shown} onChange={update} now={now} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={t('dashboard.title')} />
      {flag.isPending ? (
        <Skeleton className="h-96 w-full" data-testid="licence-dashboard-loading" />
      ) : trialsTab ? (
        <Tabs
          label={t('dashboard.tabsLabel')}
          value={tab}
          onValueChange={(value) => setQuery(dashboardQueryOf(dashboardStateOf({ tab: value })))}
          items={[
            { value: 'project-licenses', label: t('dashboard.paidTab'), content: paid },
            {
              value: 'trial-licenses',
              label: t('dashboard.trialTab'),
              content: <TrialLicencesTab state={shown} onChange={update} now={now} />,
            },
          ]}
          data-testid="licence-tabs"
        />
      ) : (
        paid
      )}
    </div>
  );
}
