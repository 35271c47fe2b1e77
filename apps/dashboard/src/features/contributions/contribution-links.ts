import { routeHref } from '../../lib/route-query';
import { chartQueryToRoute, DEFAULT_CHART_RANGE } from '../charts/chart-query';
import { CHARTS_PATH } from '../charts/charts-path';
import { PROJECT_CONTRIBUTIONS_PATH } from './contributions-path';

/** The project contributions page of a project. */
export function projectContributionsHref(projectId: string): string {
  return routeHref(PROJECT_CONTRIBUTIONS_PATH, { projectId });
}

/**
 * Where a contribution's name leads: the project's Charts page in its aggregated mode with the
 * contribution as the source, over the default range (projects §2 'Charts page'). The spec's
 * legacy contribution dashboard page does not exist in this product.
 */
export function contributionChartHref(projectId: string, contributionId: number): string {
  return routeHref(
    CHARTS_PATH,
    chartQueryToRoute({
      type: 'aggregated',
      projectId,
      source: contributionId,
      channels: null,
      range: DEFAULT_CHART_RANGE,
    }),
  );
}
