import type { SensorGroup } from '../features/display-settings/display-units';
import { PM10_GROUP, PM25_GROUP, WS_GROUP } from './display-settings';
import { STORY_LOCATIONS } from './monitoring-locations';
import { STORY_PROJECTS } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project the chart stories show: Gowanus Canal Remediation (America/New_York). */
export const CHARTS_PROJECT = STORY_PROJECTS[8] as (typeof STORY_PROJECTS)[number];

/** 3 March 2026, 00:00 to 12:00 in New York (EST, UTC-05:00): the range the visual stories show. */
export const CHART_STORY_RANGE = {
  from: Date.UTC(2026, 2, 3, 5, 0),
  to: Date.UTC(2026, 2, 3, 17, 0),
} as const;

const sensors = (...names: Array<[string, string]>) =>
  names.map(([Name, Units]) => ({ Name, Units }));

/**
 * The locations of the chart stories: the monitoring-locations stories' four locations, with the
 * channels charted here: two dust monitors online (North fence also measures wind), an upwind
 * mast with no instrument yet, and a hidden location.
 */
const CHART_SENSORS: Record<string, Array<{ Name: string; Units: string }>> = {
  'North fence': sensors(['PM2.5', 'µg/m³'], ['PM10', 'µg/m³'], ['WD', '°'], ['WS', 'm/s']),
  'South gate': sensors(['PM10', 'µg/m³'], ['PM2.5', 'µg/m³']),
};

export const CHART_LOCATIONS = STORY_LOCATIONS.map((location) => {
  const charted = CHART_SENSORS[location.Name];
  return {
    ...location,
    ...(charted ? { SensorTypes: charted, Status: 'Online' as const } : {}),
    ChannelData: [],
  };
});

/** South gate, whose line has a missing hour in the stories. */
const SOUTH_GATE_ID = CHART_LOCATIONS.find((location) => location.Name === 'South gate')!.GuidId;

/** Wind direction in degrees, shown as points on 0–360°. */
const WD_GROUP: SensorGroup = {
  ...WS_GROUP,
  SensorGroupName: 'WD',
  DisplayUnit: '°',
  DecimalPlace: 0,
  AllowedUnitsWithMaximumDecimalPlace: [{ DisplayUnits: '°', MaximumDecimalPlace: 0 }],
};

/** The display settings of the chart stories. */
export const CHART_GROUPS: SensorGroup[] = [PM10_GROUP, PM25_GROUP, WS_GROUP, WD_GROUP];

/**
 * A fixed value of a channel at a location and time: a smooth daily shape per channel, offset per
 * location, so stories draw the same picture on every run (no randomness, no clock).
 */
export function storyValue(locationId: string, channel: string, ms: number): number {
  const hour = (ms / 3_600_000) % 24;
  const site = locationId.endsWith('1') ? 0 : 1;
  switch (channel) {
    case 'PM10':
      return (
        28 + 14 * Math.sin((hour / 24) * 2 * Math.PI) + site * 9 + (hour > 9 && hour < 11 ? 30 : 0)
      );
    case 'PM2.5':
      return 11 + 5 * Math.cos((hour / 24) * 2 * Math.PI) + site * 3;
    case 'WS':
      return 3 + 1.5 * Math.sin((hour / 12) * Math.PI);
    case 'WD':
      return (200 + hour * 7) % 360;
    default:
      return 0;
  }
}

/** How the fixed channel-timeseries server answers. */
export type ChartDataMode = 'data' | 'empty' | 'loading' | 'error';

/**
 * The fixed channel-timeseries server: one bucket per averaging period over the asked range
 * (time-ending, as the server stamps them), values from storyValue; the bucket from 10:00 to
 * 11:00 New York time of South gate is missing, so its line breaks. `empty` answers no buckets,
 * `loading` never answers, `error` answers the server's 400.
 */
export function channelTimeseriesRoute(mode: ChartDataMode = 'data'): FixtureRoute {
  return {
    method: 'GET',
    path: '/v0.1/channelTimeseries',
    respond: (url) => {
      if (mode === 'loading') return new Promise(() => undefined);
      if (mode === 'error') {
        return status(400, {
          Status: 400,
          Title: 'Bad Request',
          Messages: ['Date range too long or averaging period too short'],
        });
      }
      const from = Date.parse(url.searchParams.get('StartTime') ?? '');
      const to = Date.parse(url.searchParams.get('EndTime') ?? '');
      const period = Number(url.searchParams.get('AveragingPeriodMs'));
      const location = url.searchParams.get('MonitoringLocationId') ?? '';
      const channel = url.searchParams.get('ChannelName') ?? '';
      if (mode === 'empty') return { Data: [], BucketMs: period };
      const data: Array<{ Time: string; Value: number | null }> = [];
      const first = Math.floor(from / period) * period + period;
      for (let time = first; time <= to; time += period) {
        const gap =
          location === SOUTH_GATE_ID &&
          time > Date.UTC(2026, 2, 3, 15) &&
          time <= Date.UTC(2026, 2, 3, 16);
        data.push({
          Time: new Date(time).toISOString(),
          Value: gap ? null : Math.round(storyValue(location, channel, time) * 100) / 100,
        });
      }
      return { Data: data, BucketMs: period };
    },
  };
}

/** The fixed server of the Charts stories: locations, display settings and the series. */
export function chartRoutes(
  options: { mode?: ChartDataMode; locations?: typeof CHART_LOCATIONS } = {},
): FixtureRoute[] {
  return [
    {
      method: 'GET',
      path: '/v0.1/monitoringlocations',
      respond: () => ({ Items: options.locations ?? CHART_LOCATIONS }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/display-settings$/,
      respond: () => ({ ProjectSensorGroups: CHART_GROUPS }),
    },
    channelTimeseriesRoute(options.mode),
  ];
}
