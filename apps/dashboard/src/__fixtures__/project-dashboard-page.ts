import type {
  DashboardLocations,
  DashboardWindData,
  DashboardWindLocations,
  InstrumentStatuses,
} from '@aq/api';
import type { z } from 'zod';
import type { DashboardContribution } from '../features/project-dashboard/contributions';
import { aggregatedDataRoute } from './charts';
import { PM10_GROUP, PM25_GROUP, VOC_GROUP, WS_GROUP } from './display-settings';
import { DASHBOARD_CONTRIBUTIONS, DASHBOARD_LEVELS, DASHBOARD_VALUES } from './project-dashboard';
import { ENVIRONMENTAL_DATA } from './project-dashboard-widgets';
import { projectRoutes, STORY_PROJECTS } from './projects';
import { status, type FixtureRoute } from './screen-story';

type SiteLocation = z.infer<typeof DashboardLocations>['Items'][number];
type WindLocations = z.infer<typeof DashboardWindLocations>['Items'];
type WindData = z.infer<typeof DashboardWindData>['Items'];
type Statuses = z.infer<typeof InstrumentStatuses>['Items'];

/** The project of the dashboard page stories: Gowanus Canal Remediation (America/New_York). */
export const DASHBOARD_PROJECT = STORY_PROJECTS[8] as (typeof STORY_PROJECTS)[number];

const id = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const reading = (Channel: string, Value: number | null, Unit: string, DecimalPlaces: number) => ({
  Channel,
  Value,
  Unit,
  DecimalPlaces,
});

/**
 * The site map's locations around the Gowanus canal, one per marker status: North fence OK (PM10
 * 42.5 µg/m³, VOC 0.12 ppm, wind 3.4 m/s), East gate online but needing attention (PM10 18.2, no
 * VOC value), Canal west warning (PM10 131.7), South gate offline (no value), the Upwind mast OK
 * (wind only), and Old compound hidden (never on the map).
 */
export const SITE_LOCATIONS: SiteLocation[] = [
  {
    GuidId: id(1),
    Name: 'North fence',
    Location: { Latitude: 40.6745, Longitude: -73.9891 },
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppm' },
      { Name: 'WS', Units: 'm/s' },
    ],
    Status: 'Ok',
    ChannelData: [
      reading('PM10', 42.5, 'µg/m³', 1),
      reading('VOC', 0.12, 'ppm', 2),
      reading('WS', 3.4, 'm/s', 1),
    ],
    Instruments: [{ Name: 'AQ-1001 North', Active: true }],
    IsHidden: false,
    EverAttached: true,
  },
  {
    GuidId: id(2),
    Name: 'East gate',
    Location: { Latitude: 40.6731, Longitude: -73.9862 },
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppm' },
    ],
    Status: 'Online',
    ChannelData: [reading('PM10', 18.2, 'µg/m³', 1), reading('VOC', null, 'ppm', 2)],
    Instruments: [{ Name: 'AQ-1004 East', Active: true }],
    IsHidden: false,
    EverAttached: true,
  },
  {
    GuidId: id(3),
    Name: 'Canal west',
    Location: { Latitude: 40.6722, Longitude: -73.9915 },
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    Status: 'Warning',
    ChannelData: [reading('PM10', 131.7, 'µg/m³', 1)],
    Instruments: [{ Name: 'AQ-1005 Canal', Active: true }],
    IsHidden: false,
    EverAttached: true,
  },
  {
    GuidId: id(4),
    Name: 'South gate',
    Location: { Latitude: 40.6703, Longitude: -73.9879 },
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    Status: 'Offline',
    ChannelData: [reading('PM10', null, 'µg/m³', 1)],
    Instruments: [{ Name: 'AQ-1002 South', Active: true }],
    IsHidden: false,
    EverAttached: true,
  },
  {
    GuidId: id(5),
    Name: 'Upwind mast',
    Location: { Latitude: 40.6761, Longitude: -73.9922 },
    SensorTypes: [{ Name: 'WS', Units: 'm/s' }],
    Status: 'Ok',
    ChannelData: [reading('WS', 3.1, 'm/s', 1)],
    Instruments: [{ Name: 'AQ-1006 Mast', Active: true }],
    IsHidden: false,
    EverAttached: true,
  },
  {
    GuidId: id(6),
    Name: 'Old compound',
    Location: { Latitude: 40.6729, Longitude: -73.9903 },
    SensorTypes: [{ Name: 'PM2.5', Units: 'µg/m³' }],
    Status: 'Offline',
    ChannelData: [reading('PM2.5', 8, 'µg/m³', 1)],
    Instruments: [],
    IsHidden: true,
    EverAttached: true,
  },
];

/** Every shown location offline, no value anywhere (the pickers are unavailable). */
export const OFFLINE_SITE_LOCATIONS: SiteLocation[] = SITE_LOCATIONS.map((location) => ({
  ...location,
  Status: 'Offline',
  ChannelData: location.ChannelData.map((channel) => ({ ...channel, Value: null })),
}));

/**
 * Wind roles: for the DER-10 (41) the mast is upwind of PM10 and VOC, North fence and Canal west
 * downwind of PM10, East gate downwind of VOC; for the 1466 (42) South gate is downwind of PM10.
 * The NJ PAM (43, hidden) would make East gate upwind: it must not show.
 */
export const SITE_WIND_LOCATIONS: WindLocations = [
  {
    ContributionId: 41,
    Sensors: [
      {
        SensorCode: 'PM10',
        UpwindLocationNames: ['Upwind mast'],
        DownwindLocationNames: ['North fence', 'Canal west'],
      },
      {
        SensorCode: 'VOC',
        UpwindLocationNames: ['Upwind mast'],
        DownwindLocationNames: ['East gate'],
      },
    ],
  },
  {
    ContributionId: 42,
    Sensors: [
      { SensorCode: 'PM10', UpwindLocationNames: [], DownwindLocationNames: ['South gate'] },
    ],
  },
  {
    ContributionId: 43,
    Sensors: [
      { SensorCode: 'PM10', UpwindLocationNames: ['East gate'], DownwindLocationNames: [] },
    ],
  },
];

/** The latest wind: 3.4 m/s from 250° (WSW, the compass's W) for the DER-10, 7.6 mph for 1466. */
export const SITE_WIND: WindData = [
  {
    ContributionId: 41,
    LatestWindSpeed: { Value: 3.4, Unit: 'm/s' },
    LatestWindDirection: { Value: 250, Unit: '°' },
  },
  {
    ContributionId: 42,
    LatestWindSpeed: { Value: 7.6, Unit: 'mph' },
    LatestWindDirection: { Value: 245, Unit: '°' },
  },
];

/** The project's monitors: five attached to the shown locations, one spare (not on the dashboard). */
export const SITE_MONITORS = [
  ['AQ-1001', 'AQ-1001 North', 1],
  ['AQ-1002', 'AQ-1002 South', 4],
  ['AQ-1004', 'AQ-1004 East', 2],
  ['AQ-1005', 'AQ-1005 Canal', 3],
  ['AQ-1006', 'AQ-1006 Mast', 5],
  ['AQ-1003', 'AQ-1003 Spare', null],
].map(([serial, name, location], index) => ({
  MonitorId: id(101 + index),
  MonitorSerial: serial as string,
  MonitorName: name as string,
  MonitoringLocationId: location === null ? null : id(location as number),
  IsOnline: serial !== 'AQ-1002',
  Lease: {
    Id: id(201 + index),
    Status: 'Active' as const,
    StartDate: '2026-09-01T00:00:00.000Z',
    EndDate: null,
  },
}));

/**
 * The five attached instruments' health: four online (AQ-1005 with a failed sensor, AQ-1004
 * ageing in service), AQ-1002 offline. Sorted worst first: Canal (10), East (6), South (5).
 */
export const SITE_STATUSES: Statuses = [
  {
    MonitorSerial: 'AQ-1001',
    OnlineStatus: 'Online',
    SensorHealthStatus: 'Ok',
    OperationMode: 'Sample',
    BatteryStatus: 'Online',
  },
  {
    MonitorSerial: 'AQ-1002',
    OnlineStatus: 'Offline',
    SensorHealthStatus: null,
    OperationMode: null,
    BatteryStatus: 'Offline',
  },
  {
    MonitorSerial: 'AQ-1004',
    OnlineStatus: 'Online',
    SensorHealthStatus: 'Aging',
    OperationMode: 'Service',
    BatteryStatus: 'Online',
  },
  {
    MonitorSerial: 'AQ-1005',
    OnlineStatus: 'Online',
    SensorHealthStatus: 'Failed',
    OperationMode: 'Sample',
    BatteryStatus: 'Online',
  },
  {
    MonitorSerial: 'AQ-1006',
    OnlineStatus: 'Online',
    SensorHealthStatus: 'Ok',
    OperationMode: 'Sample',
    BatteryStatus: 'Online',
  },
];

/** The same instruments, all offline. */
export const OFFLINE_SITE_STATUSES: Statuses = SITE_STATUSES.map((item) => ({
  ...item,
  OnlineStatus: 'Offline',
  SensorHealthStatus: null,
  OperationMode: null,
  BatteryStatus: 'Offline',
}));

/** An NJ PAM that has no active location: hidden too, so it is not counted as inactive. */
export const INACTIVE_NJ_PAM: DashboardContribution = {
  Id: 47,
  Name: 'Old NJ PAM perimeter',
  ContributionType: 'NJ_PAM',
  AveragingPeriodMinutes: 60,
  SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
  WindSensorType: null,
  HasActiveLocations: false,
};

/** What the dashboard's fixed server holds; every part may be replaced. */
export interface DashboardServer {
  contributions?: DashboardContribution[];
  locations?: SiteLocation[];
  windLocations?: WindLocations;
  wind?: WindData;
  monitors?: typeof SITE_MONITORS;
  statuses?: Statuses;
  /** The flags that are on (every other flag is off). */
  flags?: string[];
  /** Calls that never answer (the page stays loading), by the dashboard part's name. */
  pending?: Array<'summaries' | 'values' | 'locations' | 'wind' | 'monitors' | 'statuses'>;
  /** Calls answered with the server's 403, by the dashboard part's name. */
  failing?: Array<'summaries' | 'values' | 'locations'>;
  /** The feedback call's answer: accepted, or refused with a 400. */
  feedback?: 'ok' | 'fail';
}

/** The requests the dashboard's fixed server received ("METHOD /path?query"), in order. */
export const dashboardRequests: string[] = [];

const DASHBOARD = /^\/v0\.1\/project-dashboard\/[^/]+\//;
const never = () => new Promise(() => undefined);
const refused = () =>
  status(403, {
    Status: 403,
    Title: 'Forbidden',
    Messages: ['You do not have access to this project'],
  });

/**
 * The fixed server of the dashboard page stories: the project (its compliance levels those of the
 * dashboard fixtures), the contribution summaries (the DER-10 and 1466 active, the NJ PAM hidden, two
 * inactive), their latest values, the site map's locations and wind, the monitors and their health,
 * display settings, per-flag answers, environmental data, the feedback call and the View charts
 * modal's aggregated data. Every request is recorded in `dashboardRequests`.
 */
export function dashboardPageRoutes(server: DashboardServer = {}): FixtureRoute[] {
  const contributions = server.contributions ?? DASHBOARD_CONTRIBUTIONS;
  const locations = server.locations ?? SITE_LOCATIONS;
  const monitors = server.monitors ?? SITE_MONITORS;
  const statuses = server.statuses ?? SITE_STATUSES;
  const flags = new Set(server.flags ?? []);
  const pending = new Set(server.pending ?? []);
  const failing = new Set(server.failing ?? []);
  const part = (name: string) => new RegExp(`${DASHBOARD.source}${name}$`);
  const answer = (name: 'summaries' | 'values' | 'locations', respond: () => unknown) =>
    pending.has(name) ? never() : failing.has(name) ? refused() : respond();
  const levels = DASHBOARD_LEVELS.map((level) => {
    const contribution = contributions.find((c) => c.Id === level.ContributionId);
    return {
      ...level,
      ContributionName: contribution?.Name ?? `Contribution ${level.ContributionId}`,
      ContributionType: contribution?.ContributionType ?? 'DER10',
    };
  });
  const routes: FixtureRoute[] = [
    {
      method: 'GET',
      path: '/v0.1/feature-flags',
      respond: (url) => ({ IsEnabled: flags.has(url.searchParams.get('featureFlag') ?? '') }),
    },
    {
      method: 'GET',
      path: '/v0.1/contribution-summaries',
      respond: () => answer('summaries', () => ({ Summaries: contributions })),
    },
    {
      method: 'GET',
      path: part('contributions-data'),
      respond: () =>
        answer('values', () => ({
          Items: contributions.map((c) => ({
            ContributionId: c.Id,
            LatestChannelValues: DASHBOARD_VALUES[c.Id] ?? [],
          })),
        })),
    },
    {
      method: 'GET',
      path: part('locations'),
      respond: () => answer('locations', () => ({ Items: locations })),
    },
    {
      method: 'GET',
      path: part('wind-data'),
      respond: () => (pending.has('wind') ? never() : { Items: server.wind ?? SITE_WIND }),
    },
    {
      method: 'GET',
      path: part('wind-locations'),
      respond: () => ({ Items: server.windLocations ?? SITE_WIND_LOCATIONS }),
    },
    {
      method: 'GET',
      path: part('environmental-data'),
      respond: () => ENVIRONMENTAL_DATA,
    },
    {
      method: 'GET',
      path: '/v0.1/project-dashboard/instrument-statuses',
      respond: (url) => {
        if (pending.has('statuses')) return never();
        const asked = url.searchParams.getAll('monitorSerials');
        return { Items: statuses.filter((item) => asked.includes(item.MonitorSerial)) };
      },
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/projects\/[^/]+\/monitors$/,
      respond: () => (pending.has('monitors') ? never() : { Items: monitors }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/display-settings$/,
      respond: () => ({ ProjectSensorGroups: [PM10_GROUP, PM25_GROUP, VOC_GROUP, WS_GROUP] }),
    },
    {
      method: 'POST',
      path: '/v0.1/feedback/dashboards',
      respond: () =>
        server.feedback === 'fail'
          ? status(400, {
              Status: 400,
              Title: 'Bad Request',
              Messages: ['The contribution was not found.'],
            })
          : {},
    },
    aggregatedDataRoute(),
    ...projectRoutes().map((route) =>
      route.path === '/v0.1/projectDetails'
        ? {
            ...route,
            respond: async (url: URL, body: unknown) => {
              const project = (await route.respond(url, body)) as Record<string, unknown>;
              return project && 'Id' in project
                ? { ...project, ComplianceLevels: levels }
                : project;
            },
          }
        : route,
    ),
  ];
  return routes.map((route) => ({
    ...route,
    respond: (url, body) => {
      dashboardRequests.push(`${route.method} ${url.pathname}${url.search}`);
      return route.respond(url, body);
    },
  }));
}
