import type { ContributionView, ReportConfig, ReportData } from './report-model';

/**
 * A fixed DER-10 report on the wire (stories and tests): 08:00–17:00 in New York on 25 November
 * 2026, three data sources, PM10 and VOC, a 15-minute rolling average; no clock, no randomness.
 */

const MINUTE = 60_000;
export const PRINT_FROM = Date.UTC(2026, 10, 25, 13, 0);
export const PRINT_TO = Date.UTC(2026, 10, 25, 22, 0);
export const PRINT_CONTRIBUTION_ID = 41;

const iso = (t: number) => new Date(t).toISOString();
const times = Array.from(
  { length: (PRINT_TO - PRINT_FROM) / MINUTE },
  (_, i) => PRINT_FROM + (i + 1) * MINUTE,
);

/** A smooth, repeatable signal: a base, a plume mid-afternoon and a fixed wobble. */
function signal(i: number, base: number, plume: number, phase: number): number {
  const x = i / times.length;
  const bump = Math.exp(-(((x - 0.6) / 0.12) ** 2));
  return Number((base + plume * bump + 3 * Math.sin(i / 7 + phase)).toFixed(1));
}

function rolling(values: readonly number[], window = 15): (number | null)[] {
  return values.map((_, i) =>
    i + 1 < 12
      ? null
      : Number(
          (
            values.slice(Math.max(0, i - window + 1), i + 1).reduce((a, b) => a + b, 0) /
            Math.min(window, i + 1)
          ).toFixed(1),
        ),
  );
}

const SOURCES = [
  { Id: 'loc-north', Name: 'North fence', Coordinates: { Latitude: 40.7142, Longitude: -74.0061 } },
  { Id: 'loc-east', Name: 'East gate', Coordinates: { Latitude: 40.7128, Longitude: -74.0032 } },
  { Id: 'loc-south', Name: 'South fence', Coordinates: { Latitude: 40.7109, Longitude: -74.0066 } },
];

function sensorType(code: string, units: string, scale: number, phase: number) {
  const contribution = times.map((_, i) => signal(i, 6 * scale, 80 * scale, phase));
  const upwind = times.map((_, i) => signal(i, 18 * scale, 0, phase + 1));
  const downwind = upwind.map((v, i) => Number((v + contribution[i]!).toFixed(1)));
  const measurements = (values: readonly (number | null)[]) =>
    times.map((t, i) => ({ Time: iso(t), Value: values[i] ?? null }));
  const perSource = SOURCES.map((_, k) =>
    times.map((__, i) => signal(i, 18 * scale, (k === 1 ? 10 : 80) * scale, phase + k)),
  );
  return {
    SensorType: code,
    DisplayUnits: units,
    SensorMeasurements: SOURCES.map((source, k) => ({
      InstrumentId: source.Id,
      Measurements: measurements(perSource[k]!),
    })),
    AveragedSensorMeasurements: SOURCES.map((source, k) => ({
      InstrumentId: source.Id,
      Measurements: measurements(rolling(perSource[k]!)),
    })),
    InstantaneousSiteContribution: measurements(contribution),
    AveragedSiteContribution: rolling(contribution).map((value, i) => ({
      Time: iso(times[i]!),
      Value: value,
      AveragingMode: 'Rolling' as const,
    })),
    RawUpwindMeasurements: measurements(upwind),
    RawDownwindMeasurements: measurements(downwind),
    AveragedUpwindMeasurements: measurements(rolling(upwind)),
    AveragedDownwindMeasurements: measurements(rolling(downwind)),
    UpwindDownwindDataSources: [],
  };
}

/** The report data of the fixed DER-10 contribution. */
export const PRINT_REPORT_DATA: ReportData = {
  ContributionData: {
    ProjectName: 'Riverside works',
    DataSources: SOURCES,
    SensorTypes: [sensorType('PM10', 'µg/m³', 1, 0), sensorType('VOC', 'ppb', 0.5, 2)],
    WindSpeedMeasurements: times.map((t, i) => ({
      Time: iso(t),
      Value:
        i % 29 === 0 ? 0.4 : Number((5 + 4 * Math.sin(i / 40) + 2 * Math.cos(i / 3)).toFixed(1)),
    })),
    WindDirectionMeasurements: times.map((t, i) => ({
      Time: iso(t),
      Value: Math.round((240 + 50 * Math.sin(i / 60) + 20 * Math.cos(i / 5) + 360) % 360),
    })),
    AveragedWindSpeedMeasurements: [],
    AveragedWindDirectionMeasurements: [],
    ProjectTimeZoneId: 'America/New_York',
    ProjectTimeZoneOffset: '-05:00',
    IsSummerTimeAdjusted: true,
  },
  SensorInfo: [
    { SensorCode: 'PM10', Units: 'µg/m³', DecimalPlaces: 1, Range: null, DisplayUnits: 'µg/m³' },
    { SensorCode: 'VOC', Units: 'ppb', DecimalPlaces: 1, Range: null, DisplayUnits: 'ppb' },
    { SensorCode: 'WS', Units: 'mph', DecimalPlaces: 1, Range: 22, DisplayUnits: 'mph' },
  ],
  DailyEnvironmentalSummaries: [
    {
      Date: '2026-11-25',
      Temperature: { Min: 3.2, Max: 11.8 },
      RelativeHumidity: { Min: 41, Max: 77 },
      Pressure: { Min: 1012.4, Max: 1019.1 },
      WindSpeed: { Min: 0.4, Max: 11.9 },
      AverageWindDirection: 238,
    },
  ],
  DailyMonitoringSummaries: [
    {
      Date: '2026-11-25',
      SensorSummaries: [
        {
          SensorType: 'PM10',
          MinContribution: 1.2,
          MaxContribution: 89.1,
          AverageContribution: 27.4,
        },
        {
          SensorType: 'VOC',
          MinContribution: 0.4,
          MaxContribution: 44.6,
          AverageContribution: 13.9,
        },
      ],
    },
  ],
  ExceedanceSummaries: [
    {
      Channel: 'PM10',
      ActionLevel: 50,
      TimeTriggered: iso(Date.UTC(2026, 10, 25, 17, 40)),
      AveragingMode: 'Rolling',
    },
  ],
  AlertConfigs: [
    { Name: 'Fence-line PM10', SetPoint: 100, Sensor: 'PM10', AveragingPeriodMinutes: 15 },
  ],
};

/** The saved report config of the fixed contribution. */
export const PRINT_REPORT_CONFIG: ReportConfig = {
  ContributionId: PRINT_CONTRIBUTION_ID,
  ContributionName: 'Site perimeter',
  ProjectName: 'Riverside works',
  ProjectId: 'riverside',
  TimeZoneId: 'America/New_York',
  TimeZoneOffset: '-05:00',
  SummerTimeAdjusted: true,
  MinDate: '2026-11-01T00:00:00.000Z',
  MaxDate: null,
  ReportConfigId: null,
  ReportFrom: '08:00',
  ReportTo: '17:00',
  ScheduledTimeOfDay: '18:00',
  Emails: [],
  Days: [],
  ScheduleActive: false,
  ReportName: 'Site perimeter Report',
  ContributionType: 'Der10',
  SensorsWithNegativeNumberFiltering: [],
  HideEmptyEnvironmentalSummary: true,
  ShowExceedanceSummary: true,
  DisplayActionLevelsOnReportCharts: true,
  DisplayAlertsOnReportCharts: true,
  TablePeriodMinutes: 60,
  AttachCsv: false,
  ContributionAveragingPeriod: 15,
  SensorTypes: [
    { Name: 'PM10', Units: 'µg/m³' },
    { Name: 'VOC', Units: 'ppb' },
  ],
  DisplayMonitoringLocationData: true,
  MapStyle: 'None',
};

/** The contribution (its action levels) of the fixed report. */
export const PRINT_CONTRIBUTION: ContributionView = {
  Id: PRINT_CONTRIBUTION_ID,
  Name: 'Site perimeter',
  ProjectId: 'riverside',
  ProjectName: 'Riverside works',
  ContributionType: 'Der10',
  ContributionDetails: {
    AveragingPeriodMinutes: 15,
    TimeZoneId: 'America/New_York',
    TimeZoneOffset: '-05:00',
    SummerTimeAdjusted: true,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppb' },
    ],
  },
  Config: {
    ActionLevels: [
      { SensorCode: 'PM10', ActionLevel: 150, Units: 'µg/m³' },
      { SensorCode: 'VOC', ActionLevel: null, Units: 'ppb' },
    ],
    DisplayActionLevelsOnReportCharts: true,
    DisplayAlertsOnReportCharts: true,
    ShowExceedanceSummary: true,
    HideEmptyEnvironmentalSummary: true,
    SensorsWithNegativeNumberFiltering: [],
  },
  CreatedDate: '2026-11-01T00:00:00.000Z',
  StartDate: '2026-11-01T00:00:00.000Z',
  ContributionMonitoringLocations: SOURCES.map((source) => source.Id),
  WindMonitoringLocation: null,
  AutomaticWindDetection: true,
  History: { State: 'Done', Percent: 100, ComputedTo: null, Message: null },
};

/** The signed-in user of the stories. */
export const PRINT_USER = {
  Id: 'user-1',
  Username: 'ada',
  FullName: 'Ada Park',
  PreferredName: null,
  OrganisationName: 'Harbour Consulting',
  EmailAddress: 'ada@example.com',
  PhoneNumber: null,
  JobTitle: null,
  Locale: 'en-US',
  Permissions: [],
  ImpersonatedBy: null,
};

/** One answer of a story's fixed server (the shape of screen-story's FixtureRoute). */
interface PrintFixtureRoute {
  method: 'GET';
  path: string;
  respond: () => unknown;
}

/** The fixed server of the print page's stories. */
export function printReportRoutes({
  report = () => PRINT_REPORT_DATA,
  locale = 'en-US',
  contributionType = 'Der10',
}: {
  report?: () => unknown;
  locale?: string;
  contributionType?: string;
} = {}): PrintFixtureRoute[] {
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => ({ ...PRINT_USER, Locale: locale }) },
    {
      method: 'GET',
      path: `/v0.1/contribution/${PRINT_CONTRIBUTION_ID}/reportConfig`,
      respond: () => ({ ...PRINT_REPORT_CONFIG, ContributionType: contributionType }),
    },
    {
      method: 'GET',
      path: `/v0.1/contribution/${PRINT_CONTRIBUTION_ID}/report`,
      respond: () => report(),
    },
    {
      method: 'GET',
      path: `/v0.1/contribution/${PRINT_CONTRIBUTION_ID}`,
      respond: () => PRINT_CONTRIBUTION,
    },
  ];
}
