import { routeHref } from '../../lib/route-query';
import { chartQueryToRoute, type AggregatedChartQuery } from '../charts/chart-query';
import { CHARTS_PATH } from '../charts/charts-path';

/** The range the View charts modal opens on (projects §2: the contribution's last 12 hours). */
export const VIEW_CHARTS_RANGE_KEY = '12h';

/**
 * The aggregated chart query of a contribution's View charts: the contribution as the source, its
 * default fields and the last 12 hours (a relative range, so the charts follow the clock).
 */
export function viewChartsQuery(projectId: string, contributionId: number): AggregatedChartQuery {
  return {
    type: 'aggregated',
    projectId,
    source: contributionId,
    channels: null,
    range: { kind: 'relative', key: VIEW_CHARTS_RANGE_KEY },
  };
}

/** The full Charts page with the modal's query ('Open in Charts'). */
export function chartsPageHref(query: AggregatedChartQuery): string {
  return routeHref(CHARTS_PATH, chartQueryToRoute(query));
}
