import { STORY_PROJECTS, STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project the monitoring-location stories show (Gowanus Canal Remediation, Brooklyn). */
export const LOCATIONS_PROJECT = STORY_PROJECTS[8] as (typeof STORY_PROJECTS)[number];

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A project manager who may manage locations and register instruments. */
export const LOCATIONS_MANAGER = {
  ...STORY_USER,
  Permissions: ['Manage_Projects', 'Manage_MonitoringLocation', 'Manage_Instruments', 'View_Data'],
};

/** A viewer: may look, not change. */
export const LOCATIONS_VIEWER = { ...STORY_USER, Username: 'viewer', Permissions: ['View_Data'] };

/**
 * The fixed locations: two active with instruments and values (one offline), one active that
 * never had an instrument, one hidden that once had one (so it cannot be deleted).
 */
export const STORY_LOCATIONS = [
  {
    GuidId: id(1),
    Name: 'North fence',
    Location: { Latitude: 40.6745, Longitude: -73.9891 },
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppm' },
    ],
    Status: 'Online' as const,
    ChannelData: [
      { Channel: 'PM10', Value: 42.5, Unit: 'µg/m³', DecimalPlaces: 1 },
      { Channel: 'VOC', Value: 0.12, Unit: 'ppm', DecimalPlaces: 2 },
    ],
    Instruments: [{ Name: 'AQ-1001 North', Active: true }],
    IsHidden: false,
    EverAttached: true,
  },
  {
    GuidId: id(2),
    Name: 'South gate',
    Location: { Latitude: 40.6712, Longitude: -73.9878 },
    SensorTypes: [{ Name: 'PM10', Units: 'mg/m³' }],
    Status: 'Offline' as const,
    ChannelData: [{ Channel: 'PM10', Value: null, Unit: 'mg/m³', DecimalPlaces: 3 }],
    Instruments: [{ Name: 'AQ-1002 South', Active: true }],
    IsHidden: false,
    EverAttached: true,
  },
  {
    GuidId: id(3),
    Name: 'Upwind mast',
    Location: { Latitude: 40.6761, Longitude: -73.9922 },
    SensorTypes: [],
    Status: 'Ok' as const,
    ChannelData: [],
    Instruments: [],
    IsHidden: false,
    EverAttached: false,
  },
  {
    GuidId: id(4),
    Name: 'Old compound',
    Location: { Latitude: 40.6729, Longitude: -73.9903 },
    SensorTypes: [],
    Status: 'Offline' as const,
    ChannelData: [],
    Instruments: [{ Name: 'AQ-0990 Retired', Active: false }],
    IsHidden: true,
    EverAttached: true,
  },
];

/** The project's monitors: two attached, one waiting to be attached, one whose lease ended. */
export const STORY_MONITORS = [
  {
    MonitorId: id(101),
    MonitorSerial: 'AQ-1001',
    MonitorName: 'AQ-1001 North',
    MonitoringLocationId: id(1),
    IsOnline: true,
    Lease: {
      Id: id(201),
      Status: 'Active' as const,
      StartDate: '2026-09-01T00:00:00.000Z',
      EndDate: null,
    },
  },
  {
    MonitorId: id(102),
    MonitorSerial: 'AQ-1002',
    MonitorName: 'AQ-1002 South',
    MonitoringLocationId: id(2),
    IsOnline: false,
    Lease: {
      Id: id(202),
      Status: 'Active' as const,
      StartDate: '2026-09-01T00:00:00.000Z',
      EndDate: null,
    },
  },
  {
    MonitorId: id(103),
    MonitorSerial: 'AQ-1003',
    MonitorName: 'AQ-1003 Spare',
    MonitoringLocationId: null,
    IsOnline: false,
    Lease: {
      Id: id(203),
      Status: 'Active' as const,
      StartDate: '2026-11-20T00:00:00.000Z',
      EndDate: null,
    },
  },
  {
    MonitorId: id(104),
    MonitorSerial: 'AQ-0990',
    MonitorName: 'AQ-0990 Retired',
    MonitoringLocationId: null,
    IsOnline: false,
    Lease: {
      Id: id(204),
      Status: 'Terminate' as const,
      StartDate: '2026-03-01T00:00:00.000Z',
      EndDate: '2026-08-31T00:00:00.000Z',
    },
  },
];

/** The sensor catalogue the register form offers. */
export const STORY_SENSOR_CATALOGUE = {
  Items: [
    { Code: 'VOC', Name: 'VOC', Category: 'Gas' as const, Unit: 'ppm' },
    { Code: 'NO2', Name: 'Nitrogen dioxide', Category: 'Gas' as const, Unit: 'ppb' },
    { Code: 'PM10', Name: 'PM10', Category: 'Particulate' as const, Unit: 'µg/m³' },
    { Code: 'PM2.5', Name: 'PM2.5', Category: 'Particulate' as const, Unit: 'µg/m³' },
    { Code: 'WS', Name: 'Wind speed', Category: 'Met' as const, Unit: 'm/s' },
  ],
};

/** The fixed server of the monitoring locations screen. */
export function monitoringLocationRoutes(
  options: {
    user?: typeof STORY_USER;
    locations?: typeof STORY_LOCATIONS;
    monitors?: typeof STORY_MONITORS;
    /** Whether editable-status answers IsLocationUpdatable true. */
    updatable?: boolean;
    /** The attach call's answer: 'ok' or a 500 (retried, then the toast). */
    attach?: 'ok' | 'fail';
  } = {},
): FixtureRoute[] {
  const locations = options.locations ?? STORY_LOCATIONS;
  const monitors = options.monitors ?? STORY_MONITORS;
  const attachment = (monlocId: string, monitorId: string) => ({
    AttachmentId: id(301),
    MonitoringLocationId: monlocId,
    MonitorId: monitorId,
    MonitorSerial: 'AQ-1003',
    AttachTime: '2026-11-25T12:00:00.000Z',
    DetachTime: null,
  });
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => options.user ?? LOCATIONS_MANAGER },
    { method: 'GET', path: '/v0.1/monitoringlocations', respond: () => ({ Items: locations }) },
    {
      method: 'POST',
      path: '/v0.1/State/monitoring-locations',
      respond: (_url, body) => ({
        Items: locations
          .filter((location) => (body as string[]).includes(location.GuidId))
          .map((location) => ({
            GuidId: location.GuidId,
            Status: location.Status,
            LastDataTime: location.ChannelData.length ? '2026-11-25T11:59:00.000Z' : null,
            ChannelData: location.ChannelData,
          })),
      }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/projects\/[^/]+\/monitors$/,
      respond: () => ({ Items: monitors }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/monitoring-locations\/[^/]+\/editable-status$/,
      respond: () => ({ IsLocationUpdatable: options.updatable ?? true }),
    },
    {
      method: 'POST',
      path: '/v0.1/monitoringlocations',
      respond: () => status(201, { Id: id(5) }),
    },
    { method: 'PUT', path: /^\/v0\.1\/monitoring-locations\/[^/]+$/, respond: () => ({}) },
    {
      method: 'POST',
      path: /^\/v0\.1\/monitoring-locations\/[^/]+\/attachMonitor$/,
      respond: (url, body) =>
        options.attach === 'fail'
          ? status(500, { Status: 500, Title: 'Internal Server Error', Messages: [] })
          : attachment(url.pathname.split('/')[3] ?? '', (body as { MonitorId: string }).MonitorId),
    },
    {
      method: 'POST',
      path: /^\/v0\.1\/monitoring-locations\/[^/]+\/detachMonitor$/,
      respond: (url, body) => ({
        ...attachment(url.pathname.split('/')[3] ?? '', (body as { MonitorId: string }).MonitorId),
        DetachTime: '2026-11-25T12:00:00.000Z',
      }),
    },
    {
      method: 'POST',
      path: /\/monitoringlocations\/[^/]+\/(hide|show)$/,
      respond: () => ({}),
    },
    { method: 'DELETE', path: /\/monitoringlocations\/[^/]+$/, respond: () => ({}) },
    { method: 'GET', path: '/v0.1/sensorCatalogue', respond: () => STORY_SENSOR_CATALOGUE },
    {
      method: 'POST',
      path: '/v0.1/instruments',
      respond: (_url, body) =>
        (body as { Serial: string }).Serial === 'AQ-1001'
          ? status(409, {
              Status: 409,
              Title: 'Conflict',
              Messages: ['An instrument with serial AQ-1001 is already registered.'],
            })
          : status(201, { Id: id(105) }),
    },
    {
      method: 'POST',
      path: '/v0.1/apiKeys',
      respond: () => ({
        Id: id(401),
        Label: 'Instrument AQ-2001',
        Prefix: 'aq_Story',
        CreatedAt: '2026-11-25T12:00:00.000Z',
        LastUsedAt: null,
        ApiKey: 'aq_StoryKey0123456789abcdefghijklmnopqrstuv',
      }),
    },
  ];
}
