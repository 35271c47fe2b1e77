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

/**
 * The fixed server of the Charts stories: locations, display settings, the series, the project's
 * contributions (none unless given) and their aggregated data.
 */
export function chartRoutes(
  options: {
    mode?: ChartDataMode;
    locations?: typeof CHART_LOCATIONS;
    contributions?: readonly (typeof CHART_CONTRIBUTIONS)[number][];
    aggregatedMode?: AggregatedDataMode;
  } = {},
): FixtureRoute[] {
  return [
    contributionSummariesRoute(options.contributions),
    aggregatedDataRoute(options.aggregatedMode),
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

/** The contributions of the aggregated chart stories: a DER-10, a 1466 and an NJ PAM one. */
export const CHART_CONTRIBUTIONS = [
  {
    Id: 41,
    Name: 'Gowanus DER-10 perimeter',
    ContributionType: 'DER10' as const,
    AveragingPeriodMinutes: 15,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppm' },
    ],
    WindSensorType: { Name: 'WS', Units: 'm/s' },
    HasActiveLocations: true,
  },
  {
    Id: 42,
    Name: 'Rule 1466 excavation',
    ContributionType: 'FOURTEEN_SIXTY_SIX' as const,
    AveragingPeriodMinutes: 120,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'WS', Units: 'mph' },
    ],
    WindSensorType: { Name: 'WS', Units: 'mph' },
    HasActiveLocations: true,
  },
  {
    Id: 43,
    Name: 'NJ PAM fence line',
    ContributionType: 'NJ_PAM' as const,
    AveragingPeriodMinutes: 15,
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    WindSensorType: null,
    HasActiveLocations: true,
  },
];

/** The compliance levels of the project details in the aggregated stories (display units). */
export const CHART_COMPLIANCE_LEVELS = [
  { ContributionId: 41, SensorCode: 'PM10', Level: 100, DisplayUnits: 'µg/m³' },
  { ContributionId: 41, SensorCode: 'PM10', Level: 150, DisplayUnits: 'µg/m³' },
  { ContributionId: 41, SensorCode: 'VOC', Level: 5, DisplayUnits: 'ppm' },
  { ContributionId: 42, SensorCode: 'PM10', Level: 25, DisplayUnits: 'µg/m³' },
  { ContributionId: 43, SensorCode: 'PM10', Level: null, DisplayUnits: 'µg/m³' },
].map((level) => {
  const contribution = CHART_CONTRIBUTIONS.find((item) => item.Id === level.ContributionId)!;
  return {
    ...level,
    ContributionName: contribution.Name,
    ContributionType: contribution.ContributionType,
  };
});

/** The contribution summaries call of the chart stories (none unless given). */
export function contributionSummariesRoute(
  summaries: readonly (typeof CHART_CONTRIBUTIONS)[number][] = [],
): FixtureRoute {
  return {
    method: 'GET',
    path: '/v0.1/contribution-summaries',
    respond: () => ({ Summaries: summaries }),
  };
}

const HOUR_MS = 3_600_000;
/** 3 March 2026 at an hour of New York time (EST, UTC-05:00). */
const newYork = (hour: number) => Date.UTC(2026, 2, 3, 5) + hour * HOUR_MS;

type RegionType = 'Initial' | 'Rolling' | 'RecoveryRolling' | 'Block' | 'Stopped';

/**
 * The averaging regions of each contribution on 3 March (New York time), the two calm hours with no
 * contribution in the middle of each: DER-10 rolls all morning; 1466 starts at midnight (Initial
 * for its 2 hours), recovers for 30 minutes' worth after the calm and rolls again; NJ PAM blocks.
 */
const STORY_REGIONS: Record<number, Array<[RegionType, number, number | null]>> = {
  41: [
    ['Rolling', -6, 5],
    ['Stopped', 5, 7],
    ['Rolling', 7, null],
  ],
  42: [
    ['Initial', 0, 2],
    ['Rolling', 2, 5],
    ['Stopped', 5, 7],
    ['RecoveryRolling', 7, 9],
    ['Rolling', 9, null],
  ],
  43: [
    ['Block', -6, 5],
    ['Stopped', 5, 7],
    ['Block', 7, null],
  ],
};

/** A smooth fixed value of a field of a contribution at a time (hours of New York time). */
export function aggregatedStoryValue(
  contributionId: number,
  fieldType: string,
  sensor: string | null,
  ms: number,
): number | null {
  const hour = (ms - newYork(0)) / HOUR_MS;
  const calm = hour > 5 && hour <= 7;
  const scale = sensor === 'VOC' ? 0.05 : contributionId === 42 ? 0.3 : 1;
  const upwind = (22 + 6 * Math.sin(hour / 2)) * scale;
  // A plume from the site in the late morning: DER-10 crosses 100 µg/m³, 1466 crosses 25.
  const plume = 70 * Math.exp(-(((hour - 10) / 1.3) ** 2)) * scale;
  const downwind = upwind + (12 + 8 * Math.cos(hour / 1.5)) * scale + plume;
  switch (fieldType) {
    case 'UpwindAverage':
      return upwind;
    case 'DownwindAverage':
      return downwind;
    case 'UpwindRaw':
      return upwind + 3 * scale * Math.sin(hour * 7);
    case 'DownwindRaw':
      return downwind + 4 * scale * Math.cos(hour * 5);
    case 'ContributionAverage':
      return calm ? null : downwind - upwind;
    case 'ContributionRaw':
      return calm ? null : downwind - upwind + 5 * scale * Math.sin(hour * 6);
    case 'WindSpeedAverage':
      return calm ? 0.6 : 3 + 1.5 * Math.sin(hour / 2);
    case 'WindSpeedRaw':
      return calm ? 0.4 : 3 + 1.5 * Math.sin(hour / 2) + 0.8 * Math.sin(hour * 9);
    case 'WindDirection':
      return (200 + hour * 9) % 360;
    default:
      return null;
  }
}

/** How the fixed aggregated server answers. */
export type AggregatedDataMode = 'data' | 'loading' | 'error';

/** The aggregated-data bodies the fixed server received. */
export const aggregatedRequests: Array<{ contributionId: number; body: unknown }> = [];

/**
 * The fixed aggregated server (POST /v0.1/project-data/contribution/{id}): for each asked field a
 * value every 5 minutes over the asked range (time-ending), its unit and decimals, and the
 * contribution's regions cut to the range. `loading` never answers, `error` answers the server's 400.
 */
export function aggregatedDataRoute(mode: AggregatedDataMode = 'data'): FixtureRoute {
  return {
    method: 'POST',
    path: /^\/v0\.1\/project-data\/contribution\/\d+$/,
    respond: (url, body) => {
      const contributionId = Number(url.pathname.split('/').pop());
      aggregatedRequests.push({ contributionId, body });
      if (mode === 'loading') return new Promise(() => undefined);
      if (mode === 'error') {
        return status(400, {
          Status: 400,
          Title: 'Bad Request',
          Messages: ['From time must be before end time'],
        });
      }
      const request = body as {
        StartDateTime: string;
        EndDateTime: string;
        RequiredFields: Array<{ FieldType: string; SensorName?: string | null }>;
      };
      const from = Date.parse(request.StartDateTime);
      const to = Date.parse(request.EndDateTime);
      const contribution = CHART_CONTRIBUTIONS.find((item) => item.Id === contributionId);
      if (!contribution) return status(404, { Messages: ['The contribution was not found.'] });
      const step = 5 * 60_000;
      const regions = (STORY_REGIONS[contributionId] ?? [])
        .map(([Type, start, end]) => ({
          Type,
          start: Math.max(newYork(start), from),
          end: end === null ? null : Math.min(newYork(end), to),
        }))
        .filter((region) => (region.end ?? to) > region.start && region.start < to)
        .map((region) => ({
          Type: region.Type,
          StartTime: new Date(region.start).toISOString(),
          EndTime: region.end === null ? null : new Date(region.end).toISOString(),
        }));
      return {
        DataSets: request.RequiredFields.map((field) => {
          const wind = field.FieldType.startsWith('Wind');
          const sensor = wind ? null : (field.SensorName ?? null);
          const unit =
            field.FieldType === 'WindDirection'
              ? '°'
              : wind
                ? (contribution.WindSensorType?.Units ?? 'm/s')
                : (contribution.SensorTypes.find((s) => s.Name === sensor)?.Units ?? '');
          const decimals = sensor === 'VOC' ? 2 : field.FieldType === 'WindDirection' ? 0 : 1;
          const factor = 10 ** decimals;
          const values = [];
          for (let time = Math.floor(from / step) * step + step; time <= to; time += step) {
            const value = aggregatedStoryValue(contributionId, field.FieldType, sensor, time);
            values.push({
              Time: new Date(time).toISOString(),
              Value: value === null ? null : Math.round(value * factor) / factor,
            });
          }
          return {
            Field: { FieldType: field.FieldType, SensorName: sensor },
            Units: unit,
            DecimalPlaces: decimals,
            Values: values,
            DataRegions: wind ? [] : regions,
          };
        }),
      };
    },
  };
}
