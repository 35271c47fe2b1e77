import type {
  ChannelValue,
  DashboardContribution,
  DashboardLevel,
} from '../features/project-dashboard/contributions';
import type { InstrumentRow } from '../features/project-dashboard/instrument-status';

/**
 * The project dashboard's fixed data: the contributions of the demo project's kinds (a DER-10 with
 * PM10 and VOC, a Rule 1466 with PM10, an NJ PAM that the dashboard hides) plus two inactive ones,
 * their latest values at hand-picked percents of their levels, and instruments in every health.
 */
export const DASHBOARD_CONTRIBUTIONS: DashboardContribution[] = [
  {
    Id: 41,
    Name: 'Gowanus DER-10',
    ContributionType: 'DER10',
    AveragingPeriodMinutes: 15,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppm' },
      { Name: 'WS', Units: 'm/s' },
    ],
    WindSensorType: { Name: 'WS', Units: 'm/s' },
    HasActiveLocations: true,
  },
  {
    Id: 42,
    Name: 'Canal 1466',
    ContributionType: 'FOURTEEN_SIXTY_SIX',
    AveragingPeriodMinutes: 120,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'PM2.5', Units: 'µg/m³' },
      { Name: 'WS', Units: 'm/s' },
    ],
    WindSensorType: { Name: 'WS', Units: 'm/s' },
    HasActiveLocations: true,
  },
  {
    Id: 43,
    Name: 'Basin NJ PAM',
    ContributionType: 'NJ_PAM',
    AveragingPeriodMinutes: 60,
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    WindSensorType: null,
    HasActiveLocations: true,
  },
  {
    Id: 44,
    Name: 'Yard generic',
    ContributionType: 'GENERIC',
    AveragingPeriodMinutes: 15,
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    WindSensorType: null,
    HasActiveLocations: false,
  },
  {
    Id: 45,
    Name: 'Pier DER-10 (finished)',
    ContributionType: 'DER10',
    AveragingPeriodMinutes: 15,
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    WindSensorType: null,
    HasActiveLocations: false,
  },
];

/** The contribution of a given id (the fixtures hold them all). */
export function dashboardContribution(id: number): DashboardContribution {
  const found = DASHBOARD_CONTRIBUTIONS.find((contribution) => contribution.Id === id);
  if (!found) throw new Error(`No fixture contribution ${id}`);
  return found;
}

/** The project's compliance levels (projectDetails.ComplianceLevels); the first per channel counts. */
export const DASHBOARD_LEVELS: DashboardLevel[] = [
  { ContributionId: 41, SensorCode: 'PM10', Level: 100, DisplayUnits: 'µg/m³' },
  { ContributionId: 41, SensorCode: 'PM10', Level: 150, DisplayUnits: 'µg/m³' },
  { ContributionId: 41, SensorCode: 'VOC', Level: 5, DisplayUnits: 'ppm' },
  { ContributionId: 42, SensorCode: 'PM10', Level: 25, DisplayUnits: 'µg/m³' },
  { ContributionId: 42, SensorCode: 'PM2.5', Level: 0, DisplayUnits: 'µg/m³' },
  { ContributionId: 44, SensorCode: 'PM10', Level: 50, DisplayUnits: 'µg/m³' },
];

/**
 * Latest values per contribution: DER-10 PM10 at 42.6 % (ok) and VOC at 84 % (caution); 1466
 * PM10 at 25.1 of 25 (>100 %, warning, in its 2-hour rolling mode) and PM2.5 with a level of 0
 * (blank text).
 */
export const DASHBOARD_VALUES: Record<number, ChannelValue[]> = {
  41: [
    { ChannelCode: 'PM10', Value: 42.6, AveragingMode: 'Rolling' },
    { ChannelCode: 'VOC', Value: 4.2, AveragingMode: 'Rolling' },
    { ChannelCode: 'WS', Value: 3.4, AveragingMode: null },
  ],
  42: [
    { ChannelCode: 'PM10', Value: 25.1, AveragingMode: 'Rolling' },
    { ChannelCode: 'PM2.5', Value: 11.8, AveragingMode: 'Rolling' },
  ],
  43: [{ ChannelCode: 'PM10', Value: 30, AveragingMode: 'Block' }],
  44: [],
  45: [],
};

/** A 1466 contribution with six channels, more than the tiles of a phone-width widget. */
export const MANY_CHANNELS: DashboardContribution = {
  ...dashboardContribution(42),
  Id: 46,
  Name: 'Canal 1466 (six channels)',
  SensorTypes: ['PM1', 'PM2.5', 'PM4', 'PM10', 'TSP', 'VOC'].map((Name) => ({
    Name,
    Units: Name === 'VOC' ? 'ppm' : 'µg/m³',
  })),
  WindSensorType: null,
};

/** The six channels' values: Initial, then the two 1466 modes. */
export const MANY_CHANNEL_VALUES: ChannelValue[] = [
  { ChannelCode: 'PM1', Value: 3.2, AveragingMode: 'Initial' },
  { ChannelCode: 'PM2.5', Value: 9.9, AveragingMode: 'Initial' },
  { ChannelCode: 'PM4', Value: 14, AveragingMode: 'Rolling' },
  { ChannelCode: 'PM10', Value: 20, AveragingMode: 'RecoveryRolling' },
  { ChannelCode: 'TSP', Value: null, AveragingMode: null },
  { ChannelCode: 'VOC', Value: -0.2, AveragingMode: 'Rolling' },
];

/** Levels of the six channels: 20 µg/m³ for dust (PM10 exactly 100 %), 1 ppm for VOC. */
export const MANY_CHANNEL_LEVELS: DashboardLevel[] = ['PM1', 'PM2.5', 'PM4', 'PM10', 'TSP'].map(
  (SensorCode) => ({ ContributionId: 46, SensorCode, Level: 20, DisplayUnits: 'µg/m³' }),
);
MANY_CHANNEL_LEVELS.push({ ContributionId: 46, SensorCode: 'VOC', Level: 1, DisplayUnits: 'ppm' });

function instrument(
  name: string,
  status: Omit<InstrumentRow['status'], 'MonitorSerial'>,
): InstrumentRow {
  return { name, status: { MonitorSerial: `SN-${name.replace(/\W+/g, '-')}`, ...status } };
}

const HEALTHY = {
  OnlineStatus: 'Online',
  SensorHealthStatus: 'Ok',
  OperationMode: 'Sample',
  BatteryStatus: 'Online',
} as const;

const OFFLINE = {
  OnlineStatus: 'Offline',
  SensorHealthStatus: null,
  OperationMode: null,
  BatteryStatus: 'Offline',
} as const;

/**
 * Seven instruments, deliberately out of order. By score: Canal west (failed, 10), Basin south
 * (offline 5), East gate (aging in service, 6)… sorted: Canal west 10, East gate 6, Basin south 5,
 * North fence (span port 1, 3), Pier 2 (battery offline, 1), Pier 10 and Yard (0).
 */
export const DASHBOARD_INSTRUMENTS: InstrumentRow[] = [
  instrument('Yard', HEALTHY),
  instrument('Pier 10', HEALTHY),
  instrument('North fence', { ...HEALTHY, OperationMode: 'SpanPort1' }),
  instrument('Basin south', OFFLINE),
  instrument('Pier 2', { ...HEALTHY, BatteryStatus: 'Offline' }),
  instrument('East gate', { ...HEALTHY, SensorHealthStatus: 'Aging', OperationMode: 'Service' }),
  instrument('Canal west', { ...HEALTHY, SensorHealthStatus: 'Failed' }),
];

/** The same instruments, all offline. */
export const OFFLINE_INSTRUMENTS: InstrumentRow[] = DASHBOARD_INSTRUMENTS.map((row) => ({
  name: row.name,
  status: { ...row.status, ...OFFLINE },
}));
