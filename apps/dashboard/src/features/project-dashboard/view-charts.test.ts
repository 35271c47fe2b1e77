import { describe, expect, it } from 'vitest';
import { parseRouteQuery } from '../../lib/route-query';
import { parseChartQuery } from '../charts/chart-query';
import { CHARTS_PATH } from '../charts/charts-path';
import { chartsPageHref, viewChartsQuery } from './view-charts';

describe('viewChartsQuery', () => {
  it("is the contribution's aggregated query over the last 12 hours with its default fields", () => {
    expect(viewChartsQuery('p-1', 41)).toEqual({
      type: 'aggregated',
      projectId: 'p-1',
      source: 41,
      channels: null,
      range: { kind: 'relative', key: '12h' },
    });
  });
});

describe('chartsPageHref', () => {
  it('leads to the Charts page, which reads the same query back', () => {
    const query = viewChartsQuery('p-1', 41);
    const href = chartsPageHref(query);
    expect(href.startsWith(CHARTS_PATH)).toBe(true);
    const search = href.slice(href.indexOf('?') + 1);
    expect(parseChartQuery(parseRouteQuery(search))).toEqual(query);
  });

  it('keeps a range and fields changed in the modal', () => {
    const query = {
      ...viewChartsQuery('p-1', 42),
      channels: [{ fieldType: 'ContributionAverage' as const, sensorName: 'PM10' }],
      range: { kind: 'relative' as const, key: '24h' },
    };
    const href = chartsPageHref(query);
    const back = parseChartQuery(parseRouteQuery(href.slice(href.indexOf('?') + 1)));
    expect(back).toEqual(query);
  });
});
