import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dependsOnDisplayUnits } from '../display-settings/queries';
import { channelTimeseriesKeys, newestCachedAnswer, type ChannelTimeseriesParams } from './queries';

const params = (overrides: Partial<ChannelTimeseriesParams> = {}): ChannelTimeseriesParams => ({
  ProjectId: 'p1',
  MonitoringLocationId: 'l1',
  ChannelName: 'PM10',
  StartTime: '2026-11-24T15:00:00.000Z',
  EndTime: '2026-11-25T15:00:00.000Z',
  AveragingPeriodMs: 3_600_000,
  ...overrides,
});

const answer = (value: number) => ({
  Data: [{ Time: '2026-11-25T15:00:00.000Z', Value: value }],
  BucketMs: 3_600_000,
});

describe('channel time series cache', () => {
  it('keys go from general to specific: project, location and channel, then period and range', () => {
    expect(channelTimeseriesKeys.series(params())).toEqual([
      'channel-timeseries',
      'p1',
      'l1',
      'PM10',
      3_600_000,
      '2026-11-24T15:00:00.000Z',
      '2026-11-25T15:00:00.000Z',
      null,
    ]);
    expect(channelTimeseriesKeys.series(params()).slice(0, 4)).toEqual(
      channelTimeseriesKeys.channel('p1', 'l1', 'PM10'),
    );
    expect(channelTimeseriesKeys.channel('p1', 'l1', 'PM10').slice(0, 2)).toEqual(
      channelTimeseriesKeys.project('p1'),
    );
  });

  it('is refetched after a display-unit change (its values are in display units)', () => {
    expect(dependsOnDisplayUnits(channelTimeseriesKeys.series(params()))).toBe(true);
  });

  it('shows the newest answer of the same channel at the same location while another range loads', () => {
    const client = new QueryClient();
    const earlier = params({
      StartTime: '2026-11-24T14:59:00.000Z',
      EndTime: '2026-11-25T14:59:00.000Z',
    });
    const later = params({
      StartTime: '2026-11-24T15:00:00.000Z',
      EndTime: '2026-11-25T15:00:00.000Z',
    });
    client.setQueryData(channelTimeseriesKeys.series(earlier), answer(1), { updatedAt: 1000 });
    client.setQueryData(channelTimeseriesKeys.series(later), answer(2), { updatedAt: 2000 });
    // Another channel and another location are never taken for this one.
    client.setQueryData(channelTimeseriesKeys.series(params({ ChannelName: 'VOC' })), answer(3), {
      updatedAt: 3000,
    });
    client.setQueryData(
      channelTimeseriesKeys.series(params({ MonitoringLocationId: 'l2' })),
      answer(4),
      { updatedAt: 4000 },
    );
    const next = params({
      StartTime: '2026-11-24T15:01:00.000Z',
      EndTime: '2026-11-25T15:01:00.000Z',
      AveragingPeriodMs: 900_000,
    });
    expect(newestCachedAnswer(client, next)).toEqual(answer(2));
    expect(newestCachedAnswer(client, params({ ChannelName: 'WD' }))).toBeUndefined();
  });
});
