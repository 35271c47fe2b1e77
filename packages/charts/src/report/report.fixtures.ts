import { seededRandom } from '../time-series/time-series.fixtures';
import { rollingAverage } from './rolling';
import type {
  ReportAveragedPoint,
  ReportAveragingMode,
  ReportModel,
  ReportPoint,
  ReportSensor,
  ReportStrings,
  ReportVariant,
} from './types';

/**
 * Fixed, seeded reports for the stories and tests: no clock, no Math.random. The range is the
 * default schedule's working day, 08:00–17:00 in New York on 25 November 2026.
 */

const MINUTE = 60_000;
export const FIXTURE_FROM = Date.UTC(2026, 10, 25, 13, 0);
export const FIXTURE_TO = Date.UTC(2026, 10, 25, 22, 0);
export const FIXTURE_ZONE = 'America/New_York';

/** The English strings (the dashboard passes its translations). */
export const REPORT_STRINGS_EN: ReportStrings = {
  variantTitle: { '1466': 'Rule 1466 report', der10: 'DER-10 report', njpam: 'NJ PAM report' },
  project: 'Project',
  contribution: 'Contribution',
  range: 'Reporting range',
  generated: 'Generated',
  timeZone: (zone) => `time zone ${zone}`,
  environmentalSummary: 'Environmental summary',
  date: 'Date',
  temperature: 'Temperature',
  relativeHumidity: 'Relative humidity',
  pressure: 'Pressure',
  windSpeed: 'Wind speed',
  windDirection: 'Wind direction',
  averageWindDirection: 'Average wind direction',
  min: 'min',
  max: 'max',
  average: 'average',
  map: 'Site map',
  graphs: 'Graphs',
  graphTitle: (sensor, unit, date) => `${sensor} (${unit}) · ${date}`,
  contributionLine: 'Contribution',
  rollingNote: '15-minute rolling average',
  upwind: 'Upwind',
  downwind: 'Downwind',
  windRose: 'Wind rose',
  dataTable: 'Data table',
  time: (zone) => `Time (${zone})`,
  contributionColumn: (sensor, unit) => `${sensor} contribution (${unit})`,
  sourceColumn: (source, sensor, unit) => `${source} ${sensor} (${unit})`,
  averagingMode: 'Averaging',
  modes: { Initial: 'Initial', Rolling: '2 Hr', RecoveryRolling: '30 Min', Block: 'Block' },
  rollingMode: 'Rolling',
  sensorTable: (sensor) => `${sensor} data`,
  monitoringSummary: 'Daily monitoring summary',
  exceedanceSummary: 'Exceedance summary',
  channel: 'Channel',
  actionLevel: 'Action level',
  timeTriggered: 'Time triggered',
  noExceedances: 'No exceedances',
  noData: 'No data',
  invalidLayout: 'The report layout is invalid.',
  windRoseLabels: {
    title: 'Wind rose',
    calm: (percent) => `Calm (below 1 mph): ${percent}`,
    band: (from, to) => (to === null ? `≥ ${from} mph` : `${from}–${to} mph`),
    legendTitle: 'Wind speed (mph)',
    noData: 'No data',
  },
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function minutes(from: number, to: number): number[] {
  const times: number[] = [];
  for (let t = from + MINUTE; t <= to; t += MINUTE) times.push(t);
  return times;
}

/** A 1-minute series: a base, a plume peaking mid-afternoon, seeded noise. */
function series(
  times: readonly number[],
  seed: number,
  {
    base,
    plume,
    noise,
    decimals,
  }: { base: number; plume: number; noise: number; decimals: number },
): ReportPoint[] {
  const random = seededRandom(seed);
  return times.map((t, i) => {
    const x = i / times.length;
    const bump = Math.exp(-(((x - 0.62) / 0.12) ** 2));
    return { t, value: round(base + plume * bump + (random() - 0.5) * noise, decimals) };
  });
}

/** Means of clock-aligned 15-minute blocks, stamped at the block's end (NJ PAM). */
function blocks(points: readonly ReportPoint[], block = 15): ReportAveragedPoint[] {
  const out: ReportAveragedPoint[] = [];
  for (let i = block - 1; i < points.length; i += block) {
    const window = points.slice(i - block + 1, i + 1).map((p) => p.value ?? 0);
    out.push({
      t: points[i]!.t,
      value: round(window.reduce((a, b) => a + b, 0) / window.length, 1),
      mode: 'Block',
    });
  }
  return out;
}

/** The 1466 averaged contribution: Initial for 2 hours, then 2 Hr, and 30 Min after a gap. */
function fourteenSixtySix(points: readonly ReportPoint[]): ReportAveragedPoint[] {
  const rolling = rollingAverage(points, 120);
  return points.map((point, i) => {
    let mode: ReportAveragingMode = i < 120 ? 'Initial' : 'Rolling';
    if (i >= 300 && i < 330) mode = 'RecoveryRolling';
    const running = points.slice(0, i + 1).map((p) => p.value ?? 0);
    const value =
      mode === 'Initial' ? running.reduce((a, b) => a + b, 0) / running.length : rolling[i]!.value;
    return { t: point.t, value: value === null ? null : round(value, 1), mode };
  });
}

function sensor(
  variant: ReportVariant,
  code: string,
  unit: string,
  times: readonly number[],
  sourceIds: readonly string[],
  seed: number,
  scale: number,
  levels: ReportSensor['levels'],
): ReportSensor {
  const upwind = series(times, seed, { base: 20 * scale, plume: 0, noise: 6 * scale, decimals: 1 });
  const contribution = series(times, seed + 1, {
    base: 8 * scale,
    plume: 90 * scale,
    noise: 14 * scale,
    decimals: 1,
  });
  const downwind = upwind.map((p, i) => ({
    t: p.t,
    value: round((p.value ?? 0) + (contribution[i]!.value ?? 0), 1),
  }));
  const average = (points: readonly ReportPoint[]): ReportAveragedPoint[] =>
    variant === 'njpam'
      ? blocks(points)
      : variant === '1466'
        ? fourteenSixtySix(points)
        : rollingAverage(points, 15).map((p) => ({
            ...p,
            value: p.value === null ? null : round(p.value, 1),
            mode: 'Rolling' as const,
          }));
  return {
    code,
    unit,
    decimals: 1,
    instantaneous: contribution,
    averaged: average(contribution),
    upwind: { raw: upwind, averaged: average(upwind) },
    downwind: { raw: downwind, averaged: average(downwind) },
    sources: sourceIds.map((sourceId, k) => {
      const raw = series(times, seed + 10 + k, {
        base: 20 * scale,
        plume: (k % 2 === 0 ? 90 : 10) * scale,
        noise: 8 * scale,
        decimals: 1,
      });
      return { sourceId, raw, averaged: average(raw) };
    }),
    levels,
  };
}

const SOURCE_NAMES = [
  'North fence',
  'East gate',
  'South fence',
  'West yard',
  'Haul road',
  'Stockpile',
  'Office',
  'Rail siding',
];

/** A fixed report of a layout; `sourceCount` data sources (DER-10 splits its table above 6). */
export function fixtureReport(
  variant: ReportVariant,
  {
    sourceCount = 3,
    tablePeriodMinutes = 15,
    from = FIXTURE_FROM,
    to = FIXTURE_TO,
    displayMonitoringLocationData = true,
  }: {
    sourceCount?: number;
    tablePeriodMinutes?: number;
    from?: number;
    to?: number;
    displayMonitoringLocationData?: boolean;
  } = {},
): ReportModel {
  const times = minutes(from, to);
  const sources = SOURCE_NAMES.slice(0, sourceCount).map((name, k) => ({
    id: `loc-${k + 1}`,
    name,
    latitude: 40.7 + 0.002 * Math.cos(k),
    longitude: -74.0 + 0.002 * Math.sin(k),
  }));
  const ids = sources.map((source) => source.id);
  const pm10Levels: ReportSensor['levels'] =
    variant === 'njpam'
      ? [{ kind: 'actionLevel', label: 'Action level 150', value: 150 }]
      : [
          { kind: 'actionLevel', label: 'Action level 150', value: 150 },
          { kind: 'alert', label: 'Fence-line alert', value: 100 },
        ];
  const sensors =
    variant === '1466'
      ? [sensor(variant, 'PM10', 'µg/m³', times, ids, 11, 1, pm10Levels)]
      : [
          sensor(variant, 'PM10', 'µg/m³', times, ids, 21, 1, pm10Levels),
          sensor(variant, 'VOC', 'ppb', times, ids, 31, 0.6, [
            { kind: 'actionLevel', label: 'Action level 25', value: 25 },
          ]),
        ];
  const random = seededRandom(7);
  const speed = times.map((t, i) => ({
    t,
    value: round(i % 37 === 0 ? 0.4 : 2 + 9 * random() + 3 * Math.sin(i / 50), 1),
  }));
  const direction = times.map((t, i) => ({
    t,
    value: round((230 + 60 * Math.sin(i / 70) + 40 * (random() - 0.5) + 360) % 360, 0),
  }));
  return {
    variant,
    reportName: `Riverside works ${variant === '1466' ? 'Rule 1466' : variant === 'der10' ? 'DER-10' : 'NJ PAM'} Report`,
    projectName: 'Riverside works',
    contributionName: 'Site perimeter',
    from,
    to,
    timeZone: FIXTURE_ZONE,
    generatedAt: to + 30 * MINUTE,
    tablePeriodMinutes,
    displayMonitoringLocationData,
    sources,
    sensors,
    wind: { unit: 'mph', decimals: 1, range: 22, speed, direction },
    environmental: [
      {
        date: '2026-11-25',
        temperature: { min: 3.2, max: 11.8 },
        relativeHumidity: { min: 41, max: 77 },
        pressure: { min: 1012.4, max: 1019.1 },
        windSpeed: { min: 0.4, max: 14.2 },
        averageWindDirection: 231,
      },
    ],
    hideEmptyEnvironmentalSummary: true,
    monitoring:
      variant === 'der10'
        ? [
            {
              date: '2026-11-25',
              sensors: [
                { code: 'PM10', min: -4.1, max: 112.6, average: 31.9 },
                { code: 'VOC', min: -2.3, max: 61.4, average: 18.2 },
              ],
            },
          ]
        : [],
    exceedances:
      variant === 'njpam'
        ? null
        : [
            {
              channel: 'PM10',
              actionLevel: 100,
              time: Date.UTC(2026, 10, 25, 18, 12),
              mode: 'Rolling',
            },
          ],
  };
}
